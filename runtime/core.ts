/**
 * The loaded core of an instance (loaded with import() by the shell in createWalletport.ts): decodes the
 * host options and builds one ManagedRuntime, outside React. Building is asynchronous: the configured
 * adapters' chunks load first (ARCHITECTURE §8).
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import type { TimedEvent } from "../schemas/events.js"
import { decodeOptions, type WalletportOptions } from "../schemas/options.js"
import { InvalidView } from "../schemas/errors/validation.js"
import { isPlainView, PLAIN_VIEWS } from "../schemas/views.js"
import { Account } from "../services/Account.js"
import type { Config } from "../services/Config.js"
import { Connection } from "../services/Connection.js"
import { Connectors } from "../services/Connectors.js"
import { Events } from "../services/Events.js"
import { Modal } from "../services/Modal.js"
import { Network } from "../services/Network.js"
import { PayFeature } from "../services/Pay.js"
import { Router } from "../services/Router.js"
import type { Storage } from "../services/Storage.js"
import { subscribeEventLog } from "./eventFeed.js"
import { logUnexpected } from "./log/expectedFailure.js"
import * as intents from "./intents.js"
import { storageScope } from "../schemas/storage/keys.js"
import { type AppServices, appLayer, type Boundaries, type DataServices, LiveData, liveBoundaries } from "./layers.js"
import type { ModalChunks } from "./modalChunks.js"
import { modalHost, type ModalHost } from "./modalHost.js"
import { defaultNamespace, snapshotMethods } from "./snapshots.js"
import { storeFromRef } from "./store.js"
import type { LoadedWalletport, WalletportStores } from "./types.js"
import { walletProviderOf } from "./walletProvider.js"

const abortError = (): Error => {
  const error = new Error("walletport: the request was overtaken by a newer one")
  error.name = "AbortError"
  return error
}

/**
 * Builds an instance over the given boundaries and data plane (tests pass in-memory ones, so they never reach
 * the hosted services). Options must already be decoded.
 */
export const makeWalletport = async (
  options: WalletportOptions,
  host: ModalHost,
  boundaries: Layer.Layer<Boundaries> = liveBoundaries(storageScope(options)),
  data: Layer.Layer<DataServices, never, Config | Storage | Events> = LiveData
): Promise<LoadedWalletport> => {
  // The build's one failure (ChunkLoadFailed: a chunk it needs did not download) rejects below, before any
  // call can run: once built, the runtime cannot fail so.
  const runtime = ManagedRuntime.make(Layer.orDie(appLayer(options, boundaries, data)))
  const built = await runtime.runPromiseExit(
    Effect.all({ modal: Modal, router: Router, connection: Connection, account: Account, network: Network, events: Events, connectors: Connectors })
  )
  if (Exit.isFailure(built)) {
    await runtime.dispose()
    throw Cause.squash(built.cause)
  }
  const services = built.value
  const frozen = {
    modal: storeFromRef(runtime, services.modal.state),
    router: storeFromRef(runtime, services.router.state),
    connection: storeFromRef(runtime, services.connection.state),
    accounts: storeFromRef(runtime, services.account.state),
    network: storeFromRef(runtime, services.network.state),
    events: storeFromRef(runtime, services.events.log),
    connectors: storeFromRef(runtime, services.connectors.list)
  }
  const stores: WalletportStores = frozen
  let disposed: Promise<void> | undefined

  /**
   * Runs a public method's program; a failure rejects with the catalogue error itself, not a FiberFailure
   * wrapper. A call overtaken by a newer one (a second connect, a disconnect) rejects with an AbortError.
   */
  const toPromise = <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> =>
    disposed !== undefined
      ? Promise.reject(new Error("walletport: this instance was disposed"))
      : runtime.runPromiseExit(effect).then((exit) =>
        Exit.isSuccess(exit)
          ? exit.value
          : Promise.reject(Cause.isInterruptedOnly(exit.cause) ? abortError() : Cause.squash(exit.cause))
      )
  const run = (effect: Effect.Effect<unknown, unknown, AppServices>) => {
    if (disposed !== undefined) return
    // A visitor's reject or an interrupted flow is handled by the view: not logged.
    runtime.runFork(effect.pipe(Effect.catchAllCause(logUnexpected("action failed"))))
  }

  const instance: LoadedWalletport = {
    options,
    open: async (openOptions = {}) => {
      // Only views that render can be asked for by name (checked before the UI downloads).
      const view: unknown = openOptions.view
      if (view !== undefined && !isPlainView(view)) {
        throw new InvalidView({ view: typeof view === "string" ? view : typeof view, accepted: PLAIN_VIEWS })
      }
      const mounted = host.ensureMounted(instance)
      await toPromise(intents.openModal(openOptions))
      // Without its UI the modal cannot show: close it again (the next open retries the download).
      await mounted.catch(async (error: unknown) => {
        await toPromise(intents.closeModal())
        throw error
      })
    },
    close: () => toPromise(intents.closeModal()),
    connect: (connectorId, connectOptions = {}) =>
      toPromise(Effect.flatMap(Connection, (connection) => connection.connect(connectorId, connectOptions))),
    switchNetwork: (caipNetworkId) => toPromise(intents.switchNetwork(caipNetworkId)),
    signMessage: ({ message, namespace }) =>
      toPromise(Effect.flatMap(Connection, (connection) => connection.signMessage(message, namespace))),
    disconnect: (namespace) => toPromise(intents.disconnect(namespace)),
    ...snapshotMethods(stores),
    subscribeEvents: (listener: (event: TimedEvent) => void) =>
      disposed !== undefined ? () => undefined : subscribeEventLog(stores.events, listener),
    refreshBalance: (namespace) => toPromise(intents.refreshBalance(namespace ?? defaultNamespace(stores))),
    pay: (request) => {
      // The Pay view needs the modal's UI; a refused call (feature off) downloads nothing.
      if (options.features.pay) void host.ensureMounted(instance).catch(() => undefined)
      return toPromise(Effect.flatMap(PayFeature, (feature) => feature.pay(request)))
    },
    ready: () => Promise.resolve(),
    getWalletProvider: walletProviderOf((namespace) =>
      toPromise(Effect.flatMap(Connection, (connection) => connection.hostProvider(namespace ?? defaultNamespace(stores))))),
    dispose: () => {
      disposed ??= (async () => {
        // Getters and hooks keep answering with the last value once the runtime is gone.
        for (const store of Object.values(frozen)) store.freeze()
        host.dispose()
        await runtime.dispose()
      })()
      return disposed
    },
    internals: {
      runtime,
      stores,
      run,
      modalHost: host,
      load: () => Promise.resolve(instance),
      prefetch: () => host.prefetch()
    }
  }
  return instance
}

/**
 * SPEC §1: decodes the host options and builds the instance, whose modal loads from `modal`. Rejects with
 * `InvalidOptions` (listing every bad field) when the options do not decode, since nothing can work without
 * them, and with `ChunkLoadFailed` when a chunk the build needs does not download.
 */
export const loadWalletport = (options: unknown, modal: ModalChunks): Promise<LoadedWalletport> =>
  Either.match(decodeOptions(options), {
    onLeft: (error) => Promise.reject(error),
    onRight: (decoded) => makeWalletport(decoded, modalHost(modal.modal))
  })
