/**
 * The Account panel tabs (SPEC §2): Tokens, NFTs, Activity. Pure presentation: the container passes the
 * Portfolio state and the intents. Activity is virtualised (@tanstack/react-virtual): 1,000 rows render a
 * screenful, and the next page loads as the end scrolls into view.
 */
import { useVirtualizer } from "@tanstack/react-virtual"
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef } from "react"
import type { TokenBalance } from "../../schemas/entities/TokenBalance.js"
import type { Transaction } from "../../schemas/entities/Transaction.js"
import { formatNumber, formatTokenBalance, truncateAddress } from "../../schemas/format.js"
import type { AccountTab, PortfolioState } from "../../services/Portfolio.js"
import { SafeImage } from "../components/SafeImage.js"

export interface AccountTabsProps {
  readonly state: PortfolioState
  /** SPEC §1 `history` feature: without it there is no Activity tab. */
  readonly history: boolean
  /** The network's block explorer (transaction links), when it has one. */
  readonly explorerUrl: string | undefined
  readonly onTab: (tab: AccountTab) => void
  readonly onRetryTokens: () => void
  readonly onMoreTransactions: () => void
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

const TokensTab = ({ state, onRetry }: { state: PortfolioState; onRetry: () => void }): ReactNode => {
  const { tokens } = state
  if (tokens.status === "failed") {
    const blocked = tokens.retryAt !== undefined
    return (
      <div className="tab-empty" role="alert" data-testid="tokens-error">
        <p>{tokens.error}</p>
        <button type="button" className="link" disabled={blocked} onClick={onRetry}>
          {blocked ? "Retry in 30 s" : "Retry"}
        </button>
      </div>
    )
  }
  if (tokens.status !== "ready") return <p className="tab-empty" aria-busy="true">Loading tokens…</p>
  if (tokens.balances.length === 0) return <p className="tab-empty" data-testid="tokens-empty">No tokens yet</p>
  return (
    <ul className="rows" data-testid="tokens">
      {tokens.balances.map((t: TokenBalance) => (
        <li key={t.address ?? t.symbol} className="row" data-testid={`token-${t.symbol}`}>
          <SafeImage className="row-icon" src={t.iconUrl} alt="" width={32} height={32} fallback={<span className="row-icon" style={{ width: 32, height: 32 }} />} />
          <span className="row-main">
            <b>{t.name}</b>
            <span className="sub">{formatTokenBalance(t.quantity.numeric)} {t.symbol}</span>
          </span>
          <span className="row-end">${formatNumber(t.value ?? 0)}</span>
        </li>
      ))}
    </ul>
  )
}

const NftsTab = ({ state }: { state: PortfolioState }): ReactNode => {
  const { status, holdings } = state.nfts
  if (status === "failed") return <p className="tab-empty" role="alert" data-testid="nfts-error">Failed to fetch NFTs</p>
  if (status !== "ready") return <p className="tab-empty" aria-busy="true">Loading NFTs…</p>
  if (holdings.length === 0) return <p className="tab-empty" data-testid="nfts-empty">No NFTs yet</p>
  return (
    <ul className="nft-grid" data-testid="nfts">
      {holdings.map((n) => (
        <li key={n.key} className="nft" data-testid="nft">
          <SafeImage className="nft-img" src={n.image} alt="" fallback={<span className="nft-img" />} />
          <span className="nft-name">{n.name}</span>
        </li>
      ))}
    </ul>
  )
}

type Row = { readonly kind: "month"; readonly label: string; readonly id: string } | { readonly kind: "tx"; readonly tx: Transaction; readonly id: string }

/** Pending first (SPEC: pending transactions lead), then year → month groups, newest first. */
export const activityRows = (transactions: ReadonlyArray<Transaction>): ReadonlyArray<Row> => {
  const pending = transactions.filter((t) => t.metadata.status === "pending")
  const rest = transactions.filter((t) => t.metadata.status !== "pending")
  const rows: Array<Row> = pending.map((tx) => ({ kind: "tx", tx, id: `p-${tx.id}` }))
  let current = ""
  for (const tx of rest) {
    const d = new Date(tx.metadata.minedAt)
    const label = Number.isNaN(d.getTime()) ? "Unknown date" : `${MONTHS[d.getMonth()]} ${d.getFullYear()}`
    if (label !== current) {
      rows.push({ kind: "month", label, id: `m-${label}` })
      current = label
    }
    rows.push({ kind: "tx", tx, id: tx.id })
  }
  return rows
}

const TxRow = ({ tx, explorerUrl }: { tx: Transaction; explorerUrl: string | undefined }): ReactNode => {
  const t = tx.transfers[0]
  const incoming = t?.direction === "in"
  const counterparty = incoming ? tx.metadata.sentFrom : tx.metadata.sentTo
  const amount = t === undefined
    ? ""
    : t.nft_info !== undefined
    ? t.nft_info.name ?? "NFT"
    : `${incoming ? "+" : "-"}${formatTokenBalance(t.quantity.numeric)} ${t.fungible_info?.symbol ?? ""}`
  const when = new Date(tx.metadata.minedAt)
  const body = (
    <>
      <span className="row-main">
        <b>{tx.metadata.operationType.replace(/^./, (c) => c.toUpperCase())}</b>
        <span className="sub">
          {incoming ? "From" : "To"} {truncateAddress(counterparty)} · {Number.isNaN(when.getTime()) ? "" : when.toLocaleDateString()}
        </span>
      </span>
      <span className="row-end">
        <span>{amount}</span>
        <span className="sub" data-status={tx.metadata.status}>{tx.metadata.status}</span>
      </span>
    </>
  )
  return explorerUrl === undefined || tx.metadata.hash === undefined
    ? <div className="row" data-testid="activity-tx" data-hash={tx.metadata.hash}>{body}</div>
    : <a className="row" data-testid="activity-tx" data-hash={tx.metadata.hash} href={`${explorerUrl.replace(/\/+$/, "")}/tx/${tx.metadata.hash}`} target="_blank" rel="noreferrer">{body}</a>
}

const ROW_HEIGHT = 56
const MONTH_HEIGHT = 32

export const ActivityList = (
  { transactions, hasMore, loading, explorerUrl, onMore }: {
    transactions: ReadonlyArray<Transaction>
    hasMore: boolean
    loading: boolean
    explorerUrl: string | undefined
    onMore: () => void
  }
): ReactNode => {
  const rows = useMemo(() => activityRows(transactions), [transactions])
  const scroller = useRef<HTMLDivElement>(null)
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.kind === "month" ? MONTH_HEIGHT : ROW_HEIGHT),
    overscan: 6,
    initialRect: { width: 360, height: 320 }
  })
  const items = virtual.getVirtualItems()
  const last = items[items.length - 1]?.index ?? -1
  useEffect(() => {
    if (hasMore && !loading && last >= rows.length - 5) onMore()
  }, [hasMore, loading, last, rows.length, onMore])
  return (
    // Without explorer links the rows hold nothing focusable: the list itself takes focus, so keys can scroll it.
    <div ref={scroller} className="activity" data-testid="activity" tabIndex={explorerUrl === undefined ? 0 : undefined}>
      <div style={{ height: virtual.getTotalSize(), position: "relative" }}>
        {items.map((item) => {
          const row = rows[item.index]
          if (row === undefined) return null
          return (
            <div key={row.id} data-index={item.index} style={{ position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}>
              {row.kind === "month"
                ? <h4 className="month" data-testid="activity-month">{row.label}</h4>
                : <TxRow tx={row.tx} explorerUrl={explorerUrl} />}
            </div>
          )
        })}
      </div>
    </div>
  )
}

const ActivityTab = ({ state, explorerUrl, onMore }: { state: PortfolioState; explorerUrl: string | undefined; onMore: () => void }): ReactNode => {
  const { transactions, transactionsError } = state
  if (transactionsError !== undefined) return <p className="tab-empty" role="alert" data-testid="activity-error">{transactionsError}</p>
  if (transactions.loading && transactions.transactions.length === 0) return <p className="tab-empty" aria-busy="true">Loading activity…</p>
  if (transactions.transactions.length === 0) return <p className="tab-empty" data-testid="activity-empty">No activity yet</p>
  return (
    <ActivityList
      transactions={transactions.transactions}
      hasMore={transactions.next !== undefined}
      loading={transactions.loading}
      explorerUrl={explorerUrl}
      onMore={onMore}
    />
  )
}

/** The tab a key moves to (WAI-ARIA tabs pattern: arrows wrap, Home and End jump), or undefined for other keys. */
export const tabForKey = <T,>(tabs: ReadonlyArray<T>, current: T, key: string): T | undefined => {
  const at = tabs.indexOf(current)
  const last = tabs.length - 1
  const to = key === "ArrowRight" ? (at >= last ? 0 : at + 1)
    : key === "ArrowLeft" ? (at <= 0 ? last : at - 1)
    : key === "Home" ? 0
    : key === "End" ? last
    : undefined
  return to === undefined ? undefined : tabs[to]
}

/**
 * A WAI-ARIA tablist: the selected tab is the one tab stop (roving tabindex), arrows, Home and End move and
 * select (automatic activation: a tab's panel is cheap to show), the panel is labelled by its tab.
 */
export const AccountTabs = (p: AccountTabsProps): ReactNode => {
  const tabs: ReadonlyArray<readonly [AccountTab, string]> = [["tokens", "Tokens"], ["nfts", "NFTs"], ...(p.history ? [["activity", "Activity"] as const] : [])]
  const current = tabs.some(([t]) => t === p.state.currentTab) ? p.state.currentTab : "tokens"
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (e: KeyboardEvent): void => {
    // From the focused tab, not the selected one: the selection comes back through the Portfolio service, a
    // moment after the key, and a second key may come first.
    const buttons = Array.from(list.current?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])
    const from = tabs[buttons.findIndex((b) => b === e.target)]?.[0] ?? current
    const next = tabForKey(tabs.map(([t]) => t), from, e.key)
    if (next === undefined) return
    e.preventDefault()
    p.onTab(next)
    buttons[tabs.findIndex(([t]) => t === next)]?.focus()
  }
  return (
    <section className="tabs" data-testid="account-tabs">
      <div ref={list} className="seg" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {tabs.map(([tab, label]) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${base}-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${base}-panel`}
            tabIndex={tab === current ? 0 : -1}
            data-testid={`tab-${tab}`}
            onClick={() => p.onTab(tab)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* The panel scrolls its list (tokens, NFTs): a tab stop, so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${current}`} tabIndex={0}>
        {current === "tokens" && <TokensTab state={p.state} onRetry={p.onRetryTokens} />}
        {current === "nfts" && <NftsTab state={p.state} />}
        {current === "activity" && <ActivityTab state={p.state} explorerUrl={p.explorerUrl} onMore={p.onMoreTransactions} />}
      </div>
    </section>
  )
}
