/**
 * AllWallets (SPEC §2): the installed wallets, then the explorer's catalogue, with a search box. The list is
 * virtualized (@tanstack/react-virtual): only the rows in view (plus a few) are in the DOM, so 600+ wallets
 * stay fast; scrolling near the end asks for the next page. Filtering and loading are the container's.
 */
import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual"
import { type ReactNode, useEffect, useId, useRef } from "react"
import { type ConnectorEntryProps, showBadges, WalletRow } from "./WalletRow.js"
import { useMessages } from "../i18n/I18nContext.js"

export interface AllWalletsViewProps {
  /** The rows matching the (debounced) query, in the service's order. */
  readonly entries: ReadonlyArray<ConnectorEntryProps>
  /** Every wallet before the search, for the empty state. */
  readonly total: number
  /** What the search box shows (updated on every keystroke). */
  readonly query: string
  /** The query the entries were filtered with: a new one starts again at the top. */
  readonly searched: string
  readonly onQuery: (query: string) => void
  readonly onSelect: (id: string) => void
  /** Hover or focus on a row (by id): the container warms up what picking it needs (WalletConnect's SDK). */
  readonly onPrefetch?: (id: string) => void
  /** A heading and line above the list (ConnectingWalletConnectBasic uses the list as its body). */
  readonly intro?: { readonly heading: string; readonly text: string }
  /** More wallets can be loaded: called when the list is scrolled near its end. */
  readonly onEndReached?: () => void
  /** Wallets are on their way (a page, or the search). */
  readonly loading?: boolean
}

/** A row's height before it is measured (28 px icon + padding + the list's gap). */
const ROW_ESTIMATE = 46
/** Rows rendered beyond the visible ones. */
const OVERSCAN = 6
/** The next page is asked for when the last rendered row is this close to the end. */
const END_MARGIN = 10
/** Before the scroll box is laid out (and in tests without layout), size it as a phone's list. */
const INITIAL_RECT = { width: 360, height: 420 } as const

/**
 * The scroll box's size; while it has none (not laid out yet, or a DOM without layout) the initial one, so
 * the first rows render rather than none.
 */
const observeRect = (instance: Virtualizer<HTMLDivElement, HTMLLIElement>, cb: (rect: { width: number; height: number }) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : INITIAL_RECT))

/** A row's measured height; a row never lays out at 0, so 0 (no layout yet) keeps the estimate. */
const measureRow: typeof measureElement<HTMLLIElement> = (element, entry, instance) => {
  const size = measureElement(element, entry, instance)
  return size > 0 ? size : ROW_ESTIMATE
}

/** The virtualized rows; keyed by the query so a new search starts at the top. */
const Rows = (props: Pick<AllWalletsViewProps, "entries" | "onSelect" | "onPrefetch" | "onEndReached">): ReactNode => {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { entries, onEndReached } = props
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
    observeElementRect: observeRect,
    measureElement: measureRow
  })
  const items = virtualizer.getVirtualItems()
  const last = items[items.length - 1]?.index ?? -1
  useEffect(() => {
    if (onEndReached !== undefined && last >= entries.length - END_MARGIN) onEndReached()
  }, [last, entries.length, onEndReached])
  const badges = showBadges(entries)
  return (
    <div className="vlist" ref={scrollRef} data-testid="all-wallets-scroll">
      <ul className="list" data-testid="all-wallets-list" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const entry = entries[item.index]
          if (entry === undefined) return null
          return (
            <WalletRow
              key={entry.id}
              entry={entry}
              badges={badges}
              onSelect={props.onSelect}
              onPrefetch={props.onPrefetch}
              virtual={{ index: item.index, start: item.start, measure: virtualizer.measureElement }}
            />
          )
        })}
      </ul>
    </div>
  )
}

export const AllWalletsView = (props: AllWalletsViewProps): ReactNode => {
  const statusId = useId()
  const { entries, total } = props
  const t = useMessages().wallets
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
          placeholder={t.search}
          aria-label={t.search}
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          value={props.query}
          onChange={(e) => props.onQuery(e.currentTarget.value)}
        />
      )}
      {/* Counted only when shown: the count's Intl objects are a page's first (~45 ms of locale data, traced on
          WalletConnect's view clicked at once, whose catalogue is still loading). */}
      <p className="sr" id={statusId} role="status">{total > 0 ? t.count(entries.length) : ""}</p>
      {entries.length > 0
        ? (
          <Rows
            key={props.searched}
            entries={entries}
            onSelect={props.onSelect}
            {...(props.onPrefetch ? { onPrefetch: props.onPrefetch } : {})}
            {...(props.onEndReached ? { onEndReached: props.onEndReached } : {})}
          />
        )
        : props.loading === true
        ? <p className="muted" data-testid="wallets-loading">{t.loading}</p>
        : (
          <p className="muted" data-testid="no-wallets">
            {total === 0
              ? t.noneListed
              : t.noMatch(props.searched.trim())}
          </p>
        )}
    </>
  )
}
