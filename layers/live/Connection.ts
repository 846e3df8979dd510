/**
 * Connection (SPEC §4 "Wallet connection status"), namespace-generic (ARCHITECTURE §8). Per namespace one
 * operation runs at a time (connect, restore or disconnect): a new one interrupts the old, and a token makes
 * sure an interrupted or overtaken operation never writes state. A session is established (state, storage,
 * event watcher) before any chain read; balances load in the background (Account).
 */
import * as Cause from "effect/Cause"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as FiberMap from "effect/FiberMap"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { CaipAddress, type ChainNamespace } from "../../schemas/entities/ids.js"
import type { Session } from "../../schemas/entities/Session.js"
import {
  ConnectorAlreadyConnected,
  ConnectorBadResponse,
  ConnectorNotConnected,
  WalletNotFound
} from "../../schemas/errors/connectors.js"
import { CHAIN_NAMESPACES } from "../../schemas/namespaces.js"
import type { StoredConnector } from "../../schemas/storage/connector.js"
import { Account } from "../../services/Account.js"
import { type AdapterEvent, type ChainAdapterShape, ChainAdapters } from "../../services/ChainAdapter.js"
import {
  type ConnectError,
  Connection,
  type ConnectionState,
  type NamespaceConnection,
  NO_CONNECTION
} from "../../services/Connection.js"
import { type ConnectorEntry, Connectors } from "../../services/Connectors.js"
import { Events } from "../../services/Events.js"
import { Network } from "../../services/Network.js"
import { Storage } from "../../services/Storage.js"

/** How long start-up restore waits for the stored wallet to announce itself before leaving it for later. */
export const RESTORE_DISCOVERY_TIMEOUT = "3 seconds"

/** How long a silent restore may take before the wallet counts as locked (kept stored, retried when it wakes). */
export const RESTORE_WALLET_TIMEOUT = "10 seconds"

/** Upper bound on the wallet-side part of a disconnect (adapters bound it too); local clean-up never waits. */
export const DISCONNECT_WALLET_TIMEOUT = "1 second"

/** A MULTI_CHAIN wallet (WalletConnect) approved other namespaces but left this optional one out. */
const notApproved = (error: ConnectError): boolean => error._tag === "WalletConnectFailed" && error.reason === "NamespaceNotApproved"

const allNamespaces = (f: (namespace: ChainNamespace) => NamespaceConnection): Record<ChainNamespace, NamespaceConnection> => ({
  eip155: f("eip155"),
  solana: f("solana"),
  bip122: f("bip122"),
  polkadot: f("polkadot"),
  cosmos: f("cosmos")
})

// Adapters decode addresses and chain ids, so a malformed result is a defect, not a user-facing error.
const toCaipAddress = Schema.decodeUnknownSync(CaipAddress)

/** The session with a new active account or chain (CAIP-10 is always on the wallet's real chain). */
const moved = (session: Session, change: { readonly address?: string; readonly accounts?: ReadonlyArray<string>; readonly caipNetworkId?: Session["caipNetworkId"] }): Session => {
  const address = change.address ?? session.address
  const caipNetworkId = change.caipNetworkId ?? session.caipNetworkId
  return {
    ...session,
    address,
    accounts: change.accounts ?? session.accounts,
    caipNetworkId,
    caipAddress: toCaipAddress(`${caipNetworkId}:${address}`)
  }
}

export const ConnectionLive: Layer.Layer<
  Connection,
  never,
  ChainAdapters | Connectors | Storage | Account | Network | Events
> = Layer.scoped(
  Connection,
  Effect.gen(function*() {
    const adapters = yield* ChainAdapters
    const connectors = yield* Connectors
    const storage = yield* Storage
    const account = yield* Account
    const network = yield* Network
    const events = yield* Events

    const stored = new Map<ChainNamespace, StoredConnector>()
    for (const adapter of adapters.all) {
      const value = yield* storage.connectedConnector.get(adapter.namespace)
      if (Option.isSome(value)) stored.set(adapter.namespace, value.value)
    }
    // SPEC §4: at start the status is connecting where a connection was stored.
    const state = yield* SubscriptionRef.make<ConnectionState>({
      namespaces: allNamespaces((namespace) => ({ ...NO_CONNECTION, status: stored.has(namespace) ? "connecting" : "disconnected" })),
      attempt: undefined
    })
    const ops = yield* FiberMap.make<ChainNamespace>()
    const watchers = yield* FiberMap.make<ChainNamespace>()

    // The newest operation of each namespace; an older one may still be unwinding but must not write.
    const tokens = new Map<ChainNamespace, number>()
    const begin = (namespace: ChainNamespace) =>
      Effect.sync(() => {
        const token = (tokens.get(namespace) ?? 0) + 1
        tokens.set(namespace, token)
        return token
      })
    const ifCurrent = (namespace: ChainNamespace, token: number, effect: Effect.Effect<void>) =>
      Effect.suspend(() => (tokens.get(namespace) === token ? effect : Effect.void))

    const setNamespace = (namespace: ChainNamespace, f: (c: NamespaceConnection) => NamespaceConnection) =>
      SubscriptionRef.update(state, (s): ConnectionState => ({
        ...s,
        namespaces: { ...s.namespaces, [namespace]: f(s.namespaces[namespace]) }
      }))

    /** SPEC §4: after a failed or interrupted attempt, back to connected if a session exists, else disconnected. */
    const settle = (namespace: ChainNamespace, error: ConnectError | undefined) =>
      setNamespace(namespace, (c) => ({ ...c, status: c.session === undefined ? "disconnected" : "connected", error }))

    const adapterOf = (namespace: ChainNamespace): ChainAdapterShape | undefined => adapters.get(namespace)

    const activeNetworkOf = (namespace: ChainNamespace) =>
      Effect.map(network.state.get, (s) => s.activeByNamespace[namespace])

    /** Network owns the active namespace: if it is `namespace`, it moves to one still connected, else the default one. */
    const releaseActive = (namespace: ChainNamespace, s: ConnectionState) =>
      network.clearWallet(namespace, CHAIN_NAMESPACES.filter((ns) => s.namespaces[ns].session !== undefined))

    /** A restore that leaves the namespace without a session hands the active namespace on (as a session's end does). */
    const settleRestore = (namespace: ChainNamespace, error: ConnectError | undefined) =>
      Effect.gen(function*() {
        yield* settle(namespace, error)
        const after = yield* SubscriptionRef.get(state)
        if (after.namespaces[namespace].session === undefined) yield* releaseActive(namespace, after)
      })

    /** Forgets the namespace locally: state, storage, account, network flag. The watcher goes last (it may be the caller). */
    const forgetLocal = (namespace: ChainNamespace) =>
      Effect.gen(function*() {
        yield* storage.clearConnection(namespace)
        yield* account.clear(namespace)
        const after = yield* SubscriptionRef.updateAndGet(state, (s): ConnectionState => {
          // A forgotten session leaves a pending attempt of another wallet pending.
          const left: NamespaceConnection = {
            ...NO_CONNECTION,
            status: s.namespaces[namespace].status === "connecting" ? "connecting" : "disconnected"
          }
          return { ...s, namespaces: { ...s.namespaces, [namespace]: left } }
        })
        yield* releaseActive(namespace, after)
        yield* FiberMap.remove(watchers, namespace)
      })

    /** Applies a changed session (new account or chain) everywhere it shows. */
    const update = (namespace: ChainNamespace, session: Session) =>
      Effect.gen(function*() {
        yield* setNamespace(namespace, (c) => ({ ...c, session }))
        yield* network.syncWalletChain(namespace, session.caipNetworkId)
        yield* account.setSession(session)
      })

    const onWalletEvent = (namespace: ChainNamespace, walletId: string, event: AdapterEvent) =>
      Effect.gen(function*() {
        const current = (yield* SubscriptionRef.get(state)).namespaces[namespace].session
        // Events of a wallet that is no longer this namespace's are stale.
        if (current === undefined || current.connector.id !== walletId) return
        switch (event._tag) {
          case "AccountsChanged": {
            const [address] = event.accounts
            return yield* (address === undefined
              ? forgetLocal(namespace)
              : update(namespace, moved(current, { address, accounts: event.accounts })))
          }
          case "ChainChanged":
            return yield* update(namespace, moved(current, { caipNetworkId: event.caipNetworkId }))
          case "Disconnect":
            return yield* forgetLocal(namespace)
        }
      })

    /**
     * Makes a session current: storage, state, watcher, network, then the account (whose balance loads in the
     * background). `activate` "always" makes the namespace the active one (the user chose it); "ifIdle" only
     * when the active namespace is disconnected, neither connected nor connecting (a restore, or the other
     * namespaces of a MULTI_CHAIN connect), so the outcome never depends on which answer lands first.
     */
    const establish = (
      namespace: ChainNamespace,
      token: number,
      session: Session,
      connectorId: string,
      activate: "always" | "ifIdle"
    ) =>
      ifCurrent(
        namespace,
        token,
        Effect.gen(function*() {
          const adapter = adapterOf(namespace)
          if (adapter === undefined) return
          yield* storage.connectedConnector.set(namespace, {
            id: session.connector.id,
            type: session.connector.type,
            name: session.connector.name,
            ...(connectorId === session.connector.id ? {} : { connectorId })
          })
          const after = yield* SubscriptionRef.updateAndGet(state, (s): ConnectionState => ({
            ...s,
            namespaces: { ...s.namespaces, [namespace]: { status: "connected", session, connectorId, error: undefined } }
          }))
          const walletId = session.connector.id
          // The previous wallet's listeners are gone before the new ones start.
          yield* FiberMap.remove(watchers, namespace)
          yield* FiberMap.run(
            watchers,
            namespace,
            Stream.runForEach(adapter.events(walletId), (event) => onWalletEvent(namespace, walletId, event))
          )
          yield* network.syncWalletChain(namespace, session.caipNetworkId)
          const active = (yield* network.state.get).activeNamespace
          if (activate === "always" || after.namespaces[active].status === "disconnected") yield* network.setActiveNamespace(namespace)
          yield* account.setSession(session)
        }).pipe(Effect.uninterruptible)
      )

    // ---------------------------------------------------------------------------------------------
    // Connect
    // ---------------------------------------------------------------------------------------------

    let attempts = 0

    const connectOne = (namespace: ChainNamespace, token: number, entry: ConnectorEntry, activate: "always" | "ifIdle") =>
      Effect.gen(function*() {
        const adapter = adapterOf(namespace)
        const walletId = entry.walletIds[namespace]
        const target = yield* activeNetworkOf(namespace)
        if (adapter === undefined || walletId === undefined || target === undefined) {
          return yield* new WalletNotFound({ walletId: entry.id })
        }
        yield* ifCurrent(namespace, token, setNamespace(namespace, (c) => ({ ...c, status: "connecting", error: undefined })))
        const answered = yield* adapter.connect(walletId, target)
        const session: Session = entry.type === "MULTI_CHAIN"
          ? { ...answered, connector: { ...answered.connector, type: "MULTI_CHAIN" } }
          : answered
        yield* establish(namespace, token, session, entry.id, activate)
        return session
      }).pipe(
        Effect.onExit((exit) => {
          if (Exit.isSuccess(exit)) return Effect.void
          const error = Option.getOrUndefined(Cause.failureOption(exit.cause))
          // A namespace the wallet left out of its approval stays disconnected without an error to show.
          return ifCurrent(namespace, token, settle(namespace, error !== undefined && notApproved(error) ? undefined : error))
        })
      )

    const connectAttempt = Effect.fn("Connection.connect")(function*(
      connectorId: string,
      options: { readonly namespace?: ChainNamespace } = {}
    ) {
      const entry = yield* connectors.get(connectorId)
      if (entry === undefined || entry.namespaces.length === 0) return yield* new WalletNotFound({ walletId: connectorId })
      const targets = options.namespace === undefined ? entry.namespaces : entry.namespaces.filter((ns) => ns === options.namespace)
      if (targets.length === 0) return yield* new WalletNotFound({ walletId: connectorId })
      const before = yield* SubscriptionRef.get(state)
      if (targets.every((ns) => before.namespaces[ns].status === "connected" && before.namespaces[ns].connectorId === connectorId)) {
        return yield* new ConnectorAlreadyConnected({ connectorId })
      }
      const attempt = ++attempts
      const ifLatest = (effect: Effect.Effect<void>) => Effect.suspend(() => (attempt === attempts ? effect : Effect.void))
      // One step: a caller interrupted here finds its attempt either not begun or wholly started (and stopped below).
      const started = yield* Effect.uninterruptible(Effect.gen(function*() {
        yield* SubscriptionRef.update(state, (s): ConnectionState => ({
          ...s,
          attempt: { connectorId, namespaces: targets, status: "pending", error: undefined }
        }))
        yield* events.track({ _tag: "SELECT_WALLET", name: entry.name, platform: "browser" })
        return yield* Effect.forEach(targets, (namespace) =>
          Effect.gen(function*() {
            const token = yield* begin(namespace)
            // The first target ends up active, whichever approval lands first.
            const operation = connectOne(namespace, token, entry, namespace === targets[0] ? "always" : "ifIdle")
            // Interruptible (a newer attempt, a cancel, a disconnect stop it), though forked from this step.
            const fiber = yield* FiberMap.run(ops, namespace, Effect.interruptible(operation))
            return { namespace, token, fiber }
          }))
      }))
      const settleAttempt = ifLatest(SubscriptionRef.update(state, (s): ConnectionState => ({ ...s, attempt: undefined })))
      const exits = yield* Effect.forEach(started, ({ fiber }) => Fiber.await(fiber)).pipe(
        // The caller gone: the operations still this attempt's stop with it, and the attempt settles.
        Effect.onInterrupt(() =>
          Effect.zipRight(
            Effect.forEach(started, ({ namespace, token }) => ifCurrent(namespace, token, abandon(namespace)), { discard: true }),
            settleAttempt
          )
        )
      )
      const sessions = exits.flatMap((exit) => (Exit.isSuccess(exit) ? [exit.value] : []))
      const failures = exits.flatMap((exit) => (Exit.isFailure(exit) ? Option.toArray(Cause.failureOption(exit.cause)) : []))
      const interrupted = exits.length - sessions.length - failures.length
      // Partial approval (issue 11): namespaces the wallet left out do not fail a connect that got others.
      const error = failures.find((e) => !notApproved(e)) ?? (sessions.length === 0 && interrupted === 0 ? failures[0] : undefined)
      if (error !== undefined) {
        // An overtaken attempt's failure is not the visitor's current attempt's: no state, no event.
        yield* ifLatest(Effect.zipRight(
          SubscriptionRef.update(state, (s): ConnectionState => ({
            ...s,
            attempt: { connectorId, namespaces: targets, status: "failed", error }
          })),
          events.track({ _tag: "CONNECT_ERROR", message: error.message, error })
        ))
        return yield* Effect.fail(error)
      }
      yield* settleAttempt
      // Every namespace overtaken (a newer attempt, a cancel, a disconnect): this attempt has no outcome.
      if (sessions.length === 0) return yield* Effect.interrupt
      // Some namespaces connected, others were interrupted: the connect is theirs (issue 20).
      // SPEC §4 "on finalize": the recent wallet is stored.
      yield* connectors.markRecent(entry)
      // Read once: the event and the outcome agree on whether a newer attempt or a cancel took over.
      const current = attempt === attempts
      if (current) yield* events.track({ _tag: "CONNECT_SUCCESS", name: entry.name, method: "browser" })
      return { sessions, current }
    })

    const connect = (connectorId: string, options?: { readonly namespace?: ChainNamespace }) =>
      Effect.map(connectAttempt(connectorId, options), (outcome) => outcome.sessions)

    /** Stops the namespace's operation (a newer token makes sure it writes nothing) and settles its status. */
    const abandon = (namespace: ChainNamespace) =>
      Effect.gen(function*() {
        const token = yield* begin(namespace)
        yield* FiberMap.remove(ops, namespace)
        yield* ifCurrent(namespace, token, settle(namespace, undefined))
      })

    const cancel = Effect.gen(function*() {
      const { attempt } = yield* SubscriptionRef.get(state)
      if (attempt === undefined || attempt.status !== "pending") return
      attempts++
      yield* Effect.forEach(attempt.namespaces, abandon, { discard: true })
      yield* SubscriptionRef.update(state, (s): ConnectionState => ({ ...s, attempt: undefined }))
    }).pipe(Effect.withSpan("Connection.cancel"))

    // ---------------------------------------------------------------------------------------------
    // Disconnect
    // ---------------------------------------------------------------------------------------------

    const disconnectOne = (namespace: ChainNamespace) =>
      Effect.gen(function*() {
        const token = yield* begin(namespace)
        yield* FiberMap.remove(ops, namespace)
        const session = (yield* SubscriptionRef.get(state)).namespaces[namespace].session
        yield* ifCurrent(namespace, token, Effect.gen(function*() {
          yield* forgetLocal(namespace)
          yield* setNamespace(namespace, () => NO_CONNECTION)
        }))
        const adapter = adapterOf(namespace)
        // Best-effort and bounded: a silent wallet cannot hold the disconnect.
        if (session !== undefined && adapter !== undefined) {
          yield* adapter.disconnect(session.connector.id).pipe(Effect.timeout(DISCONNECT_WALLET_TIMEOUT), Effect.ignore)
        }
      })

    const disconnect = Effect.fn("Connection.disconnect")(function*(namespace?: ChainNamespace) {
      const s = yield* SubscriptionRef.get(state)
      const targets = namespace !== undefined
        ? [namespace]
        : CHAIN_NAMESPACES.filter((ns) => s.namespaces[ns].session !== undefined || s.namespaces[ns].status !== "disconnected")
      yield* Effect.forEach(targets, disconnectOne, { concurrency: "unbounded", discard: true })
      yield* events.track({ _tag: "DISCONNECT_SUCCESS" })
    })

    const disconnectWallet = Effect.fn("Connection.disconnectWallet")(function*(namespace: ChainNamespace) {
      const s = yield* SubscriptionRef.get(state)
      // The list's id: a MULTI_CHAIN wallet's sessions carry each adapter's own wallet id.
      const wallet = s.namespaces[namespace].connectorId
      const targets = CHAIN_NAMESPACES.filter((ns) =>
        ns === namespace || (wallet !== undefined && s.namespaces[ns].session !== undefined && s.namespaces[ns].connectorId === wallet)
      )
      yield* Effect.forEach(targets, disconnectOne, { concurrency: "unbounded", discard: true })
      yield* events.track({ _tag: "DISCONNECT_SUCCESS" })
    })

    // ---------------------------------------------------------------------------------------------
    // Restore
    // ---------------------------------------------------------------------------------------------

    /** Waits until the wallet shows signs of life: listed again (re-announce) or reporting accounts. */
    const wakeUp = (adapter: ChainAdapterShape, walletId: string) =>
      Stream.merge(
        adapter.wallets.changes.pipe(Stream.drop(1), Stream.filter((list) => list.some((w) => w.id === walletId))),
        adapter.events(walletId).pipe(Stream.filter((event) => event._tag === "AccountsChanged" && event.accounts.length > 0))
      ).pipe(Stream.runHead, Effect.asVoid)

    const restoreOne = (
      namespace: ChainNamespace,
      token: number,
      adapter: ChainAdapterShape,
      saved: StoredConnector,
      settled: Deferred.Deferred<void>
    ): Effect.Effect<void> =>
      Effect.gen(function*() {
        const wallet = yield* adapter.find(saved.id, RESTORE_DISCOVERY_TIMEOUT)
        const target = yield* activeNetworkOf(namespace)
        if (wallet === undefined || target === undefined) {
          // Not on the page (yet): keep it stored, show disconnected, try again when it announces.
          yield* ifCurrent(namespace, token, settleRestore(namespace, undefined))
          yield* Deferred.succeed(settled, undefined)
          yield* adapter.wallets.changes.pipe(Stream.filter((list) => list.some((w) => w.id === saved.id)), Stream.runHead)
          return yield* restoreOne(namespace, token, adapter, saved, settled)
        }
        const result = yield* Effect.either(adapter.restore(saved.id, target).pipe(
          Effect.timeoutFail({
            duration: RESTORE_WALLET_TIMEOUT,
            onTimeout: () => new ConnectorBadResponse({ method: `${namespace}:restore` })
          })
        ))
        if (Either.isLeft(result)) {
          // Slow, locked or failing: keep it stored, try again when the wallet wakes up.
          yield* Effect.logWarning("session restore failed", result.left)
          yield* ifCurrent(namespace, token, settleRestore(namespace, result.left))
          yield* Deferred.succeed(settled, undefined)
          yield* wakeUp(adapter, saved.id)
          return yield* restoreOne(namespace, token, adapter, saved, settled)
        }
        if (result.right === undefined) {
          // The one answer that clears the stored connection: the wallet has no accounts for us.
          yield* ifCurrent(namespace, token, Effect.zipRight(forgetLocal(namespace), settle(namespace, undefined)))
        } else {
          const session: Session = { ...result.right, connector: { ...result.right.connector, type: saved.type } }
          const connectorId = saved.connectorId ??
            (yield* connectors.byWallet(namespace, saved.id))?.id ?? saved.id
          yield* establish(namespace, token, session, connectorId, "ifIdle")
        }
        yield* Deferred.succeed(settled, undefined)
      })

    const restores = new Map(yield* Effect.forEach(adapters.all, (adapter) =>
      Effect.gen(function*() {
        const settled = yield* Deferred.make<void>()
        const saved = stored.get(adapter.namespace)
        if (saved === undefined) {
          yield* Deferred.succeed(settled, undefined)
          return [adapter.namespace, settled] as const
        }
        const token = yield* begin(adapter.namespace)
        const fiber = yield* FiberMap.run(ops, adapter.namespace, restoreOne(adapter.namespace, token, adapter, saved, settled))
        // Overtaken by a connect or a disconnect: the restore has settled as far as callers care.
        yield* Fiber.await(fiber).pipe(Effect.zipRight(Deferred.succeed(settled, undefined)), Effect.forkScoped)
        return [adapter.namespace, settled] as const
      })
    ))

    const restored = Effect.forEach(restores.values(), Deferred.await, { discard: true })
    /** The namespace's restore settled (at once for a namespace no adapter serves). */
    const restoredIn = (namespace: ChainNamespace) => {
      const settled = restores.get(namespace)
      return settled === undefined ? Effect.void : Deferred.await(settled)
    }

    /** The namespace's session; without a namespace, the active one's (Network's). */
    const sessionOf = (namespace: ChainNamespace | undefined) =>
      Effect.gen(function*() {
        const ns = namespace ?? (yield* network.state.get).activeNamespace
        return { namespace: ns, session: (yield* SubscriptionRef.get(state)).namespaces[ns].session }
      })

    return {
      state,
      connect,
      connectAttempt,
      cancel,
      disconnect,
      disconnectWallet,
      signMessage: Effect.fn("Connection.signMessage")(function*(message: string, namespace?: ChainNamespace) {
        const { namespace: ns, session } = yield* sessionOf(namespace)
        const adapter = adapterOf(ns)
        if (session === undefined || adapter === undefined) return yield* new ConnectorNotConnected()
        return yield* adapter.signMessage(session.connector.id, session.address, message)
      }),
      // A host asking at load (wagmi's reconnect does) gets the stored wallet once restored, not undefined meanwhile;
      // it waits for the namespace it asked for only (a slow Solana restore does not hold an EVM host).
      hostProvider: (namespace) =>
        Effect.zipRight(
          restoredIn(namespace),
          Effect.flatMap(sessionOf(namespace), ({ namespace: ns, session }) => {
            const adapter = adapterOf(ns)
            return session === undefined || adapter === undefined ? Effect.succeed(undefined) : adapter.hostProvider(session.connector.id)
          })
        ),
      restored
    }
  })
)
