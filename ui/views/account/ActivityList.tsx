/**
 * The Activity tab (SPEC §2): the account's transactions under month headers, each with its token's icon (or a
 * generated one), a name for the other side where one is known, the amount and the full date. Virtualised
 * (@tanstack/react-virtual): 1,000 rows render a screenful, and the next page loads as the end scrolls into view.
 */
import { useVirtualizer } from "@tanstack/react-virtual"
import { type ReactNode, useEffect, useMemo, useRef } from "react"
import type { Transaction } from "../../../schemas/entities/Transaction.js"
import type { PortfolioState } from "../../../services/Portfolio.js"
import { TokenIcon } from "../../components/TokenIcon.js"
import { activityRows } from "./activityRows.js"
import { activityText, type KnownNames, NO_NAMES } from "./activityText.js"
import { useI18n, useMessages } from "../../i18n/I18nContext.js"

/** The row's icon: the token's (or the NFT's preview), generated from its symbol when there is none. */
const RowIcon = ({ tx, title }: { tx: Transaction; title: string }): ReactNode => {
  const t = tx.transfers[0]
  if (t?.nft_info !== undefined) {
    return <TokenIcon symbol={t.nft_info.name ?? "NFT"} address={t.nft_info.contract_address} src={t.nft_info.content?.preview?.url} size={32} />
  }
  const symbol = t?.fungible_info?.symbol ?? title
  return <TokenIcon symbol={symbol} src={t?.fungible_info?.icon?.url} size={32} />
}

const TxRow = ({ tx, names, explorerUrl }: { tx: Transaction; names: KnownNames; explorerUrl: string | undefined }): ReactNode => {
  const text = activityText(tx, names, useI18n())
  const body = (
    <>
      <RowIcon tx={tx} title={text.title} />
      <span className="row-main">
        <b>{text.title}</b>
        <span className="sub" data-testid="activity-party">{text.party}</span>
        <span className="sub" data-testid="activity-date">{text.when}</span>
      </span>
      <span className="row-end">
        <span data-testid="activity-amount" dir="ltr">{text.amount}</span>
        <span className="sub" data-status={tx.metadata.status}>{tx.metadata.status}</span>
      </span>
    </>
  )
  return explorerUrl === undefined || tx.metadata.hash === undefined
    ? <div className="row" data-testid="activity-tx" data-hash={tx.metadata.hash}>{body}</div>
    : <a className="row" data-testid="activity-tx" data-hash={tx.metadata.hash} href={`${explorerUrl.replace(/\/+$/, "")}/tx/${tx.metadata.hash}`} target="_blank" rel="noreferrer">{body}</a>
}

const ROW_HEIGHT = 64
const MONTH_HEIGHT = 32

export const ActivityList = (
  { transactions, names = NO_NAMES, hasMore, loading, explorerUrl, onMore }: {
    transactions: ReadonlyArray<Transaction>
    /** Names for the other side of rows, by lowercased address. */
    names?: KnownNames
    hasMore: boolean
    loading: boolean
    explorerUrl: string | undefined
    onMore: () => void
  }
): ReactNode => {
  const i18n = useI18n()
  const rows = useMemo(() => activityRows(transactions, i18n), [transactions, i18n])
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
            <div key={row.id} data-index={item.index} style={{ position: "absolute", top: 0, insetInline: 0, transform: `translateY(${item.start}px)` }}>
              {row.kind === "month"
                ? <h4 className="month" data-testid="activity-month">{row.label}</h4>
                : <TxRow tx={row.tx} names={names} explorerUrl={explorerUrl} />}
            </div>
          )
        })}
      </div>
    </div>
  )
}

export const ActivityTab = (
  { state, names, explorerUrl, onMore }: { state: PortfolioState; names: KnownNames; explorerUrl: string | undefined; onMore: () => void }
): ReactNode => {
  const { transactions, transactionsError } = state
  const t = useMessages().account
  if (transactionsError !== undefined) return <p className="tab-empty" role="alert" data-testid="activity-error">{transactionsError}</p>
  if (transactions.loading && transactions.transactions.length === 0) return <p className="tab-empty" aria-busy="true">{t.loadingActivity}</p>
  if (transactions.transactions.length === 0) return <p className="tab-empty" data-testid="activity-empty">{t.noActivity}</p>
  return (
    <ActivityList
      transactions={transactions.transactions}
      names={names}
      hasMore={transactions.next !== undefined}
      loading={transactions.loading}
      explorerUrl={explorerUrl}
      onMore={onMore}
    />
  )
}
