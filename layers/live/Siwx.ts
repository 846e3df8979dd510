/**
 * The sign-in flow's layer (SPEC §4). The flow itself (layers/live/siwx/flow.ts: watchers, sign, cancel,
 * the message code it formats with) loads with import() only when a `siwx` or `siweConfig` option is set:
 * an app without sign-in carries none of it in its core. A flow that does not download fails the build with
 * ChunkLoadFailed (the host's call rejects with it; its next call builds again).
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { Config } from "../../services/Config.js"
import type { Connection } from "../../services/Connection.js"
import type { Events } from "../../services/Events.js"
import type { Modal } from "../../services/Modal.js"
import type { Network } from "../../services/Network.js"
import type { Router } from "../../services/Router.js"
import { SIWX_DISABLED, Siwx, SiwxStatus } from "../../services/Siwx.js"
import type { Toasts } from "../../services/Toasts.js"
import { lazyChunk } from "./lazyChunk.js"
import { siwxDisabled } from "./siwx/disabled.js"

type FlowModule = typeof import("./siwx/flow.js")

type SiwxDeps = SiwxStatus | Connection | Network | Router | Modal | Events | Config | Toasts

/** The layer over `load`, the flow's import() (tests pass their own). */
export const siwxLive = (load: () => Promise<FlowModule>): Layer.Layer<Siwx, ChunkLoadFailed, SiwxDeps> => {
  const flow = lazyChunk("the sign-in flow", load)
  return Layer.scoped(
    Siwx,
    Effect.gen(function*() {
      const config = yield* Config
      if (config.siwx === undefined && config.siweConfig === undefined) return siwxDisabled(yield* SiwxStatus)
      const { makeSiwxFlow } = yield* flow
      return yield* makeSiwxFlow
    })
  )
}

export const SiwxLive: Layer.Layer<Siwx, ChunkLoadFailed, SiwxDeps> = siwxLive(() => import("./siwx/flow.js"))

/** The flow's state holder (below the Modal, which reads it to block closing in required mode). */
export const SiwxStatusLive: Layer.Layer<SiwxStatus> = Layer.effect(SiwxStatus, SubscriptionRef.make(SIWX_DISABLED))
