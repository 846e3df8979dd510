/**
 * Effect's log call (`Effect.logError("session restore failed", error)`, a Cause among the arguments) as the
 * host's entry: the words as the message, the error they are about (an argument that is not text, or the
 * Cause's failure or defect) with its own message appended, and that error's cause. No Effect vocabulary
 * reaches the host: no fiber ids, spans or Cause renderings.
 */
import * as Cause from "effect/Cause"
import type * as LogLevel from "effect/LogLevel"
import type { WalletportLogEntry, WalletportLogLevel } from "../../schemas/hostLogger.js"
import { fieldOf } from "./writeLog.js"

/** Effect's level as the host's; undefined for the `All`/`None` markers, which no line carries. */
export const hostLevel = (level: LogLevel.LogLevel): WalletportLogLevel | undefined => {
  switch (level._tag) {
    case "Fatal":
    case "Error":
      return "error"
    case "Warning":
      return "warn"
    case "Info":
      return "info"
    case "Debug":
    case "Trace":
      return "debug"
    default:
      return undefined
  }
}

/** The entry for one log call: `message` is Effect's (an array for `Effect.log*`), `cause` the Cause given, if any. */
export const logEntry = (level: WalletportLogLevel, message: unknown, cause: Cause.Cause<unknown>): WalletportLogEntry => {
  const parts: ReadonlyArray<unknown> = Array.isArray(message) ? message : [message]
  const words = parts.filter((part): part is string => typeof part === "string")
  const error = parts.find((part) => typeof part !== "string" && part !== undefined) ??
    (Cause.isEmpty(cause) ? undefined : Cause.squash(cause))
  const text = [words.join(" "), fieldOf(error, "message")].filter((s) => typeof s === "string" && s !== "").join(": ")
  const errorCause = fieldOf(error, "cause")
  return {
    level,
    message: text === "" ? String(error) : text,
    ...(error === undefined ? {} : { error }),
    ...(errorCause === undefined ? {} : { cause: errorCause })
  }
}
