/**
 * Waiting for a sent transaction's outcome (SPEC §9 receipts): polls on Effect's Clock, 200 ms doubling up to
 * the 4 s polling interval, and gives up after 180 s with RpcTimeout. A failed poll (a flaky RPC) counts as
 * "not yet": the transaction is on the chain whatever the endpoint says now.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { RECEIPT_WAIT_RETRY_BASE_DELAY_MS, RECEIPT_WAIT_TIMEOUT_MS, RPC_POLLING_INTERVAL_MS } from "../../schemas/constants.js"
import { RpcTimeout } from "../../schemas/errors/chainRpc.js"
import type { TransferOutcome } from "../../schemas/send.js"

/** The delay before poll number `attempt` (0-based): 200 ms × 2^attempt, at most the polling interval. */
export const outcomePollDelay = (attempt: number): Duration.Duration =>
  Duration.millis(Math.min(RECEIPT_WAIT_RETRY_BASE_DELAY_MS * 2 ** attempt, RPC_POLLING_INTERVAL_MS))

/** Repeats `check` until it reports an outcome. Fails: RpcTimeout after SPEC §9's 180 s. */
export const pollOutcome = <E>(url: string, check: Effect.Effect<TransferOutcome | undefined, E>): Effect.Effect<TransferOutcome, RpcTimeout> => {
  const loop = (attempt: number): Effect.Effect<TransferOutcome> =>
    Effect.flatMap(Effect.orElseSucceed(check, () => undefined), (outcome) =>
      outcome !== undefined ? Effect.succeed(outcome) : Effect.zipRight(Effect.sleep(outcomePollDelay(attempt)), loop(attempt + 1)))
  return loop(0).pipe(
    Effect.timeoutFail({ duration: Duration.millis(RECEIPT_WAIT_TIMEOUT_MS), onTimeout: () => new RpcTimeout({ url }) })
  )
}
