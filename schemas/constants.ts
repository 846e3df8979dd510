/**
 * Business constants and limits, with the timings of the views, the state machines and the calls.
 * Plain data with no runtime import: the display helpers read this module from the host's initial chunk,
 * which must hold no Effect. Every number carries its unit in its name; a time span is a number of
 * milliseconds (`_MS`), which Effect takes as is (`Effect.sleep(MODAL_SHAKE_MS)`, `TestClock.adjust(…)`,
 * `Duration.millis(…)`).
 */

// ---------------------------------------------------------------- validation and cooldowns

/** A second email login is refused within this span of the last one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/** After a failed token-balance load, retry is blocked for this span. */
export const BALANCE_RETRY_GAP_MS = 30_000

/** A registered account name needs at least this many characters. */
export const NAME_MIN_LENGTH = 4

/** Exclusive upper bound (2^31) on a chain id that can become an ENSIP-11 coin type. */
export const CHAIN_ID_LIMIT = 2 ** 31

// ---------------------------------------------------------------- modal and UI timings

/** The modal shake flag stays true for this span. */
export const MODAL_SHAKE_MS = 500

/** Toasts: a toast that is not `loading` dismisses itself after this span. */
export const TOAST_MS = 4_000

/** Notification banner: a new toast while one is open closes that one and opens after this gap. */
export const TOAST_GAP_MS = 150

/** Cross-fade between views. */
export const VIEW_TRANSITION_MS = 150

/** Modal height animation when the view changes. */
export const MODAL_HEIGHT_TRANSITION_MS = 150

/** Header title text transition. */
export const HEADER_TEXT_TRANSITION_MS = 120

/** An open notification closes and the new one opens after this delay. */
export const NOTIFICATION_SWAP_DELAY_MS = 150

/** Image prefetch on open gives up after this span. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000

/** Default debounce for search inputs and similar. */
export const DEBOUNCE_DEFAULT_MS = 500

/** After a disallowed embedded-wallet request, the not-allowed UI message shows after this delay. */
export const NOT_ALLOWED_UI_DELAY_MS = 300

// ---------------------------------------------------------------- storage and caches

/** Version of the stored-values layout. */
export const STORAGE_VERSION = 1

/** How long each cached record (stored with a timestamp) stays fresh. */
export const CACHE_EXPIRY_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  nameLookup: 300_000,
  identity: 300_000
} as const

/** Number of recent wallets kept. */
export const RECENT_WALLETS_MAX = 2

// ---------------------------------------------------------------- wallet-relay pairing

/** A pairing link expires this long after it is created. */
export const PAIRING_EXPIRY_MS = 240_000

/** A pairing counts as expired once it is within this margin of its end. */
export const PAIRING_EXPIRING_SOON_MARGIN_MS = 10_000

/** A failed pairing may be retried after this gap. */
export const PAIRING_RETRY_GAP_MS = 1000

// ---------------------------------------------------------------- onramp

/** Fiat currencies accepted for an onramp purchase. */
export const ONRAMP_PAYMENT_CURRENCIES = ["USD", "EUR"] as const
/** A fiat currency accepted for an onramp purchase. */
export type OnrampPaymentCurrency = (typeof ONRAMP_PAYMENT_CURRENCIES)[number]

/** Payment methods with their own limits. */
export const ONRAMP_PAYMENT_METHODS = ["card", "ach_bank_account"] as const
/** A payment method with its own limits. */
export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHODS)[number]

/** A min/max amount as decimal strings, so money never passes through a float. */
export interface OnrampLimit {
  readonly min: string
  readonly max: string
}

/** Per-currency, per-method purchase limits (the built-in fallback of the error catalogue). */
export const ONRAMP_LIMITS: {
  readonly [C in OnrampPaymentCurrency]: { readonly [M in OnrampPaymentMethod]: OnrampLimit }
} = {
  USD: {
    card: { min: "10.00", max: "7500.00" },
    ach_bank_account: { min: "10.00", max: "25000.00" }
  },
  EUR: {
    card: { min: "10.00", max: "7500.00" },
    ach_bank_account: { min: "10.00", max: "25000.00" }
  }
}

/** The networks onramp purchases are offered on (Ethereum and Polygon). */
export const ONRAMP_NETWORKS = [
  { chainId: 1, name: "Ethereum" },
  { chainId: 137, name: "Polygon" }
] as const

/** Default purchasable currencies, used when the onramp options call fails. */
export const ONRAMP_PURCHASE_CURRENCIES = [
  { symbol: "USDC", name: "USD Coin", networks: ONRAMP_NETWORKS },
  { symbol: "ETH", name: "Ethereum", networks: ONRAMP_NETWORKS }
] as const

// ---------------------------------------------------------------- secure frame

/** The secure frame must load within this span (then iframe_load_failed). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000

/** Timeout for the frame requests listed in FRAME_TIMED_REQUESTS (then iframe_request_timeout). */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

/** The frame messages that are bounded by FRAME_REQUEST_TIMEOUT; other requests wait on the user. */
export const FRAME_TIMED_REQUESTS = [
  "APP_CONNECT_EMAIL",
  "APP_CONNECT_DEVICE",
  "APP_CONNECT_OTP",
  "APP_CONNECT_SOCIAL",
  "APP_GET_SOCIAL_REDIRECT_URI"
] as const

/** Sign-out waits at most this long for the frame's reply. */
export const FRAME_SIGN_OUT_WAIT_MS = 3000

/** The frame is treated as ready this long after its FRAME_READY event. */
export const FRAME_READY_DELAY_MS = 500

/** Interval of the frame heartbeat. */
export const FRAME_HEARTBEAT_INTERVAL_MS = 5000

/** Default secure SDK version sent to the frame. */
export const SECURE_SDK_VERSION = 4

// ---------------------------------------------------------------- chain RPC

/** Timeout of one JSON-RPC HTTP request. */
export const RPC_TIMEOUT_MS = 10_000

/** Maximum JSON-RPC calls in one HTTP batch. */
export const RPC_BATCH_SIZE = 1000

/** Batch window; zero means calls queued in the same tick share a batch. */
export const RPC_BATCH_WAIT_MS = 0

/** Block and receipt polling interval. */
export const RPC_POLLING_INTERVAL_MS = 4000

/** Number of latency/stability samples kept per fallback transport. */
export const RPC_FALLBACK_RANK_SAMPLE_COUNT = 10

/** A ranking ping slower than this counts as a failure. */
export const RPC_FALLBACK_PING_TIMEOUT_MS = 1000

/** Weights of the fallback ranking score (they sum to 1). */
export const RPC_FALLBACK_RANK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const

/** Maximum aggregate3 calldata size per multicall batch. */
export const MULTICALL_BATCH_SIZE_BYTES = 1024

/** Multicall batch window (same-tick reads share a call). */
export const MULTICALL_BATCH_WAIT_MS = 0

/** Retries after the first attempt of a transient RPC failure. */
export const RPC_RETRY_COUNT = 3

/** First retry delay; it doubles on each further attempt (Retry-After wins when present). */
export const RPC_RETRY_BASE_DELAY_MS = 150

/** HTTP statuses that are worth retrying on the same endpoint. */
export const RPC_RETRYABLE_HTTP_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const

/** Multiplier applied to the base fee when estimating fees. */
export const FEE_BASE_MULTIPLIER = 1.2

/** Confirmations awaited for a transaction receipt. */
export const RECEIPT_WAIT_CONFIRMATIONS = 1

/** Retries while fetching a transaction receipt. */
export const RECEIPT_WAIT_RETRY_COUNT = 6

/** Receipt retry delay is this times 2 to the attempt. */
export const RECEIPT_WAIT_RETRY_BASE_DELAY_MS = 200

/** Waiting for a receipt gives up after this span. */
export const RECEIPT_WAIT_TIMEOUT_MS = 180_000

/** Entries in the checksummed-address cache. */
export const ADDRESS_CACHE_MAX_ENTRIES = 8192

/** Maximum recursion depth when reading ABI-encoded bytes (guards hostile input). */
export const BYTE_READ_RECURSION_LIMIT = 8192

// ---------------------------------------------------------------- logging, events, telemetry

/** Size cap of the in-memory log buffer. */
export const LOG_BUFFER_MAX_BYTES = 1_024_000

/** Log level when the host sets none. */
export const DEFAULT_LOG_LEVEL = "error"

/** Listener cap per event before a leak warning. */
export const EVENT_EMITTER_MAX_LISTENERS = 10

/** At most this many error telemetry events per ERROR_TELEMETRY_WINDOW. */
export const ERROR_TELEMETRY_MAX_EVENTS = 5

/** Sliding window of the error telemetry cap. */
export const ERROR_TELEMETRY_WINDOW_MS = 60_000

// ---------------------------------------------------------------- networks, lists, display

/** At most this many pending transactions are tracked. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** Lightness step between the generated avatar gradient tints. */
export const AVATAR_TINT_STEP = 0.15

/** Recommended wallets fetched per page. */
export const RECOMMENDED_WALLETS_PAGE_SIZE = 4

/** Wallets fetched per page of the full list. */
export const WALLET_LIST_PAGE_SIZE = 40

/** Maximum wallets returned by a search. */
export const WALLET_SEARCH_PAGE_SIZE = 100

// The display helpers' fraction digits live beside them (the host's connect button formats its balance from
// the initial chunk, which would otherwise carry this whole table).
export { BALANCE_DISPLAY_DECIMALS, NUMBER_DISPLAY_DECIMALS, TOKEN_BALANCE_DISPLAY_DECIMALS } from "./displayDecimals.js"
