/**
 * AllWallets (SPEC §2): every wallet of the connector list with a search box, WALLET_LIST_PAGE_SIZE (SPEC §9:
 * 40) rows at a time and "Show more", so a list of hundreds keeps a bounded DOM. Filtering is the container's.
 */
import { type ReactNode, useId, useState } from "react"
import { WALLET_LIST_PAGE_SIZE } from "../../schemas/constants.js"
import { type ConnectorEntryProps, showBadges, WalletRow } from "./WalletRow.js"

export interface AllWalletsViewProps {
  /** The rows matching the (debounced) query, in the service's order. */
  readonly entries: ReadonlyArray<ConnectorEntryProps>
  /** Every wallet before the search, for the empty state. */
  readonly total: number
  /** What the search box shows (updated on every keystroke). */
  readonly query: string
  /** The query the entries were filtered with: a new one starts again at the first page. */
  readonly searched: string
  readonly onQuery: (query: string) => void
  readonly onSelect: (id: string) => void
  /** A heading and line above the list (ConnectingWalletConnectBasic uses the list as its body). */
  readonly intro?: { readonly heading: string; readonly text: string }
}

/** The shown rows and "Show more"; keyed by the query so a new search starts at page one. */
const Page = (props: Pick<AllWalletsViewProps, "entries" | "onSelect">): ReactNode => {
  const [shown, setShown] = useState(WALLET_LIST_PAGE_SIZE)
  const visible = props.entries.slice(0, shown)
  const rest = props.entries.length - visible.length
  const badges = showBadges(props.entries)
  return (
    <>
      <ul className="list" data-testid="all-wallets-list">
        {visible.map((entry) => <WalletRow key={entry.id} entry={entry} badges={badges} onSelect={props.onSelect} />)}
      </ul>
      {rest > 0 && (
        <button type="button" className="link more-btn" data-testid="show-more" onClick={() => setShown((n) => n + WALLET_LIST_PAGE_SIZE)}>
          Show more ({rest})
        </button>
      )}
    </>
  )
}

export const AllWalletsView = (props: AllWalletsViewProps): ReactNode => {
  const statusId = useId()
  const { entries, total } = props
  const count = `${entries.length} ${entries.length === 1 ? "wallet" : "wallets"}`
  return (
    <>
      {props.intro && (
        <div className="intro" data-testid="all-wallets-intro">
          <h3 className="h">{props.intro.heading}</h3>
          <p className="sub">{props.intro.text}</p>
        </div>
      )}
      {total > 0 && (
        <input
          type="search"
          className="search"
          data-testid="wallet-search"
          placeholder="Search wallets"
          aria-label="Search wallets"
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          value={props.query}
          onChange={(e) => props.onQuery(e.currentTarget.value)}
        />
      )}
      <p className="sr" id={statusId} role="status">{total > 0 ? count : ""}</p>
      {entries.length > 0
        ? <Page key={props.searched} entries={entries} onSelect={props.onSelect} />
        : (
          <p className="muted" data-testid="no-wallets">
            {total === 0
              ? "This site lists no wallets yet. Open it in your wallet app's browser to connect."
              : `No wallet matches “${props.searched.trim()}”.`}
          </p>
        )}
    </>
  )
}
