/**
 * Same-tick batching (SPEC §7, §9: JSON-RPC batches of up to 1000, multicall batches of 1024 bytes, wait 0).
 * Calls queued before the batch fiber next runs share one flush; a batch closes when `fits` says the next item
 * would not fit. A caller interrupted leaves its batch; when every caller has left, the flush is interrupted
 * (which aborts its fetch).
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"

export interface Batcher<I, O, E> {
  /** Queues `item` and waits for its share of the batch's outcome. */
  readonly run: (item: I) => Effect.Effect<O, E>
}

interface Entry<I, O, E> {
  readonly item: I
  readonly done: Deferred.Deferred<O, E>
  left: boolean
}

interface Batch<I, O, E> {
  readonly entries: Array<Entry<I, O, E>>
  fiber: Fiber.RuntimeFiber<void> | undefined
}

/**
 * `flush` gets the items of one batch and answers one Exit per item, in order; its own failure fails every item.
 * `fits(items, next)` says whether `next` may join a batch already holding `items`.
 */
export const makeBatcher = <I, O, E>(
  flush: (items: ReadonlyArray<I>) => Effect.Effect<ReadonlyArray<Exit.Exit<O, E>>, E>,
  fits: (items: ReadonlyArray<I>, next: I) => boolean
): Batcher<I, O, E> => {
  let open: Batch<I, O, E> | undefined

  const send = (batch: Batch<I, O, E>): Effect.Effect<void> =>
    Effect.gen(function*() {
      // Wait 0: let every call of this tick join before the batch closes.
      yield* Effect.yieldNow()
      if (open === batch) open = undefined
      const live = batch.entries.filter((e) => !e.left)
      if (live.length === 0) return
      const outcome = yield* Effect.exit(flush(live.map((e) => e.item)))
      live.forEach((entry, i) => {
        const result: Exit.Exit<O, E> = Exit.isSuccess(outcome)
          ? outcome.value[i] ?? Exit.die(new Error("batch answered fewer results than calls"))
          : Exit.failCause(outcome.cause)
        Deferred.unsafeDone(entry.done, result)
      })
    })

  const run = (item: I): Effect.Effect<O, E> =>
    Effect.gen(function*() {
      const done = yield* Deferred.make<O, E>()
      const entry: Entry<I, O, E> = { item, done, left: false }
      let batch = open
      if (batch === undefined || !fits(batch.entries.filter((e) => !e.left).map((e) => e.item), item)) {
        const fresh: Batch<I, O, E> = { entries: [entry], fiber: undefined }
        open = batch = fresh
        fresh.fiber = yield* Effect.forkDaemon(send(fresh))
      } else {
        batch.entries.push(entry)
      }
      return yield* Deferred.await(done).pipe(
        Effect.onInterrupt(() =>
          Effect.suspend(() => {
            entry.left = true
            const fiber = batch.fiber
            return batch.entries.every((e) => e.left) && fiber !== undefined ? Fiber.interrupt(fiber) : Effect.void
          })
        )
      )
    })

  return { run }
}
