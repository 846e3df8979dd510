/**
 * Modal (SPEC §4 "Modal"): open/close with SPEC §2 view selection, `loading` while open prefetches, shake,
 * the embedded-mode reset, and the UnsupportedChain route when the wallet moves to a chain the host did
 * not configure (unless `allowUnsupportedChain`). Open and close run one at a time, in call order.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FiberHandle from "effect/FiberHandle"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { MODAL_SHAKE_MS } from "../../schemas/constants.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { LoadingNamespaceMap } from "../../schemas/entities/ModalState.js"
import { InvalidView } from "../../schemas/errors/validation.js"
import { isPlainView, PLAIN_VIEWS, plainRoute, type PlainView, type Route } from "../../schemas/views.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { Config, hasWalletConnect, isWalletConnectOnly } from "../../services/Config.js"
import { Connection } from "../../services/Connection.js"
import { Connectors } from "../../services/Connectors.js"
import { Device } from "../../services/Device.js"
import { Events } from "../../services/Events.js"
import { closeBlocked, Modal, type ModalState } from "../../services/Modal.js"
import { Network } from "../../services/Network.js"
import { Router } from "../../services/Router.js"
import { SiwxStatus } from "../../services/Siwx.js"
import { onAnyChange } from "./anyChange.js"
import { closesAfter, type SettledFlow } from "./modalAutoClose.js"

/** The modal routes here itself (SPEC §2); hosts cannot ask for it by name. */
const UNSUPPORTED_CHAIN: Route = { view: "UnsupportedChain" }

const closed: ModalState = { open: false, loading: false, shake: false, namespace: undefined, loadingNamespaceMap: {} }

export const ModalLive: Layer.Layer<
  Modal,
  never,
  Router | Events | Connection | Connectors | Network | ChainAdapters | Device | Config | SiwxStatus
> = Layer.scoped(
  Modal,
  Effect.gen(function*() {
    const router = yield* Router
    const events = yield* Events
    const connection = yield* Connection
    const connectors = yield* Connectors
    const network = yield* Network
    const adapters = yield* ChainAdapters
    const device = yield* Device
    const config = yield* Config
    const siwx = yield* SiwxStatus
    const state = yield* SubscriptionRef.make(closed)
    // One shake timer and one prefetch at a time; interrupted when the instance is disposed.
    const shakeTimer = yield* FiberHandle.make<void, never>()
    const prefetch = yield* FiberHandle.make<void, never>()
    const lock = yield* Effect.makeSemaphore(1)
    // Flows running under `continuing` (pay() connecting first): a connect they wait for keeps the modal open.
    const continuingFlows = yield* Ref.make(0)

    const isConnected = Effect.map(connection.state.get, (s) =>
      Object.values(s.namespaces).some((c) => c.status === "connected"))

    /** The namespace's wallet is on a chain the host did not configure, and that is not allowed. */
    const mustSwitch = Effect.map(network.state.get, (s) => !s.allowUnsupportedChain && s.unsupportedChainId !== undefined)

    /** The active namespace (Network's) has a connection: the Account view has an account to show. */
    const activeConnected = Effect.gen(function*() {
      const { activeNamespace } = yield* network.state.get
      return (yield* connection.state.get).namespaces[activeNamespace].status === "connected"
    })

    const homeRoute = Effect.gen(function*() {
      // Another namespace's connection is no account to show: a network of an unconnected namespace was chosen.
      if (!(yield* activeConnected)) return plainRoute("Connect")
      return (yield* mustSwitch) ? UNSUPPORTED_CHAIN : plainRoute("Account")
    })

    /** SPEC §3 loadingNamespaceMap while open prefetches: every adapter's namespace, whose wallets announce again. */
    const announcing: LoadingNamespaceMap = Object.fromEntries(adapters.all.map((adapter) => [adapter.namespace, true]))
    /** WalletConnect's pairing, when it is configured (its adapters are made with the instance). */
    const walletConnect = adapters.all.find((adapter) => adapter.walletConnect !== undefined)?.walletConnect

    /** SPEC §2 view selection on open. */
    const selectRoute = (view: PlainView | undefined) =>
      Effect.gen(function*() {
        const connected = yield* isConnected
        // With no browser-wallet adapter and no address there is nothing to list: WalletConnect's views. An
        // adapter whose code failed to load lists nothing either; without WalletConnect's adapter, Connect says so.
        const noBrowserWallets = isWalletConnectOnly(config) || (adapters.all.length === 0 && hasWalletConnect(config))
        if (noBrowserWallets && !connected) {
          return plainRoute((yield* device.isMobile) ? "AllWallets" : "ConnectingWalletConnectBasic")
        }
        // Account shows a connected wallet; without one, the view selection decides (Connect).
        if (view === undefined || (view === "Account" && !connected)) return yield* homeRoute
        // WalletConnect's pairing view without its adapter would be a list titled "WalletConnect" that pairs nothing.
        if (view === "ConnectingWalletConnectBasic" && !hasWalletConnect(config)) return plainRoute("AllWallets")
        return plainRoute(view)
      })

    const open = Effect.fn("Modal.open")(function*(
      options: { readonly view?: PlainView; readonly namespace?: ChainNamespace } = {}
    ) {
      // Hosts without TypeScript can pass anything: only views that render are accepted.
      const view: unknown = options.view
      if (view !== undefined && !isPlainView(view)) {
        return yield* new InvalidView({ view: typeof view === "string" ? view : typeof view, accepted: PLAIN_VIEWS })
      }
      yield* lock.withPermits(1)(Effect.gen(function*() {
        const connected = yield* isConnected
        const route = yield* selectRoute(view)
        yield* router.reset(route)
        // Opening onto the pairing QR is the visitor's intent: the pairing starts now, not when the view has
        // loaded and mounted (its connect joins it). A connected visitor keeps the view's own rules.
        if (route.view === "ConnectingWalletConnectBasic" && !connected && walletConnect !== undefined) yield* walletConnect.pair
        yield* SubscriptionRef.set(state, {
          ...closed,
          open: true,
          loading: true,
          namespace: options.namespace,
          loadingNamespaceMap: announcing
        })
        // SPEC §4: open prefetches (wallets announce again) with `loading` set until it is done.
        yield* FiberHandle.run(
          prefetch,
          connectors.refresh.pipe(
            Effect.ensuring(SubscriptionRef.update(state, (s) => ({ ...s, loading: false, loadingNamespaceMap: {} })))
          )
        )
        yield* events.track({ _tag: "MODAL_OPEN", connected })
      }))
    })

    const close = Effect.fn("Modal.close")(function*(options: { readonly force?: boolean } = {}) {
      yield* lock.withPermits(1)(Effect.gen(function*() {
        const current = yield* SubscriptionRef.get(state)
        if (!current.open) return
        const { view } = yield* router.state.get
        // SPEC §2: ApproveTransaction, and the sign view of a required sign-in, close only when forced.
        if (options.force !== true && closeBlocked(view, yield* SubscriptionRef.get(siwx))) return
        yield* FiberHandle.clear(prefetch)
        yield* SubscriptionRef.set(state, closed)
        if (config.enableEmbedded) yield* router.reset(yield* homeRoute)
        yield* events.track({ _tag: "MODAL_CLOSE", connected: yield* isConnected })
      }))
    })

    const continuing = <A, E, R>(flow: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.acquireUseRelease(Ref.update(continuingFlows, (n) => n + 1), () => flow, () => Ref.update(continuingFlows, (n) => n - 1))

    const settled = (flow: SettledFlow) =>
      Effect.gen(function*() {
        const closes = closesAfter(flow, {
          autoClose: config.autoClose,
          embeddedMode: config.enableEmbedded,
          signIn: (yield* SubscriptionRef.get(siwx)).enabled,
          continuing: (yield* Ref.get(continuingFlows)) > 0,
          home: (yield* router.state.get).view
        })
        if (closes) yield* close()
      }).pipe(Effect.withSpan("Modal.settled"))

    const back = Effect.gen(function*() {
      const { view } = yield* router.state.get
      // Leaving a connecting view abandons the attempt: a late approval must not land.
      if (view === "ConnectingExternal") yield* connection.cancel
      const popped = yield* router.pop
      if (!popped) yield* close()
    }).pipe(Effect.withSpan("Modal.back"))

    const shake = Effect.gen(function*() {
      yield* SubscriptionRef.update(state, (s) => ({ ...s, shake: true }))
      yield* FiberHandle.run(
        shakeTimer,
        Effect.sleep(Duration.millis(MODAL_SHAKE_MS)).pipe(Effect.zipRight(SubscriptionRef.update(state, (s) => ({ ...s, shake: false }))))
      )
    }).pipe(Effect.withSpan("Modal.shake"))

    // SPEC §2: while open on an account view, a wallet moving to an unconfigured chain routes to UnsupportedChain
    // (unless allowed); a wallet that left routes to Connect.
    yield* onAnyChange([network.state.changes, connection.state.changes], Effect.gen(function*() {
      if (!(yield* SubscriptionRef.get(state)).open) return
      const { view } = yield* router.state.get
      if (view !== "Account" && view !== "UnsupportedChain") return
      const home = yield* homeRoute
      if (home.view !== view) yield* router.reset(home)
    }))

    return { state, open, close, back, shake, homeRoute, continuing, settled }
  })
)
