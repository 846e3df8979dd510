/**
 * EmbeddedWallet (services/EmbeddedWallet.ts): unavailable (Idle flows, no-op methods) unless the host configured
 * `embeddedWallet()` in the adapters and features.email is on; then the flows (./embeddedFlows.ts) load with
 * import(), so a host without the embedded wallet carries none of them in its core.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as Subscribable from "effect/Subscribable"
import type { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import type { Alerts } from "../../services/Alerts.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"
import type { Connection } from "../../services/Connection.js"
import { type EmailLoginFlow, type EmailUpdateFlow, EmbeddedWallet, type EmbeddedWalletShape } from "../../services/EmbeddedWallet.js"
import type { Modal } from "../../services/Modal.js"
import type { Router } from "../../services/Router.js"
import type { Storage } from "../../services/Storage.js"
import type { Toasts } from "../../services/Toasts.js"
import { lazyChunk } from "./lazyChunk.js"

const IDLE = { _tag: "Idle" } as const
const constant = <A>(value: A) => Subscribable.make({ get: Effect.succeed(value), changes: Stream.succeed(value) })

/** The shape when the host configured no embedded wallet. */
const unavailable: EmbeddedWalletShape = {
  available: false,
  login: constant<EmailLoginFlow>(IDLE),
  update: constant<EmailUpdateFlow>(IDLE),
  email: constant(undefined),
  panel: constant(undefined),
  prefetch: Effect.void,
  submitEmail: () => Effect.void,
  resendCode: Effect.void,
  submitOtp: () => Effect.void,
  cancel: Effect.void,
  startEmailUpdate: () => Effect.void,
  submitUpdateOtp: () => Effect.void,
  placePanel: () => Effect.void,
  dismissPanel: Effect.void
}

const flowsChunk = lazyChunk("the embedded wallet flows", () => import("./embeddedFlows.js"))

export const EmbeddedWalletLive: Layer.Layer<
  EmbeddedWallet,
  ChunkLoadFailed,
  Alerts | ChainAdapters | Config | Connection | Modal | Router | Storage | Toasts
> = Layer.scoped(
  EmbeddedWallet,
  Effect.gen(function*() {
    const config = yield* Config
    const embedded = (yield* ChainAdapters).all.find((adapter) => adapter.embedded !== undefined)?.embedded
    if (embedded === undefined || !config.features.email) return unavailable
    return yield* (yield* flowsChunk).makeEmbeddedFlows(embedded)
  })
)
