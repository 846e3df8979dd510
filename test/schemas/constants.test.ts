/**
 * SPEC §9's constants (schemas/constants.ts is their one source of truth). Restating each value here would
 * only copy that file; these check what the SPEC says of them that a typo or an edit could break: their
 * units and ranges, the relations between them, and that the code which enforces a limit agrees with it.
 */
import * as Either from "effect/Either"
import * as LogLevel from "effect/LogLevel"
import { describe, expect, it } from "vitest"
import * as C from "../../schemas/constants.js"
import { mainnet, polygon } from "../../schemas/networks/evm.js"
import { isValidAccountName } from "../../schemas/validators/core/accountName.js"
import { safeChainIdToCoinType } from "../../schemas/validators/core/coinType.js"
import { parseDecimal } from "../../schemas/validators/decimal.js"

const SECOND = 1000
const MINUTE = 60 * SECOND

/** Every `…_MS` constant, and each cache expiry: durations in whole milliseconds. */
const durations: ReadonlyArray<readonly [string, number]> = [
  ...Object.entries(C).flatMap(([name, value]) => (name.endsWith("_MS") && typeof value === "number" ? [[name, value] as const] : [])),
  ...Object.entries(C.CACHE_EXPIRY_MS).map(([name, value]) => [`CACHE_EXPIRY_MS.${name}`, value] as const)
]

describe("SPEC §9 durations", () => {
  it("finds the durations (or the checks below would pass on nothing)", () => {
    expect(durations.length).toBeGreaterThan(30)
  })

  it.each(durations)("%s is a whole number of milliseconds within the SPEC's range (none, or 100 ms to 5 min)", (_name, millis) => {
    expect(Number.isInteger(millis)).toBe(true)
    // The SPEC's spans run from a 120 ms text transition to 5-minute caches: a value written in seconds
    // would fall below that range, one multiplied twice by 1000 above it. 0 is "no wait" (batching).
    if (millis !== 0) {
      expect(millis).toBeGreaterThanOrEqual(100)
      expect(millis).toBeLessThanOrEqual(5 * MINUTE)
    }
  })

  it("the SPEC's whole seconds and minutes stay whole", () => {
    const inSeconds = [C.EMAIL_LOGIN_COOLDOWN_MS, C.BALANCE_RETRY_GAP_MS, C.FRAME_HEARTBEAT_INTERVAL_MS, C.RPC_TIMEOUT_MS, C.RPC_POLLING_INTERVAL_MS, C.RPC_FALLBACK_PING_TIMEOUT_MS, C.ERROR_TELEMETRY_WINDOW_MS, ...Object.values(C.CACHE_EXPIRY_MS)]
    for (const millis of inSeconds) expect(millis % SECOND).toBe(0)
    expect(C.CACHE_EXPIRY_MS.nameLookup % MINUTE).toBe(0)
    expect(C.CACHE_EXPIRY_MS.identity % MINUTE).toBe(0)
  })

  it("a balance is not fetched again while its cached value is fresh: the retry gap is the native balance's expiry", () => {
    expect(C.BALANCE_RETRY_GAP_MS).toBe(C.CACHE_EXPIRY_MS.nativeBalance)
    expect(C.CACHE_EXPIRY_MS.nativeBalance).toBe(C.CACHE_EXPIRY_MS.portfolio)
  })

  it("names and identities, which rarely change, are kept longer than balances", () => {
    expect(C.CACHE_EXPIRY_MS.nameLookup).toBeGreaterThan(C.CACHE_EXPIRY_MS.nativeBalance)
    expect(C.CACHE_EXPIRY_MS.identity).toBe(C.CACHE_EXPIRY_MS.nameLookup)
  })

  it("the secure frame announces itself and beats well within its timeouts", () => {
    expect(C.FRAME_READY_DELAY_MS).toBeLessThan(C.FRAME_LOAD_TIMEOUT_MS)
    expect(C.FRAME_HEARTBEAT_INTERVAL_MS).toBeLessThan(C.FRAME_REQUEST_TIMEOUT_MS)
    expect(C.FRAME_SIGN_OUT_WAIT_MS).toBeLessThan(C.FRAME_REQUEST_TIMEOUT_MS)
    expect(C.FRAME_LOAD_TIMEOUT_MS).toBeLessThan(C.FRAME_REQUEST_TIMEOUT_MS)
  })

  it("a pairing is renewed before it expires, and retried within the margin left", () => {
    expect(C.PAIRING_EXPIRING_SOON_MARGIN_MS).toBeLessThan(C.PAIRING_EXPIRY_MS)
    expect(C.PAIRING_RETRY_GAP_MS).toBeLessThan(C.PAIRING_EXPIRING_SOON_MARGIN_MS)
  })

  it("RPC: a fallback's ping answers within the request timeout; polling is faster than it", () => {
    expect(C.RPC_FALLBACK_PING_TIMEOUT_MS).toBeLessThan(C.RPC_TIMEOUT_MS)
    expect(C.RPC_POLLING_INTERVAL_MS).toBeLessThan(C.RPC_TIMEOUT_MS)
  })

  it("receipt wait: its retries (200 ms times 2 to the attempt) all fit in its timeout, with room for polls", () => {
    let backoff = 0
    for (let attempt = 0; attempt < C.RECEIPT_WAIT_RETRY_COUNT; attempt++) backoff += C.RECEIPT_WAIT_RETRY_BASE_DELAY_MS * 2 ** attempt
    expect(backoff).toBeLessThan(C.RECEIPT_WAIT_TIMEOUT_MS)
    expect(C.RPC_POLLING_INTERVAL_MS).toBeLessThan(C.RECEIPT_WAIT_TIMEOUT_MS)
  })

  it("UI motion is shorter than what it waits on: transitions under the shake, the shake under a toast", () => {
    for (const transition of [C.VIEW_TRANSITION_MS, C.MODAL_HEIGHT_TRANSITION_MS, C.HEADER_TEXT_TRANSITION_MS, C.NOTIFICATION_SWAP_DELAY_MS]) {
      expect(transition).toBeLessThan(C.MODAL_SHAKE_MS)
    }
    expect(C.MODAL_SHAKE_MS).toBeLessThan(C.TOAST_MS)
    expect(C.TOAST_GAP_MS).toBeLessThan(C.TOAST_MS)
  })

  it("batching without a wait: RPC and multicall batches go out in the same tick", () => {
    expect(C.RPC_BATCH_WAIT_MS).toBe(C.MULTICALL_BATCH_WAIT_MS)
    expect(C.RPC_BATCH_WAIT_MS).toBe(0)
  })
})

describe("SPEC §9 limits, as the code that enforces them sees them", () => {
  it("chain ids are below 2^31: the coin-type validator takes the last one and refuses the limit", () => {
    expect(C.CHAIN_ID_LIMIT).toBe(2 ** 31)
    expect(safeChainIdToCoinType(C.CHAIN_ID_LIMIT - 1).success).toBe(true)
    expect(safeChainIdToCoinType(C.CHAIN_ID_LIMIT).success).toBe(false)
  })

  it("account names: the validator refuses one character fewer than the minimum", () => {
    const name = "a".repeat(C.NAME_MIN_LENGTH)
    expect(isValidAccountName(name)).toBe(true)
    expect(isValidAccountName(name.slice(1))).toBe(false)
  })

  it.each([
    ["RECENT_WALLETS_MAX", C.RECENT_WALLETS_MAX],
    ["STORAGE_VERSION", C.STORAGE_VERSION],
    ["SECURE_SDK_VERSION", C.SECURE_SDK_VERSION],
    ["RPC_BATCH_SIZE", C.RPC_BATCH_SIZE],
    ["RPC_FALLBACK_RANK_SAMPLE_COUNT", C.RPC_FALLBACK_RANK_SAMPLE_COUNT],
    ["MULTICALL_BATCH_SIZE_BYTES", C.MULTICALL_BATCH_SIZE_BYTES],
    ["RPC_RETRY_COUNT", C.RPC_RETRY_COUNT],
    ["RECEIPT_WAIT_CONFIRMATIONS", C.RECEIPT_WAIT_CONFIRMATIONS],
    ["RECEIPT_WAIT_RETRY_COUNT", C.RECEIPT_WAIT_RETRY_COUNT],
    ["ADDRESS_CACHE_MAX_ENTRIES", C.ADDRESS_CACHE_MAX_ENTRIES],
    ["BYTE_READ_RECURSION_LIMIT", C.BYTE_READ_RECURSION_LIMIT],
    ["LOG_BUFFER_MAX_BYTES", C.LOG_BUFFER_MAX_BYTES],
    ["EVENT_EMITTER_MAX_LISTENERS", C.EVENT_EMITTER_MAX_LISTENERS],
    ["ERROR_TELEMETRY_MAX_EVENTS", C.ERROR_TELEMETRY_MAX_EVENTS],
    ["PENDING_TRANSACTIONS_LIMIT", C.PENDING_TRANSACTIONS_LIMIT],
    ["NAME_MIN_LENGTH", C.NAME_MIN_LENGTH]
  ])("%s is a positive count", (_name, count) => {
    expect(Number.isSafeInteger(count)).toBe(true)
    expect(count).toBeGreaterThan(0)
  })

  it("wallet lists: the recommended few fit on the first page of the list, which fits in one search", () => {
    expect(C.RECOMMENDED_WALLETS_PAGE_SIZE).toBeLessThan(C.WALLET_LIST_PAGE_SIZE)
    expect(C.WALLET_LIST_PAGE_SIZE).toBeLessThan(C.WALLET_SEARCH_PAGE_SIZE)
  })

  it("display: balances floor to more decimals than plain numbers; decimals are small whole counts", () => {
    for (const decimals of [C.NUMBER_DISPLAY_DECIMALS, C.BALANCE_DISPLAY_DECIMALS, C.TOKEN_BALANCE_DISPLAY_DECIMALS]) {
      expect(Number.isInteger(decimals)).toBe(true)
      expect(decimals).toBeGreaterThan(0)
    }
    expect(C.BALANCE_DISPLAY_DECIMALS).toBeGreaterThan(C.NUMBER_DISPLAY_DECIMALS)
    expect(C.TOKEN_BALANCE_DISPLAY_DECIMALS).toBe(C.NUMBER_DISPLAY_DECIMALS)
  })

  it("ratios: the fee multiplier raises the base fee, the avatar tint step is a fraction", () => {
    expect(C.FEE_BASE_MULTIPLIER).toBeGreaterThan(1)
    expect(C.AVATAR_TINT_STEP).toBeGreaterThan(0)
    expect(C.AVATAR_TINT_STEP).toBeLessThan(1)
  })

  it("error telemetry is rate-limited per window", () => {
    expect(C.ERROR_TELEMETRY_MAX_EVENTS).toBeLessThan(C.ERROR_TELEMETRY_WINDOW_MS / SECOND)
  })

  it("ranks fallback transports by weights that sum to 1, stability first", () => {
    const { stability, latency } = C.RPC_FALLBACK_RANK_WEIGHTS
    expect(stability + latency).toBeCloseTo(1)
    expect(stability).toBeGreaterThan(latency)
  })

  it("retries only HTTP error statuses, each once, rate limiting and unavailability among them", () => {
    const statuses = [...C.RPC_RETRYABLE_HTTP_STATUSES]
    expect(new Set(statuses).size).toBe(statuses.length)
    for (const status of statuses) expect(status >= 400 && status < 600).toBe(true)
    expect(statuses).toEqual(expect.arrayContaining([429, 503]))
  })

  it("bounds only frame requests that wait on the visitor or a third party, each named once", () => {
    expect(new Set(C.FRAME_TIMED_REQUESTS).size).toBe(C.FRAME_TIMED_REQUESTS.length)
    for (const request of C.FRAME_TIMED_REQUESTS) expect(request).toMatch(/^APP_(CONNECT|GET)_[A-Z_]+$/)
  })
})

describe("SPEC §9 strings", () => {
  it("the default log level is one of Effect's log levels", () => {
    expect(LogLevel.allLevels.map((level) => level.label.toLowerCase())).toContain(C.DEFAULT_LOG_LEVEL)
  })
})

describe("SPEC §3, §9 onramp", () => {
  it("lists limits for every payment currency and method, the same for each currency", () => {
    expect(Object.keys(C.ONRAMP_LIMITS).sort()).toEqual([...C.ONRAMP_PAYMENT_CURRENCIES].sort())
    const [first, ...others] = C.ONRAMP_PAYMENT_CURRENCIES.map((currency) => C.ONRAMP_LIMITS[currency])
    for (const limits of others) expect(limits).toStrictEqual(first)
  })

  it.each(
    C.ONRAMP_PAYMENT_CURRENCIES.flatMap((currency) =>
      C.ONRAMP_PAYMENT_METHODS.map((method) => [currency, method] as const)
    )
  )("%s %s limits are valid 2-decimal amounts with min below max", (currency, method) => {
    const { min, max } = C.ONRAMP_LIMITS[currency][method]
    const minUnits = Either.getOrThrow(parseDecimal(min, 2))
    const maxUnits = Either.getOrThrow(parseDecimal(max, 2))
    expect(minUnits).toBeGreaterThan(0n)
    expect(minUnits).toBeLessThan(maxUnits)
  })

  it("a bank transfer allows more than a card, from the same minimum", () => {
    for (const currency of C.ONRAMP_PAYMENT_CURRENCIES) {
      const { card, ach_bank_account: bank } = C.ONRAMP_LIMITS[currency]
      expect(bank.min).toBe(card.min)
      expect(Either.getOrThrow(parseDecimal(bank.max, 2))).toBeGreaterThan(Either.getOrThrow(parseDecimal(card.max, 2)))
    }
  })

  it("the purchasable currencies are offered on networks walletport knows (their chain ids)", () => {
    const known = new Set([mainnet.id, polygon.id])
    for (const currency of C.ONRAMP_PURCHASE_CURRENCIES) {
      expect(currency.networks.length).toBeGreaterThan(0)
      for (const network of currency.networks) expect(known.has(network.chainId)).toBe(true)
    }
  })
})
