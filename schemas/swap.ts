/**
 * Swaps (swaps, convert calls, slippage): the shared constants, the button labels, and the rules
 * a quote is shown with (minimum received at the slippage, price impact). Pure: no Effect, no I/O.
 */

/** "swap slippage tolerance from a shared constant" (value not shown): 1 %, AppKit's convert default. */
export const SWAP_SLIPPAGE_DEFAULT_PERCENT = 1

/** The slippage choices the settings offer (percent); the user may also type one in (0, SWAP_SLIPPAGE_MAX_PERCENT). */
export const SWAP_SLIPPAGE_CHOICES = [0.1, 0.5, 1, 3] as const

/** Above this the settings refuse a slippage (a sandwich invitation). */
export const SWAP_SLIPPAGE_MAX_PERCENT = 50

/** How long the amount must stay unchanged before a quote is asked (debounce default 500 ms). */
export { DEBOUNCE_DEFAULT_MS as SWAP_QUOTE_DEBOUNCE_MS } from "./constants.js"

/** A shown quote is asked again this often while the view is open (AppKit refreshes its swap quote every 10 s). */
export const SWAP_QUOTE_REFRESH_MS = 10_000

/** The gas a Router02 swap costs, for the network fee shown before a transaction is built (an estimate). */
export const SWAP_GAS_ESTIMATE = 150_000n

/** The API's address of the chain's native coin in the convert calls. */
export const SWAP_NATIVE_ADDRESS = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"

/**
 * The Swap button's labels, in the order the user meets them: codes the view words in the visitor's language
 * (ui/i18n `swap.labels`; English "Enter amount" … "Swap").
 */
export const SWAP_LABELS = {
  selectToken: "selectToken",
  enterAmount: "enterAmount",
  insufficientBalance: "insufficientBalance",
  quoting: "quoting",
  noQuote: "noQuote",
  approve: "approve",
  approving: "approving",
  swap: "swap",
  acceptQuote: "acceptQuote",
  swapping: "swapping"
} as const

export type SwapLabel = (typeof SWAP_LABELS)[keyof typeof SWAP_LABELS]

/** `amount` less `slippagePercent`, rounded down: what the router is told to accept at least. */
export const minimumReceived = (amount: bigint, slippagePercent: number): bigint =>
  (amount * BigInt(Math.round((100 - slippagePercent) * 100))) / 10_000n

/** Whether a slippage the user typed is one we accept. */
export const isSlippage = (percent: number): boolean => Number.isFinite(percent) && percent > 0 && percent < SWAP_SLIPPAGE_MAX_PERCENT

/**
 * How much value the swap loses, in percent, at the tokens' USD prices (fees and the pool's impact together, as
 * AppKit shows it); undefined without both prices.
 */
export const priceImpact = (
  sell: { readonly amount: number; readonly price: number | undefined },
  buy: { readonly amount: number; readonly price: number | undefined }
): number | undefined => {
  if (sell.price === undefined || buy.price === undefined || sell.amount <= 0) return undefined
  const paid = sell.amount * sell.price
  return Math.max(0, ((paid - buy.amount * buy.price) / paid) * 100)
}

/** ERC-20 `approve(address,uint256)`. */
const APPROVE_SELECTOR = "0x095ea7b3"

/**
 * The approve the API built, narrowed to `amount` (SPEC: exact amount by default; the API approves without a
 * limit): the same spender, only if the calldata is an approve. Undefined for anything else, which is not signed.
 */
export const exactApproveData = (data: string, amount: bigint): string | undefined => {
  const match = /^0x095ea7b3(0{24}[0-9a-fA-F]{40})[0-9a-fA-F]{64}$/.exec(data)
  if (match?.[1] === undefined || amount < 0n) return undefined
  return `${APPROVE_SELECTOR}${match[1]}${amount.toString(16).padStart(64, "0")}`
}
