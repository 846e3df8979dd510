import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import * as C from "../../schemas/constants.js"
import { parseDecimal } from "../../schemas/validators/decimal.js"

describe("SPEC §9 durations", () => {
  it.each([
    ["EMAIL_LOGIN_COOLDOWN_MS", C.EMAIL_LOGIN_COOLDOWN_MS, 30_000],
    ["BALANCE_RETRY_GAP_MS", C.BALANCE_RETRY_GAP_MS, 30_000],
    ["MODAL_SHAKE_MS", C.MODAL_SHAKE_MS, 500],
    ["VIEW_TRANSITION_MS", C.VIEW_TRANSITION_MS, 150],
    ["MODAL_HEIGHT_TRANSITION_MS", C.MODAL_HEIGHT_TRANSITION_MS, 150],
    ["HEADER_TEXT_TRANSITION_MS", C.HEADER_TEXT_TRANSITION_MS, 120],
    ["NOTIFICATION_SWAP_DELAY_MS", C.NOTIFICATION_SWAP_DELAY_MS, 150],
    ["IMAGE_PRELOAD_TIMEOUT_MS", C.IMAGE_PRELOAD_TIMEOUT_MS, 2000],
    ["DEBOUNCE_DEFAULT_MS", C.DEBOUNCE_DEFAULT_MS, 500],
    ["NOT_ALLOWED_UI_DELAY_MS", C.NOT_ALLOWED_UI_DELAY_MS, 300],
    ["CACHE_EXPIRY_MS.portfolio", C.CACHE_EXPIRY_MS.portfolio, 30_000],
    ["CACHE_EXPIRY_MS.nativeBalance", C.CACHE_EXPIRY_MS.nativeBalance, 30_000],
    ["CACHE_EXPIRY_MS.nameLookup", C.CACHE_EXPIRY_MS.nameLookup, 300_000],
    ["CACHE_EXPIRY_MS.identity", C.CACHE_EXPIRY_MS.identity, 300_000],
    ["PAIRING_EXPIRY_MS", C.PAIRING_EXPIRY_MS, 240_000],
    ["PAIRING_EXPIRING_SOON_MARGIN_MS", C.PAIRING_EXPIRING_SOON_MARGIN_MS, 10_000],
    ["PAIRING_RETRY_GAP_MS", C.PAIRING_RETRY_GAP_MS, 1000],
    ["FRAME_LOAD_TIMEOUT_MS", C.FRAME_LOAD_TIMEOUT_MS, 20_000],
    ["FRAME_REQUEST_TIMEOUT_MS", C.FRAME_REQUEST_TIMEOUT_MS, 30_000],
    ["FRAME_SIGN_OUT_WAIT_MS", C.FRAME_SIGN_OUT_WAIT_MS, 3000],
    ["FRAME_READY_DELAY_MS", C.FRAME_READY_DELAY_MS, 500],
    ["FRAME_HEARTBEAT_INTERVAL_MS", C.FRAME_HEARTBEAT_INTERVAL_MS, 5000],
    ["RPC_TIMEOUT_MS", C.RPC_TIMEOUT_MS, 10_000],
    ["RPC_BATCH_WAIT_MS", C.RPC_BATCH_WAIT_MS, 0],
    ["RPC_POLLING_INTERVAL_MS", C.RPC_POLLING_INTERVAL_MS, 4000],
    ["RPC_FALLBACK_PING_TIMEOUT_MS", C.RPC_FALLBACK_PING_TIMEOUT_MS, 1000],
    ["MULTICALL_BATCH_WAIT_MS", C.MULTICALL_BATCH_WAIT_MS, 0],
    ["RPC_RETRY_BASE_DELAY_MS", C.RPC_RETRY_BASE_DELAY_MS, 150],
    ["RECEIPT_WAIT_RETRY_BASE_DELAY_MS", C.RECEIPT_WAIT_RETRY_BASE_DELAY_MS, 200],
    ["RECEIPT_WAIT_TIMEOUT_MS", C.RECEIPT_WAIT_TIMEOUT_MS, 180_000],
    ["ERROR_TELEMETRY_WINDOW_MS", C.ERROR_TELEMETRY_WINDOW_MS, 60_000]
  ])("%s is %d", (_name, millis, expected) => {
    expect(millis).toBe(expected)
  })
})

describe("SPEC §9 counts and limits", () => {
  it.each([
    ["NAME_MIN_LENGTH", C.NAME_MIN_LENGTH, 4],
    ["CHAIN_ID_LIMIT", C.CHAIN_ID_LIMIT, 2_147_483_648],
    ["RECENT_WALLETS_MAX", C.RECENT_WALLETS_MAX, 2],
    ["STORAGE_VERSION", C.STORAGE_VERSION, 1],
    ["SECURE_SDK_VERSION", C.SECURE_SDK_VERSION, 4],
    ["RPC_BATCH_SIZE", C.RPC_BATCH_SIZE, 1000],
    ["RPC_FALLBACK_RANK_SAMPLE_COUNT", C.RPC_FALLBACK_RANK_SAMPLE_COUNT, 10],
    ["MULTICALL_BATCH_SIZE_BYTES", C.MULTICALL_BATCH_SIZE_BYTES, 1024],
    ["RPC_RETRY_COUNT", C.RPC_RETRY_COUNT, 3],
    ["FEE_BASE_MULTIPLIER", C.FEE_BASE_MULTIPLIER, 1.2],
    ["RECEIPT_WAIT_CONFIRMATIONS", C.RECEIPT_WAIT_CONFIRMATIONS, 1],
    ["RECEIPT_WAIT_RETRY_COUNT", C.RECEIPT_WAIT_RETRY_COUNT, 6],
    ["ADDRESS_CACHE_MAX_ENTRIES", C.ADDRESS_CACHE_MAX_ENTRIES, 8192],
    ["BYTE_READ_RECURSION_LIMIT", C.BYTE_READ_RECURSION_LIMIT, 8192],
    ["LOG_BUFFER_MAX_BYTES", C.LOG_BUFFER_MAX_BYTES, 1_024_000],
    ["EVENT_EMITTER_MAX_LISTENERS", C.EVENT_EMITTER_MAX_LISTENERS, 10],
    ["ERROR_TELEMETRY_MAX_EVENTS", C.ERROR_TELEMETRY_MAX_EVENTS, 5],
    ["PENDING_TRANSACTIONS_LIMIT", C.PENDING_TRANSACTIONS_LIMIT, 99],
    ["AVATAR_TINT_STEP", C.AVATAR_TINT_STEP, 0.15],
    ["RECOMMENDED_WALLETS_PAGE_SIZE", C.RECOMMENDED_WALLETS_PAGE_SIZE, 4],
    ["WALLET_LIST_PAGE_SIZE", C.WALLET_LIST_PAGE_SIZE, 40],
    ["WALLET_SEARCH_PAGE_SIZE", C.WALLET_SEARCH_PAGE_SIZE, 100],
    ["NUMBER_DISPLAY_DECIMALS", C.NUMBER_DISPLAY_DECIMALS, 2],
    ["BALANCE_DISPLAY_DECIMALS", C.BALANCE_DISPLAY_DECIMALS, 3],
    ["TOKEN_BALANCE_DISPLAY_DECIMALS", C.TOKEN_BALANCE_DISPLAY_DECIMALS, 2]
  ])("%s is %d", (_name, value, expected) => {
    expect(value).toBe(expected)
  })

  it("ranks fallback transports by stability 0.7 and latency 0.3, summing to 1", () => {
    expect(C.RPC_FALLBACK_RANK_WEIGHTS).toStrictEqual({ stability: 0.7, latency: 0.3 })
    expect(C.RPC_FALLBACK_RANK_WEIGHTS.stability + C.RPC_FALLBACK_RANK_WEIGHTS.latency).toBeCloseTo(1)
  })

  it("retries the SPEC §7 HTTP statuses", () => {
    expect(C.RPC_RETRYABLE_HTTP_STATUSES).toStrictEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })

  it("bounds only the SPEC §9 frame requests by the request timeout", () => {
    expect(C.FRAME_TIMED_REQUESTS).toStrictEqual([
      "APP_CONNECT_EMAIL",
      "APP_CONNECT_DEVICE",
      "APP_CONNECT_OTP",
      "APP_CONNECT_SOCIAL",
      "APP_GET_SOCIAL_REDIRECT_URI"
    ])
  })
})

describe("SPEC §9 strings", () => {
  it("has the catalogue UI strings and log level", () => {
    expect(C.NOT_ALLOWED_UI_MESSAGE).toBe("Action not allowed")
    expect(C.AUTHENTICATING_MESSAGE).toBe("Authenticating...")
    expect(C.DEFAULT_LOG_LEVEL).toBe("error")
  })
})

describe("SPEC §3, §9 onramp", () => {
  it("has the card and ACH limits for USD and EUR", () => {
    const limits = { card: { min: "10.00", max: "7500.00" }, ach_bank_account: { min: "10.00", max: "25000.00" } }
    expect(C.ONRAMP_LIMITS).toStrictEqual({ USD: limits, EUR: limits })
  })

  it.each(
    C.ONRAMP_PAYMENT_CURRENCIES.flatMap((currency) =>
      C.ONRAMP_PAYMENT_METHODS.map((method) => [currency, method] as const)
    )
  )("%s %s limits are valid decimals with min below max", (currency, method) => {
    const { min, max } = C.ONRAMP_LIMITS[currency][method]
    const minUnits = Either.getOrThrow(parseDecimal(min, 2))
    const maxUnits = Either.getOrThrow(parseDecimal(max, 2))
    expect(minUnits).toBeGreaterThan(0n)
    expect(minUnits).toBeLessThan(maxUnits)
  })

  it("offers USDC and ETH on Ethereum (1) and Polygon (137)", () => {
    expect(C.ONRAMP_PURCHASE_CURRENCIES.map((currency) => currency.symbol)).toStrictEqual(["USDC", "ETH"])
    for (const currency of C.ONRAMP_PURCHASE_CURRENCIES) {
      expect(currency.networks.map((network) => network.chainId)).toStrictEqual([1, 137])
    }
    expect(C.ONRAMP_PAYMENT_CURRENCIES).toStrictEqual(["USD", "EUR"])
  })
})
