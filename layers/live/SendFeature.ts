/**
 * The Send feature in the core (ARCHITECTURE §4): a few lines that import the Send service's code (./Send.ts,
 * its own chunk) on first use and build it once, in the instance's scope. When transactions sent before a
 * reload are still pending, it loads at start so they are watched again. It holds the pending list, so Activity
 * reads it without loading the chunk, merged into the history by `withPending`.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { PendingTransaction } from "../../schemas/send.js"
import { SendFeature } from "../../services/Send.js"
import { Storage } from "../../services/Storage.js"
import { buildOnce, lazyChunk } from "./lazyChunk.js"
import { withPending } from "./pendingActivity.js"
import type { SendDependencies } from "./Send.js"

type SendModule = typeof import("./Send.js")

/** The feature over `loadSend`, the Send chunk's import() (tests pass their own). */
export const sendFeatureLive = (loadSend: () => Promise<SendModule>): Layer.Layer<SendFeature, never, SendDependencies> =>
  Layer.scoped(
    SendFeature,
    Effect.gen(function*() {
      const context = yield* Effect.context<SendDependencies>()
      const scope = yield* Effect.scope
      const stored = Option.getOrElse(yield* Context.get(context, Storage).pendingTransactions.get, () => [])
      const pending = yield* SubscriptionRef.make<ReadonlyArray<PendingTransaction>>(stored)
      // A chunk that failed to load (offline, a deploy in between) fails that use with ChunkLoadFailed and is
      // imported again on the next one; the service is built once, from the first chunk that loaded.
      const build = buildOnce((module: SendModule) => module.makeSendWith(pending).pipe(Effect.provide(context), Scope.extend(scope)))
      const load = Effect.flatMap(lazyChunk("the Send flow", loadSend), build)
      if (stored.length > 0) {
        // Watching the pending sends again waits for the next use when the chunk does not load now.
        yield* Effect.forkIn(Effect.catchAll(load, (failure) => Effect.logWarning("pending sends not watched yet", failure)), scope)
      }
      return { load, pending, withPending }
    })
  )

export const SendFeatureLive: Layer.Layer<SendFeature, never, SendDependencies> = sendFeatureLive(() => import("./Send.js"))
