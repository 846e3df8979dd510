/** One wallet of a list (Connect, AllWallets): icon, name and tags; a button, or a link for a wallet not on the page. */
import type { ReactNode } from "react"
import type { ConnectorEntry } from "../../services/Connectors.js"
import { NAMESPACE_LABELS } from "../components/namespaces.js"
import { WalletIcon } from "../components/WalletIcon.js"
import { useMessages } from "../i18n/I18nContext.js"

/** One row of a wallet list: the part of a connector list entry a row shows (SPEC §2 connector order). */
export interface ConnectorEntryProps
  extends Pick<ConnectorEntry, "id" | "type" | "name" | "icon" | "namespaces" | "installed" | "recent" | "prompting">
{
  /** A wallet not on the page with a page of its own (a custom wallet): the row opens it in a new tab. */
  readonly link?: string
}

/** Longest name put in the DOM: CSS cuts it to the row, this keeps a 10 kB name out of screen readers. */
const MAX_NAME = 64

const shortName = (name: string): string => (Array.from(name).length > MAX_NAME ? `${Array.from(name).slice(0, MAX_NAME).join("")}…` : name)

/** Namespace badges only help when the list mixes namespaces. */
export const showBadges = (entries: ReadonlyArray<ConnectorEntryProps>): boolean =>
  new Set(entries.flatMap((e) => e.namespaces)).size > 1

export const WalletRow = (props: {
  readonly entry: ConnectorEntryProps
  readonly badges: boolean
  readonly onSelect: (id: string) => void
  /** Hover or focus on the row's button: what picking it needs can start loading (AllWallets: WalletConnect). */
  readonly onPrefetch?: ((id: string) => void) | undefined
  /** In a virtualized list: the row's index, offset and the measuring ref of the virtualizer. */
  readonly virtual?: { readonly index: number; readonly start: number; readonly measure: (el: HTMLLIElement | null) => void }
}): ReactNode => {
  const { entry: w, virtual, onPrefetch } = props
  const prefetch = onPrefetch === undefined ? undefined : () => onPrefetch(w.id)
  const name = shortName(w.name)
  const multi = w.type === "MULTI_CHAIN" || w.namespaces.length > 1
  // A request still open in the wallet (the visitor went Back) says so first: picking it again waits for that one.
  const prompting = w.prompting === true
  const t = useMessages().connect
  const status = prompting ? t.requestOpen : w.recent ? t.recent : w.installed ? t.installed : undefined
  const hasTags = status !== undefined || multi || (props.badges && w.namespaces.length > 0)
  const body = (
    <>
      <WalletIcon name={w.name} icon={w.icon} size={28} />
      {/* Name and tags share a line when they fit; otherwise the tags wrap below the ellipsised name. */}
      <span className="meta">
        <span className="name">{name}</span>
        {hasTags && (
          <span className="tags">
            {status && (
              <span
                className="tag"
                data-recent={w.recent || prompting ? "" : undefined}
                data-testid={prompting ? "prompting-tag" : w.recent ? "recent-tag" : "installed-tag"}
              >
                {status}
              </span>
            )}
            {multi && (
              <span className="tag" data-testid="multichain-tag">
                {t.multiChain}
              </span>
            )}
            {props.badges &&
              w.namespaces.map((ns) => (
                <span key={ns} className="tag" data-ns="" data-testid={`ns-${ns}`}>
                  {NAMESPACE_LABELS[ns]}
                </span>
              ))}
          </span>
        )}
      </span>
    </>
  )
  // The accessible name is the row's visible text (name, then tags: "MetaMask Installed"), as WCAG 2.5.3
  // asks: a voice user says what they see. The icon is decorative (alt="", aria-hidden initials).
  const common = {
    className: "wallet",
    "data-testid": `wallet-${w.id}`,
    // The instant-open hand-off finds the row focused in the preview by it (ui/instant).
    "data-connector-id": w.id,
    title: name === w.name ? undefined : w.name
  }
  return (
    <li
      {...(virtual === undefined
        ? {}
        : { "data-index": virtual.index, ref: virtual.measure, className: "vrow", style: { transform: `translateY(${virtual.start}px)` } })}
    >
      {w.link !== undefined && !w.installed
        ? (
          <a {...common} href={w.link} target="_blank" rel="noopener noreferrer">
            {body}
          </a>
        )
        : (
          // A custom wallet with neither an adapter nor a safe link: listed, but nothing to connect.
          <button type="button" {...common} disabled={w.type === "EXTERNAL" && !w.installed && w.namespaces.length === 0} onClick={() => props.onSelect(w.id)}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {body}
          </button>
        )}
    </li>
  )
}
