/** The Activity list's rows (SPEC §2): pending transactions first, then month headers over the rest, newest first. */
import type { Transaction } from "../../../schemas/entities/Transaction.js"
import { displayMonth } from "../../../schemas/displayDates.js"
import { ENGLISH, type I18n } from "../../i18n/I18nContext.js"

export type ActivityRow =
  | { readonly kind: "month"; readonly label: string; readonly id: string }
  | { readonly kind: "tx"; readonly tx: Transaction; readonly id: string }

/** Pending first (SPEC: pending transactions lead), then year → month groups ("November 2026"), newest first. */
export const activityRows = (transactions: ReadonlyArray<Transaction>, { locale, messages }: Pick<I18n, "locale" | "messages"> = ENGLISH): ReadonlyArray<ActivityRow> => {
  const pending = transactions.filter((t) => t.metadata.status === "pending")
  const rest = transactions.filter((t) => t.metadata.status !== "pending")
  const rows: Array<ActivityRow> = pending.map((tx) => ({ kind: "tx", tx, id: `p-${tx.id}` }))
  let current = ""
  for (const tx of rest) {
    const label = displayMonth(tx.metadata.minedAt, locale) ?? messages.account.unknownDate
    if (label !== current) {
      rows.push({ kind: "month", label, id: `m-${label}` })
      current = label
    }
    rows.push({ kind: "tx", tx, id: tx.id })
  }
  return rows
}
