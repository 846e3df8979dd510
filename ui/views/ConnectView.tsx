import { type ReactNode, useId } from "react"
import { WalletIcon } from "../components/WalletIcon.js"

/** One row of the Connect list; order and flags are decided by the container (SPEC §2 connector order). */
export interface WalletItem {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  readonly recent: boolean
  readonly installed: boolean
}

/** Props of the Connect view. */
export interface ConnectViewProps {
  readonly wallets: ReadonlyArray<WalletItem>
  readonly onSelect: (id: string) => void
}

/** Connect view (SPEC §2): the wallet list, or an empty state when no wallet was discovered. */
export const ConnectView = ({ wallets, onSelect }: ConnectViewProps): ReactNode => {
  const base = useId()
  if (wallets.length === 0) return <p className="muted">No wallets found. Install a browser wallet to continue.</p>
  return (
    <ul className="list">
      {wallets.map((w, i) => {
        const tag = w.recent ? "Recent" : w.installed ? "Installed" : undefined
        const tagId = `${base}${i}`
        return (
          <li key={w.id}>
            {/* aria-label keeps the accessible name exactly the wallet's; the tag becomes its description. */}
            <button
              type="button"
              className="wallet"
              data-testid={`wallet-${w.id}`}
              aria-label={w.name}
              aria-describedby={tag && tagId}
              onClick={() => onSelect(w.id)}
            >
              <WalletIcon name={w.name} icon={w.icon} size={28} />
              <span className="name">{w.name}</span>
              {tag && (
                <span
                  id={tagId}
                  className="tag"
                  data-recent={w.recent ? "" : undefined}
                  data-testid={w.recent ? "recent-tag" : "installed-tag"}
                >
                  {tag}
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
