/** What the Send view's screens are given: every string formatted by the container (ui/containers/SendContainer.tsx). */
import type { SendStep } from "../../../services/Send.js"

/** A token of the picker. */
export interface TokenOption {
  readonly id: string
  readonly symbol: string
  readonly name: string
  readonly balance: string
  /** The balance's fiat value, when a price is known. */
  readonly fiat: string | undefined
}

/** What shows under the recipient field when it holds a name: progress, the resolved address, or why it has none. */
export interface RecipientHint {
  readonly kind: "info" | "address" | "error"
  readonly text: string
}

/** What the review shows: what leaves the wallet, fee included. */
export interface SendReview {
  readonly amount: string
  /** The amount's fiat value, when the token's price is known. */
  readonly amountFiat: string | undefined
  /** The recipient as the review lists it: "name (address)", or the address. */
  readonly to: string
  /** The address the transfer goes to, and the name typed for it (the Sent screen shows them apart). */
  readonly recipient: { readonly address: string; readonly name: string | undefined }
  readonly network: string
  readonly fee: string
  /** The fee's fiat value, when the native coin's price is known. */
  readonly feeFiat: string | undefined
  /** Everything that leaves the wallet: "0.500042 ETH", or "10 WTD + 0.000042 ETH". */
  readonly total: string
}

/** Where the flow stands (the Send service's step). */
export type SendViewStep = SendStep

export interface SendViewProps {
  readonly step: SendViewStep
  readonly tokens: ReadonlyArray<TokenOption>
  readonly tokensLoading: boolean
  readonly selected: string | undefined
  readonly amount: string
  /** The amount's fiat value, when the token's price is known. */
  readonly fiat: string | undefined
  readonly recipient: string
  readonly recipientHint: RecipientHint | undefined
  /** The estimated network fee, once known. */
  readonly fee: string | undefined
  /** The form button's label (the domain's progression). */
  readonly label: string
  readonly ready: boolean
  readonly review: SendReview | undefined
  /** The catalogue message of the last failure. */
  readonly error: string | undefined
  readonly hash: string | undefined
  readonly explorerUrl: string | undefined
  /** True while "Copied" shows for the hash just copied. */
  readonly hashCopied: boolean
  readonly onToken: (id: string) => void
  readonly onAmount: (amount: string) => void
  readonly onMax: () => void
  readonly onRecipient: (recipient: string) => void
  readonly onReview: () => void
  readonly onEdit: () => void
  readonly onConfirm: () => void
  readonly onCancel: () => void
  readonly onCopyHash: () => void
  readonly onDone: () => void
}
