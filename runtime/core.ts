/**
 * The loaded core of an instance (loaded with import() by the shell in createWalletport.ts):
 * decodes the host options and builds one ManagedRuntime, outside React.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { decodeOptions, type WalletportOptions } from "../schemas/options.js"
import { Account } from "../services/Account.js"
import type { Config } from "../services/Config.js"
import { Connection } from "../services/Connection.js"
import { Events } from "../services/Events.js"
import { Modal } from "../services/Modal.js"
import { Network } from "../services/Network.js"
import { Router } from "../services/Router.js"
import { WalletDiscovery } from "../services/WalletDiscovery.js"
import * as intents from "./intents.js"
import { type AppServices, appLayer, type Boundaries, LiveBoundaries } from "./layers.js"
import { modalHost } from "./modalHost.js"
import { snapshotMethods } from "./snapshots.js"
import { storeFromRef } from "./store.js"
import type { LoadedWalletport, WalletportStores } from "./types.js"

/** Builds an instance over the given boundaries (tests pass in-memory ones). Options must already be decoded. */
export const makeWalletport = (
  options: WalletportOptions,
  boundaries: Layer.Layer<Boundaries, never, Config> = LiveBoundaries
): LoadedWalletport => {
  const runtime = ManagedRuntime.make(appLayer(options, boundaries))
  // Built now, synchronously: every layer's construction is synchronous, so the stores are ready at once.
  const services = runtime.runSync(
    Effect.all({ modal: Modal, router: Router, connection: Connection, account: Account, network: Network, events: Events, discovery: WalletDiscovery })
  )
  const stores: WalletportStores = {
    modal: storeFromRef(runtime, services.modal.state),
    router: storeFromRef(runtime, services.router.state),
    connection: storeFromRef(runtime, services.connection.state),
    accounts: storeFromRef(runtime, services.account.state),
    network: storeFromRef(runtime, services.network.state),
    events: storeFromRef(runtime, services.events.log),
    wallets: storeFromRef(runtime, services.discovery.wallets)
  }
  /** Runs a public method's program; a failure rejects with the catalogue error itself, not a FiberFailure wrapper. */
  const toPromise = <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> =>
    runtime.runPromiseExit(effect).then((exit) =>
      Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))
    )
  const run = (effect: Effect.Effect<unknown, unknown, AppServices>) => {
    runtime.runFork(effect.pipe(Effect.catchAllCause((cause) => Effect.logError("walletport: action failed", cause))))
  }

  const host = modalHost()
  const instance: LoadedWalletport = {
    options,
    open: (openOptions = {}) => {
      host.ensureMounted(instance)
      return toPromise(intents.openModal(openOptions))
    },
    close: () => toPromise(intents.closeModal()),
    disconnect: (namespace) => toPromise(intents.disconnect(namespace)),
    ...snapshotMethods(stores),
    refreshBalance: () => toPromise(intents.refreshBalance()),
    dispose: async () => {
      host.dispose()
      await runtime.dispose()
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
 * SPEC §1: decodes the host options and builds the instance. Throws `InvalidOptions` (listing every
 * bad field) when the options do not decode, since nothing can work without them.
 */
export const loadWalletport = (options: unknown): LoadedWalletport =>
  Either.match(decodeOptions(options), {
    onLeft: (error) => {
      throw error
    },
    onRight: (decoded) => makeWalletport(decoded)
  })
