/**
 * The Account panel tabs (SPEC §2): Tokens, NFTs, Activity (each in ui/views/account/). Pure presentation: the
 * container passes the Portfolio state, the names it knows and the intents.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react"
import type { AccountTab, PortfolioState } from "../../services/Portfolio.js"
import { ActivityTab } from "./account/ActivityList.js"
import { type KnownNames, NO_NAMES } from "./account/activityText.js"
import { NftsTab } from "./account/NftsTab.js"
import { TokensTab } from "./account/TokensTab.js"
import { useI18n } from "../i18n/I18nContext.js"

export interface AccountTabsProps {
  readonly state: PortfolioState
  /** SPEC §1 `history` feature: without it there is no Activity tab. */
  readonly history: boolean
  /** The network's block explorer (transaction links), when it has one. */
  readonly explorerUrl: string | undefined
  /** Names for the other side of Activity rows, by lowercased address (absent: addresses only). */
  readonly names?: KnownNames
  readonly onTab: (tab: AccountTab) => void
  readonly onRetryTokens: () => void
  readonly onMoreTransactions: () => void
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

/** ArrowLeft and ArrowRight swapped, for a right-to-left tab row. */
const MIRRORED_KEYS: Readonly<Partial<Record<string, string>>> = { ArrowLeft: "ArrowRight", ArrowRight: "ArrowLeft" }

/**
 * A WAI-ARIA tablist: the selected tab is the one tab stop (roving tabindex), arrows, Home and End move and
 * select (automatic activation: a tab's panel is cheap to show), the panel is labelled by its tab.
 */
export const AccountTabs = (p: AccountTabsProps): ReactNode => {
  const { dir, messages } = useI18n()
  const t = messages.account
  const tabs: ReadonlyArray<readonly [AccountTab, string]> = [["tokens", t.tokens], ["nfts", t.nfts], ...(p.history ? [["activity", t.activity] as const] : [])]
  const current = tabs.some(([tab]) => tab === p.state.currentTab) ? p.state.currentTab : "tokens"
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (e: KeyboardEvent): void => {
    // From the focused tab, not the selected one: the selection comes back through the Portfolio service, a
    // moment after the key, and a second key may come first.
    const buttons = Array.from(list.current?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])
    const from = tabs[buttons.findIndex((b) => b === e.target)]?.[0] ?? current
    // Right to left, the tabs run from the right: the arrows follow what the visitor sees.
    const next = tabForKey(tabs.map(([tab]) => tab), from, dir === "rtl" ? MIRRORED_KEYS[e.key] ?? e.key : e.key)
    if (next === undefined) return
    e.preventDefault()
    p.onTab(next)
    buttons[tabs.findIndex(([tab]) => tab === next)]?.focus()
  }
  return (
    <section className="tabs" data-testid="account-tabs">
      <div ref={list} className="seg" role="tablist" aria-label={t.tabs} onKeyDown={onKeyDown}>
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
        {current === "activity" && <ActivityTab state={p.state} names={p.names ?? NO_NAMES} explorerUrl={p.explorerUrl} onMore={p.onMoreTransactions} />}
      </div>
    </section>
  )
}
