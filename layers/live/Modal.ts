/** Modal (SPEC §4 "Modal"): open/close with view selection, shake, and the embedded-mode reset. */
import * as Effect from "effect/Effect"
import * as FiberHandle from "effect/FiberHandle"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { MODAL_SHAKE } from "../../schemas/constants.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { View } from "../../schemas/views.js"
import { Config } from "../../services/Config.js"
import { Connection } from "../../services/Connection.js"
import { Events } from "../../services/Events.js"
import { Modal, type ModalState } from "../../services/Modal.js"
import { Router } from "../../services/Router.js"

const closed: ModalState = { open: false, loading: false, shake: false, namespace: undefined }

export const ModalLive: Layer.Layer<Modal, never, Router | Events | Connection | Config> = Layer.scoped(
  Modal,
  Effect.gen(function*() {
    const router = yield* Router
    const events = yield* Events
    const connection = yield* Connection
    const config = yield* Config
    const state = yield* SubscriptionRef.make(closed)
    // One shake timer at a time; a new shake restarts it. Interrupted when the instance is disposed.
    const shakeTimer = yield* FiberHandle.make<void, never>()

    const isConnected = Effect.map(
      SubscriptionRef.get(connection.state),
      (s) => Object.values(s.status).some((status) => status === "connected")
    )
    const homeView = Effect.map(isConnected, (connected): View => (connected ? "Account" : "Connect"))

    const open = Effect.fn("Modal.open")(function*(
      options: { readonly view?: View; readonly namespace?: ChainNamespace } = {}
    ) {
      const connected = yield* isConnected
      // SPEC §2: an explicit view wins; else Account when connected; else Connect.
      yield* router.reset(options.view ?? (connected ? "Account" : "Connect"))
      yield* SubscriptionRef.set(state, { ...closed, open: true, namespace: options.namespace })
      yield* events.track({ _tag: "MODAL_OPEN", connected })
    })

    const close = Effect.fn("Modal.close")(function*(options: { readonly force?: boolean } = {}) {
      const current = yield* SubscriptionRef.get(state)
      if (!current.open) return
      const { view } = yield* SubscriptionRef.get(router.state)
      // SPEC §2: closing is blocked on ApproveTransaction unless forced.
      if (view === "ApproveTransaction" && options.force !== true) return
      yield* SubscriptionRef.set(state, closed)
      if (config.enableEmbedded) yield* router.reset(yield* homeView)
      yield* events.track({ _tag: "MODAL_CLOSE", connected: yield* isConnected })
    })

    const back = Effect.fn("Modal.back")(function*() {
      const popped = yield* router.pop()
      if (!popped) yield* close()
    })

    const shake = Effect.fn("Modal.shake")(function*() {
      yield* SubscriptionRef.update(state, (s) => ({ ...s, shake: true }))
      yield* FiberHandle.run(
        shakeTimer,
        Effect.sleep(MODAL_SHAKE).pipe(Effect.zipRight(SubscriptionRef.update(state, (s) => ({ ...s, shake: false }))))
      )
    })

    return { state, open, close, back, shake }
  })
)
