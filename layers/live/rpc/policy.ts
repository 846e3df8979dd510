/**
 * The retry policy of SPEC §7, §9, once: which failures are worth another try on the same endpoint (transient),
 * which no other endpoint would answer differently (deterministic), and the schedules that space the tries.
 * Modelled on viem's `shouldRetry` (http) and `shouldThrow` (fallback).
 */
import * as Duration from "effect/Duration"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import {
  RECEIPT_WAIT_RETRY_BASE_DELAY_MS,
  RECEIPT_WAIT_RETRY_COUNT,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRYABLE_HTTP_STATUSES,
  RPC_TIMEOUT_MS
} from "../../../schemas/constants.js"
import type { ChainRpcError } from "../../../schemas/errors/chainRpc.js"
import type { ChainNotConfigured } from "../../../schemas/errors/connectors.js"
import { rpcErrorForCode } from "../../../schemas/errors/fromProviderError.js"

const retryableStatuses: ReadonlyArray<number> = RPC_RETRYABLE_HTTP_STATUSES

// JSON-RPC codes worth a retry, named through the one code table: "limit exceeded" (-32005) and "internal"
// (-32603), as viem; -1 is what some gateways send for an unknown upstream failure.
const TRANSIENT_CODE_CLASSES: ReadonlySet<string> = new Set(["LimitExceededRpcError", "InternalRpcError"])
// JSON-RPC codes every endpoint would repeat: the transaction or the request itself is refused.
const DETERMINISTIC_CODE_CLASSES: ReadonlySet<string> = new Set([
  "TransactionRejectedRpcError",
  "UserRejectedRequest",
  "UnknownRpcError",
  "InvalidParamsRpcError"
])

const codeClass = (code: number): string | undefined => rpcErrorForCode(code)?._tag

/** SPEC §7: a failure worth another try on the same endpoint. */
export const isTransient = (error: ChainRpcError): boolean => {
  switch (error._tag) {
    case "RpcTimeout":
      return true
    case "RpcHttpError":
      // No status: the connection failed or dropped. A 2xx here is a reply that did not parse or had a wrong id.
      return error.status === undefined || retryableStatuses.includes(error.status) ||
        (error.status >= 200 && error.status < 300)
    case "RpcRequestError":
      return error.code === -1 || TRANSIENT_CODE_CLASSES.has(codeClass(error.code) ?? "")
    default:
      return false
  }
}

/** SPEC §7: a failure no other endpoint would help with (the node judged the request, not its own health). */
export const isDeterministic = (error: ChainRpcError): boolean => {
  switch (error._tag) {
    case "NodeError":
    case "MissingTransportUrl":
      return true
    case "RpcRequestError":
      return DETERMINISTIC_CODE_CLASSES.has(codeClass(error.code) ?? "")
    default:
      return false
  }
}

/** The wait a Retry-After asked for, capped at the request timeout so one header cannot stall a read. */
export const retryAfterOf = (error: ChainRpcError): Option.Option<Duration.Duration> =>
  error._tag === "RpcHttpError" && error.retryAfterMs !== undefined
    ? Option.some(Duration.millis(Math.min(error.retryAfterMs, RPC_TIMEOUT_MS)))
    : Option.none()

/** Retry-After as sent: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export const parseRetryAfter = (header: string | null, nowMs: number): number | undefined => {
  if (header === null) return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs)
}

/**
 * SPEC §7: 3 retries after the first try, 150 ms doubling (150, 300, 600), only while the failure is transient;
 * a Retry-After replaces the computed delay. Input: the failure; output: the retry count so far.
 */
export const rpcRetrySchedule: Schedule.Schedule<number, ChainRpcError> = Schedule.exponential(
  Duration.millis(RPC_RETRY_BASE_DELAY_MS)
).pipe(
  Schedule.intersect(Schedule.recurs(RPC_RETRY_COUNT)),
  Schedule.intersect(Schedule.identity<ChainRpcError>()),
  Schedule.modifyDelay(([, error], delay) => Option.getOrElse(retryAfterOf(error), () => delay)),
  Schedule.whileInput(isTransient),
  Schedule.map(([[, count]]) => count)
)

/** SPEC §9: a receipt fetch that failed is retried 6 times at 200 ms × 2^attempt (200, 400 … 6400). */
export const receiptRetrySchedule: Schedule.Schedule<number, ChainRpcError | ChainNotConfigured> = Schedule.exponential(
  Duration.millis(RECEIPT_WAIT_RETRY_BASE_DELAY_MS)
).pipe(
  Schedule.intersect(Schedule.recurs(RECEIPT_WAIT_RETRY_COUNT)),
  Schedule.whileInput((error: ChainRpcError | ChainNotConfigured) =>
    error._tag !== "ChainNotConfigured" && !isDeterministic(error)
  ),
  Schedule.map(([, count]) => count)
)
