/**
 * Handled, expected failures are not logged (issue 24): the visitor said no (in the wallet, on the sign-in
 * message, in the embedded wallet), or the flow was interrupted (the modal closed, Back, a newer attempt took
 * over). The views already show these; a console line would read as a fault in the host's app.
 */
import * as Cause from "effect/Cause"
import * as Chunk from "effect/Chunk"
import * as Effect from "effect/Effect"
import type { WalletportErrorTag } from "../../schemas/errors/WalletportError.js"
import { fieldOf } from "./writeLog.js"

/** The catalogue errors that are a visitor's decision, not a fault. */
const VISITOR_DECISIONS: ReadonlySet<string> = new Set<WalletportErrorTag>([
  "UserRejectedRequest",
  "SignatureDeclined",
  "RpcRequestAborted",
  "AtomicReadyWalletRejectedUpgrade"
])

const isVisitorDecision = (error: unknown): boolean => VISITOR_DECISIONS.has(String(fieldOf(error, "_tag")))

/** No defect, and every failure (if any: else interruptions only) a visitor's decision. */
export const isExpectedFailure = (cause: Cause.Cause<unknown>): boolean =>
  Chunk.isEmpty(Cause.defects(cause)) && Chunk.every(Cause.failures(cause), isVisitorDecision)

/** Logs `message` with the cause at the error level, unless the failure is an expected one. */
export const logUnexpected = (message: string) => (cause: Cause.Cause<unknown>): Effect.Effect<void> =>
  isExpectedFailure(cause) ? Effect.void : Effect.logError(message, cause)
