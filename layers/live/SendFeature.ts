/**
 * The Send feature in the core (ARCHITECTURE §4): a few lines that import the Send service's code (./Send.ts,
 * its own chunk) on first use and build it once, in the instance's scope. When transactions sent before a
 * reload are still pending, it loads at start so they are watched again. It holds the pending list, so Activity
 * reads it without loading the chunk, merged into the history by `withPending`.
 */
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { PendingTransaction } from "../../schemas/send.js"
import { SendFeature } from "../../services/Send.js"
import { Storage } from "../../services/Storage.js"
import { withPending } from "./pendingActivity.js"
import type { SendDependencies } from "./Send.js"

export const SendFeatureLive: Layer.Layer<SendFeature, never, SendDependencies> = Layer.scoped(
  SendFeature,
  Effect.gen(function*() {
    const context = yield* Effect.context<SendDependencies>()
    const scope = yield* Effect.scope
    const stored = Option.getOrElse(yield* Context.get(context, Storage).pendingTransactions.get, () => [])
    const pending = yield* SubscriptionRef.make<ReadonlyArray<PendingTransaction>>(stored)
    // Only a built service is kept: a chunk that failed to load (offline, a deploy in between) is imported
    // again on the next use instead of failing forever.
    const [cached, invalidate] = yield* Effect.cachedInvalidateWithTTL(
      Effect.promise(() => import("./Send.js")).pipe(
        Effect.flatMap((module) => module.makeSendWith(pending)),
        Effect.provide(context),
        Scope.extend(scope)
      ),
      Duration.infinity
    )
    const load = Effect.onError(cached, () => invalidate)
    if (stored.length > 0) yield* Effect.forkIn(load, scope)
    return { load, pending, withPending }
  })
)
