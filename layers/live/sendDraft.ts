/**
 * The Send form's rules as pure functions (SPEC §1 send): the typed amount in base units, the button label
 * that leads the user, and whether the draft is complete enough to prepare.
 */
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { isAddressOf, isRecipientName, SEND_LABELS, type SendLabel, type SendToken, type TransferPlan } from "../../schemas/send.js"
import { parseUnits } from "../../schemas/units.js"
import type { NameResolution, ReadStatus, SendError } from "../../services/Send.js"

/** A positive amount of `token` in base units; undefined when the text is empty, malformed, zero or too precise. */
export const amountUnits = (text: string, token: SendToken | undefined): bigint | undefined => {
  if (token === undefined) return undefined
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (match === null || (match[2] ?? "").length > token.decimals) return undefined
  const units = parseUnits(text.trim(), token.decimals)
  return units > 0n ? units : undefined
}

/** What the label depends on. */
export interface DraftFacts {
  readonly namespace: ChainNamespace | undefined
  readonly tokens: ReadonlyArray<SendToken>
  readonly token: SendToken | undefined
  readonly amountUnits: bigint | undefined
  readonly recipient: string
  readonly resolution: NameResolution | undefined
  readonly plan: TransferPlan | undefined
  readonly planStatus: ReadStatus
  readonly error: SendError | undefined
}

/** Where the transfer goes: the typed address, or the address its name resolved to ("" while it has none). */
export const recipientAddress = (d: Pick<DraftFacts, "recipient" | "resolution">): string => {
  const typed = d.recipient.trim()
  if (!isRecipientName(typed)) return typed
  return d.resolution?.name === typed && d.resolution.status === "resolved" ? d.resolution.address : ""
}

/** The label before any fee is known: every check the form can make by itself. */
const formLabel = (d: DraftFacts): SendLabel | undefined => {
  if (d.token === undefined) return SEND_LABELS.selectToken
  if (d.amountUnits === undefined) return SEND_LABELS.addAmount
  const typed = d.recipient.trim()
  if (typed === "") return SEND_LABELS.addAddress
  if (isRecipientName(typed) && (d.resolution?.name !== typed || d.resolution.status === "resolving")) return SEND_LABELS.resolving
  if (d.namespace === undefined || !isAddressOf(d.namespace, recipientAddress(d))) return SEND_LABELS.invalidAddress
  if (d.amountUnits > d.token.balance) return SEND_LABELS.insufficientFunds
  return undefined
}

/** True when the form alone has nothing left to ask: the transfer can be prepared (its fee estimated). */
export const isPlannable = (d: DraftFacts): boolean => formLabel(d) === undefined

/**
 * The button label: "Select Token" → "Add Amount" → "Add Address" → "Invalid Address" → "Insufficient funds"
 * (more than the token balance) / "Fund wallet" (the native coin cannot pay amount and fee) → "Review Send".
 */
export const labelOf = (d: DraftFacts): SendLabel => {
  const early = formLabel(d)
  if (early !== undefined) return early
  if (d.planStatus === "failed" && d.error?._tag === "NodeError" && d.error.kind === "insufficientFunds") {
    return SEND_LABELS.fundWallet
  }
  if (d.plan === undefined) return d.planStatus === "failed" ? SEND_LABELS.review : SEND_LABELS.estimating
  const native = d.tokens.find((t) => t.kind === "native")?.balance ?? 0n
  const spent = d.plan.fee + (d.token?.kind === "native" ? (d.amountUnits ?? 0n) : 0n)
  return spent > native ? SEND_LABELS.fundWallet : SEND_LABELS.review
}

/** The largest amount of `token` that can leave the wallet: its balance, less the fee for the native coin. */
export const maxUnits = (token: SendToken, fee: bigint): bigint =>
  token.kind === "native" ? (token.balance > fee ? token.balance - fee : 0n) : token.balance
