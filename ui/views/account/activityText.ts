/**
 * What an Activity row says (issue 23): the operation, who the other side is — a known name rather than an
 * address, "Minted" / "Burned" where the other side is the zero address (no "From 0x0000…0000") — the amount in
 * the locale (floored like every balance) and the full date.
 */
import { displayDateTime } from "../../../schemas/displayDates.js"
import { displayTokenBalance } from "../../../schemas/displayNumbers.js"
import type { Transaction } from "../../../schemas/entities/Transaction.js"
import { truncateAddress } from "../../../schemas/format.js"
import { ENGLISH, type I18n } from "../../i18n/I18nContext.js"

const ZERO_ADDRESS = /^0x0{40}$/i

/** Names known for addresses, by lowercased address (the account's own, cached profile and ENS lookups). */
export type KnownNames = ReadonlyMap<string, string>

/** No names known: every other side shows as an address. */
export const NO_NAMES: KnownNames = new Map()

export interface ActivityText {
  /** "Send", "Receive", "Mint", … */
  readonly title: string
  /** "From alice.eth", "To 0xf39F…2266", "Minted", "Burned". */
  readonly party: string
  /** "+1,253.00 wUSD", an NFT's name, or "" when nothing moved. */
  readonly amount: string
  /** The mined date and time in the locale; "" when the API sent no date. */
  readonly when: string
}

/** The row's title: the table's word for a known operation type, else the API's type capitalised (an open set). */
const operationTitle = (type: string, messages: I18n["messages"]): string => {
  const operations: Readonly<Record<string, string>> = messages.account.operations
  return Object.hasOwn(operations, type) ? operations[type] ?? type : type.replace(/^./, (c) => c.toUpperCase())
}

export const activityText = (tx: Transaction, names: KnownNames, { locale, messages }: Pick<I18n, "locale" | "messages"> = ENGLISH): ActivityText => {
  const t = tx.transfers[0]
  const incoming = t?.direction === "in"
  const counterparty = incoming ? tx.metadata.sentFrom : tx.metadata.sentTo
  const party = ZERO_ADDRESS.test(counterparty)
    ? incoming ? messages.account.minted : messages.account.burned
    : (incoming ? messages.account.from : messages.account.to)(names.get(counterparty.toLowerCase()) ?? truncateAddress(counterparty))
  const amount = t === undefined
    ? ""
    : t.nft_info !== undefined
    ? t.nft_info.name ?? "NFT"
    : `${incoming ? "+" : "-"}${displayTokenBalance(t.quantity.numeric, { locale })} ${t.fungible_info?.symbol ?? ""}`.trimEnd()
  return {
    title: operationTitle(tx.metadata.operationType, messages),
    party,
    amount,
    when: displayDateTime(tx.metadata.minedAt, locale) ?? ""
  }
}
