/**
 * One outstanding connect prompt per wallet (issue 23). A visitor who picks a wallet, goes Back and picks it again
 * would otherwise get a second prompt while the first is still open in the wallet (and approving either leaves
 * the other hanging). The prompt runs on its own fiber in the instance's scope: abandoning the wait (Back, a
 * newer attempt) leaves it open, as it is in the wallet, and a later connect of that wallet waits for its answer
 * instead of sending another request. `open` lists the wallets with a prompt open, for the Connect list's hint.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import * as Subscribable from "effect/Subscribable"
import * as SubscriptionRef from "effect/SubscriptionRef"

export interface PromptGate<A, E> {
  /** Runs `prompt` for `walletId`, or waits for the one already open for it. */
  readonly run: (walletId: string, prompt: Effect.Effect<A, E>) => Effect.Effect<A, E>
  /** The wallet ids with a prompt open now. */
  readonly open: Subscribable.Subscribable<ReadonlySet<string>>
}

export const makePromptGate = <A, E>(): Effect.Effect<PromptGate<A, E>, never, Scope.Scope> =>
  Effect.gen(function*() {
    const scope = yield* Effect.scope
    const prompts = yield* SubscriptionRef.make<ReadonlyMap<string, Deferred.Deferred<A, E>>>(new Map())
    const close = (walletId: string) =>
      SubscriptionRef.update(prompts, (open) => new Map([...open].filter(([id]) => id !== walletId)))

    const run = (walletId: string, prompt: Effect.Effect<A, E>) =>
      Effect.gen(function*() {
        const fresh = yield* Deferred.make<A, E>()
        const current = yield* SubscriptionRef.modify(prompts, (open) => {
          const existing = open.get(walletId)
          return existing === undefined ? [fresh, new Map([...open, [walletId, fresh]])] : [existing, open]
        })
        if (current === fresh) {
          // Closed before the answer is handed out, so a pick right after an answer prompts afresh.
          yield* Effect.exit(prompt).pipe(
            Effect.flatMap((exit) => Effect.zipRight(close(walletId), Deferred.done(fresh, exit))),
            Effect.onInterrupt(() => close(walletId)),
            Effect.forkIn(scope)
          )
        }
        return yield* Deferred.await(current)
      })

    return {
      run,
      open: Subscribable.map(prompts, (open): ReadonlySet<string> => new Set(open.keys()))
    }
  })
