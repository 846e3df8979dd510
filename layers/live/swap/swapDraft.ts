/**
 * The Swap form's rules as pure functions (issue 25): the button label that leads the user, what a quote shows
 * at the slippage, and the convert API's CAIP-10 name of a token.
 */
import type { SendToken } from "../../../schemas/send.js"
import { minimumReceived, priceImpact, SWAP_GAS_ESTIMATE, SWAP_LABELS, SWAP_NATIVE_ADDRESS, type SwapLabel } from "../../../schemas/swap.js"
import { formatUnits } from "../../../schemas/units.js"
import type { SwapQuoteView, SwapState } from "../../../services/Swap.js"

/** The token as the convert calls name it: CAIP-10, the native coin as 0xeeee…. */
export const assetOf = (caipNetworkId: string, token: SendToken): string =>
  `${caipNetworkId}:${token.kind === "native" ? SWAP_NATIVE_ADDRESS : token.id}`

/** Whether selling `amount` of the token needs an approve first (the native coin never does). */
export const needsApproval = (s: Pick<SwapState, "sell" | "allowance" | "amountUnits">): boolean =>
  s.sell !== undefined && s.sell.kind !== "native" && s.amountUnits !== undefined && (s.allowance ?? 0n) < s.amountUnits

export const labelOf = (s: SwapState): SwapLabel => {
  if (s.step === "approving") return SWAP_LABELS.approving
  if (s.step === "swapping" || s.step === "pending") return SWAP_LABELS.swapping
  if (s.sell === undefined || s.buy === undefined) return SWAP_LABELS.selectToken
  if (s.amountUnits === undefined) return SWAP_LABELS.enterAmount
  if (s.amountUnits > s.sell.balance) return SWAP_LABELS.insufficientBalance
  if (s.quote === undefined) return s.quoteStatus === "failed" ? SWAP_LABELS.noQuote : SWAP_LABELS.quoting
  if (s.step === "requote") return SWAP_LABELS.acceptQuote
  if (s.sell.kind !== "native" && s.allowance === undefined) return SWAP_LABELS.quoting
  return needsApproval(s) ? SWAP_LABELS.approve : SWAP_LABELS.swap
}

/** A quote as the view shows it at `slippage`. */
export const quoteView = (
  sell: SendToken,
  buy: SendToken,
  sellAmount: bigint,
  buyAmount: bigint,
  slippage: number,
  gasPrice: bigint | undefined
): SwapQuoteView => ({
  sellAmount,
  buyAmount,
  minimumReceived: minimumReceived(buyAmount, slippage),
  priceImpact: priceImpact(
    { amount: Number(formatUnits(sellAmount, sell.decimals)), price: sell.price },
    { amount: Number(formatUnits(buyAmount, buy.decimals)), price: buy.price }
  ),
  networkFee: gasPrice === undefined ? undefined : gasPrice * SWAP_GAS_ESTIMATE
})
