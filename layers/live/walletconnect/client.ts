/**
 * The WalletConnect client of an instance: one UniversalProvider (imported on first use), one pairing and
 * one session shared by the per-namespace adapters. A connect started by one namespace is joined by the
 * others (one approval answers them all), and a later connect reuses the pairing until it expires (SPEC §4).
 * The SDK retries an unreachable relay forever, so every wait has our own bound (RELAY_TIMEOUT, the pairing
 * expiry, the wallet-request expiry).
 */
import * as Clock from "effect/Clock"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as PubSub from "effect/PubSub"
import * as Ref from "effect/Ref"
import * as Runtime from "effect/Runtime"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../../../schemas/entities/ids.js"
import type { Network } from "../../../schemas/entities/Network.js"
import { ConnectorBadResponse } from "../../../schemas/errors/connectors.js"
import { fromProviderError } from "../../../schemas/errors/fromProviderError.js"
import { WalletConnectFailed } from "../../../schemas/errors/walletConnect.js"
import type { WalletRpcError } from "../../../schemas/errors/walletRpc.js"
import type { AdapterConnectError } from "../../../services/ChainAdapter.js"
import type { PairingState } from "../../../services/WalletConnect.js"
import { isRecord } from "./isRecord.js"
import { proposalNamespaces } from "./namespaces.js"
import { isPairingExpired, pairingExpiresAt, pairingUsableMs, retryWaitMs } from "./pairing.js"
import type { WcListener, WcProvider, WcSessionStruct } from "./provider.js"

/** How long the SDK may take to load and reach the relay (it would retry forever) before "try again". */
export const RELAY_TIMEOUT = Duration.seconds(10)
/** How often a waiting request looks at the relay socket. */
const RELAY_CHECK_INTERVAL = Duration.seconds(1)

/** SPEC §5: the wallet-request expiry range, seconds (the SDK's own bounds: 5 minutes to 7 days). */
export const REQUEST_EXPIRY_MIN_S = 300
export const REQUEST_EXPIRY_MAX_S = 604_800

/** What the session reports after it settled; each namespace adapter maps its own part. */
export type WcEvent =
  | { readonly _tag: "SessionEvent"; readonly chainId: string; readonly name: string; readonly data: unknown }
  | { readonly _tag: "SessionUpdate"; readonly namespaces: unknown }
  | { readonly _tag: "Ended" }

export interface WalletConnectClientOptions {
  readonly load: () => Promise<WcProvider>
  /** Imports the SDK's code without starting it (nothing reaches the relay); the next load finds it there. */
  readonly preload?: () => Promise<void>
  readonly networks: ReadonlyArray<Network>
  /** Namespaces asked as `namespaces` (those with an adapter); the other configured ones are optional. */
  readonly required: ReadonlyArray<ChainNamespace>
  /** Seconds a wallet request may wait, within REQUEST_EXPIRY_MIN_S … REQUEST_EXPIRY_MAX_S. */
  readonly requestExpirySeconds: number
  /** Tests and the demo only: a shorter pairing expiry (SPEC §4's 4 minutes otherwise). */
  readonly pairingExpiryMs?: number
  /** Runs before each request through the session (on a phone: back to the wallet, SPEC §4). Never fails. */
  readonly beforeRequest?: (method: string) => Effect.Effect<void>
}

export interface WalletConnectClient {
  readonly pairing: SubscriptionRef.SubscriptionRef<PairingState>
  readonly isExpired: Effect.Effect<boolean>
  /**
   * Warms the SDK up in the background (import, init, relay socket), once: the click then only creates the
   * pairing. (A load for a click does not open the socket ahead: the pairing is created first, and its
   * proposal opens the socket.) Belongs to the instance (interrupted by dispose); a failure is silent and the next connect loads
   * again. Never fails.
   */
  readonly prefetch: Effect.Effect<void>
  /**
   * The SDK's code imported ahead (a list offering WalletConnect shows, the QR is where the modal opens, or a
   * phone's core starts for its first open), not started: nothing reaches the relay. A failure is silent (the pick
   * imports again). Never fails.
   */
  readonly preload: Effect.Effect<void>
  /**
   * Imports the SDK and starts the provider (its stored state read), in the background, without opening the
   * relay socket: nothing reaches the relay. The load belongs to the instance; a failed one is loaded again by
   * the pairing. Never fails.
   */
  readonly prepare: Effect.Effect<void>
  /**
   * SPEC §4 on Telegram and iOS Safari: a pairing made before the tap (the wallet list shows), so the tap opens
   * the wallet within itself. Joins the pairing in progress (reused until it expires), and makes a new one
   * each time it expires while the caller runs; stops at any other failure. Interrupting the caller leaves
   * the pairing to the instance. Never fails.
   */
  readonly prePair: Effect.Effect<void>
  /**
   * Starts the pairing (or joins the one in progress) and returns at once: the open onto the SPEC §2
   * ConnectingWalletConnectBasic view, before the view mounts. The attempt belongs to the instance; the
   * view's connect joins it. Never fails.
   */
  readonly pair: Effect.Effect<void>
  /**
   * Pairs (or joins the pairing in progress) and hands the approved session to `adopt`, which runs as the
   * approval lands and cannot be interrupted (a namespace holds the session there). A connect still waiting
   * adopts a late approval (Back or close leave it waiting: the visitor approved the pairing they saw); an
   * approval that no namespace holds once every waiting connect adopted it or left (cancelled, overtaken,
   * disconnected) is deleted on the wallet's side, so the wallet keeps no session the dapp does not show.
   */
  readonly connect: <A, E>(adopt: (session: WcSessionStruct) => Effect.Effect<A, E>) => Effect.Effect<A, AdapterConnectError | E>
  /** The stored session after a reload, without a prompt; undefined when there is none. */
  readonly restore: Effect.Effect<WcSessionStruct | undefined, AdapterConnectError>
  /** The current session, without loading the SDK. */
  readonly session: Effect.Effect<WcSessionStruct | undefined>
  /** A request through the session, bounded by the wallet-request expiry; interrupting abandons it. */
  readonly request: (
    method: string,
    params: object | ReadonlyArray<unknown>,
    chainId: string
  ) => Effect.Effect<unknown, WalletRpcError | WalletConnectFailed>
  /** Ends the session on both sides (best effort on the wallet's). Never fails. */
  readonly disconnect: Effect.Effect<void>
  /** Marks a namespace as using the session (connected or restored through it): true when it did not already. */
  readonly hold: (namespace: ChainNamespace) => Effect.Effect<boolean>
  /**
   * A connect that took the session for its namespace was interrupted before the namespace showed it: the
   * namespace no longer uses it, and a session then used by none (and awaited by no connect) is deleted on
   * the wallet's side. Never fails.
   */
  readonly letGo: (namespace: ChainNamespace) => Effect.Effect<void>
  /**
   * A namespace stops using the session: dropped locally while another namespace still uses it; the
   * session ends (both sides) when the last one goes. Never fails.
   */
  readonly release: (namespace: ChainNamespace) => Effect.Effect<void>
  readonly events: Stream.Stream<WcEvent>
  /** Tells every namespace of something decided locally (a chain switch within the approved chains). */
  readonly publish: (event: WcEvent) => Effect.Effect<void>
}

/** One pairing's approval, and how many connects wait on it or are adopting it. */
interface Pending {
  readonly approval: Deferred.Deferred<WcSessionStruct, AdapterConnectError>
  readonly waiting: SubscriptionRef.SubscriptionRef<number>
}


/** The SDK's error codes (sign-client getSdkError) that are not the wallet's JSON-RPC ones. */
const UNSUPPORTED_CODES = new Set([5100, 5101, 5102, 5103, 5104])
const SESSION_SETTLEMENT_CODE = 7000

/** A rejected proposal is the catalogue's rejection; the SDK's own codes get their reasons. */
export const connectError = (error: unknown): AdapterConnectError => {
  const code = isRecord(error) && typeof error.code === "number" ? error.code : undefined
  if (code !== undefined && UNSUPPORTED_CODES.has(code)) return new WalletConnectFailed({ reason: "UnsupportedNamespace", cause: error })
  if (code === SESSION_SETTLEMENT_CODE) return new WalletConnectFailed({ reason: "SessionSettlement", cause: error })
  return fromProviderError(error, "wc_sessionPropose")
}

export const makeWalletConnectClient = (
  options: WalletConnectClientOptions
): Effect.Effect<WalletConnectClient, never, Scope.Scope> =>
  Effect.gen(function*() {
    const scope = yield* Effect.scope
    const runtime = yield* Effect.runtime<never>()
    const pairing = yield* SubscriptionRef.make<PairingState>({ _tag: "Idle" })
    const events = yield* PubSub.sliding<WcEvent>(64)
    const providerRef = yield* Ref.make(Option.none<WcProvider>())
    const loadingRef = yield* Ref.make<Deferred.Deferred<WcProvider, WalletConnectFailed> | undefined>(undefined)
    const inflight = yield* Ref.make<Pending | undefined>(undefined)
    const held = yield* Ref.make<ReadonlySet<ChainNamespace>>(new Set())
    // Connects waiting on an approval or adopting it, whatever the pairing: a session is not deleted under them.
    const adopting = yield* Ref.make(0)
    const pairingExpiryMs = options.pairingExpiryMs
    const expirySeconds = Math.min(REQUEST_EXPIRY_MAX_S, Math.max(REQUEST_EXPIRY_MIN_S, Math.round(options.requestExpirySeconds)))

    const publish = (event: WcEvent) => PubSub.publish(events, event).pipe(Effect.asVoid)
    const emit = (event: WcEvent) => {
      Runtime.runFork(runtime)(publish(event))
    }

    /** Session events, after settlement; installed once per provider, removed with the instance. */
    const listen = (provider: WcProvider) =>
      Effect.gen(function*() {
        const onEvent: WcListener = (payload) => {
          const params = isRecord(payload) ? payload.params : undefined
          const event = isRecord(params) ? params.event : undefined
          if (!isRecord(params) || typeof params.chainId !== "string" || !isRecord(event) || typeof event.name !== "string") return
          emit({ _tag: "SessionEvent", chainId: params.chainId, name: event.name, data: event.data })
        }
        const onUpdate: WcListener = (payload) => {
          const params = isRecord(payload) ? payload.params : undefined
          if (isRecord(params)) emit({ _tag: "SessionUpdate", namespaces: params.namespaces })
        }
        const onEnded: WcListener = () => Runtime.runFork(runtime)(Effect.zipRight(Ref.set(held, new Set()), publish({ _tag: "Ended" })))
        provider.on("session_event", onEvent)
        provider.on("session_update", onUpdate)
        provider.on("session_delete", onEnded)
        const offExpire = provider.onClient("session_expire", onEnded)
        yield* Scope.addFinalizer(scope, Effect.promise(async () => {
          provider.removeListener("session_event", onEvent)
          provider.removeListener("session_update", onUpdate)
          provider.removeListener("session_delete", onEnded)
          offExpire()
          await provider.close().catch(() => undefined)
        }))
      })

    /**
     * The provider, loaded (the SDK imported and started) once: a load already running is joined. The load
     * belongs to the instance, not to whoever started it (a warm-up, a connect, a restore): all of them wait on
     * it, and dispose interrupts it. It fails (RelayUnreachable) after RELAY_TIMEOUT; the next caller loads again.
     */
    const startLoad: Effect.Effect<Deferred.Deferred<WcProvider, WalletConnectFailed>> = Effect.uninterruptible(
      Effect.gen(function*() {
        const fresh = yield* Deferred.make<WcProvider, WalletConnectFailed>()
        const loaded = yield* Ref.get(providerRef)
        if (Option.isSome(loaded)) return yield* Effect.as(Deferred.succeed(fresh, loaded.value), fresh)
        const current = yield* Ref.modify(loadingRef, (running) => (running === undefined ? [fresh, fresh] : [running, running]))
        if (current !== fresh) return current
        yield* Effect.tryPromise({
          // Interrupted (dispose, timeout) while the SDK starts: the provider it still makes is closed at once.
          try: (signal) =>
            options.load().then((made) => {
              if (signal.aborted) void made.close().catch(() => undefined)
              return made
            }),
          catch: (cause) => new WalletConnectFailed({ reason: "RelayUnreachable", cause })
        }).pipe(
          Effect.timeoutFail({ duration: RELAY_TIMEOUT, onTimeout: () => new WalletConnectFailed({ reason: "RelayUnreachable" }) }),
          Effect.tap((provider) => Effect.zipRight(listen(provider), Ref.set(providerRef, Option.some(provider)))),
          Effect.onExit((exit) => Effect.zipRight(Ref.set(loadingRef, undefined), Deferred.done(fresh, exit))),
          // Forked from an uninterruptible region, the fiber would inherit it: dispose must be able to stop it.
          Effect.interruptible,
          Effect.forkIn(scope)
        )
        return fresh
      })
    )

    const getProvider: Effect.Effect<WcProvider, WalletConnectFailed> = Effect.flatMap(startLoad, Deferred.await)

    /** One pairing attempt: the URI is published as it arrives; the attempt ends at the pairing's expiry. */
    const attempt: Effect.Effect<WcSessionStruct, AdapterConnectError> = Effect.gen(function*() {
      const wait = retryWaitMs(yield* SubscriptionRef.get(pairing), yield* Clock.currentTimeMillis)
      if (wait > 0) yield* Effect.sleep(Duration.millis(wait))
      yield* SubscriptionRef.set(pairing, { _tag: "Creating" })
      const provider = yield* getProvider
      const uri = yield* Deferred.make<string>()
      const relayed = yield* Deferred.make<void>()
      // The first URI is shown (before the relay's answer); a different one later in this attempt (the SDK's
      // own) replaces it in place.
      const onUri = (value: string, acknowledged: boolean) =>
        Runtime.runSync(runtime)(
          Effect.flatMap(Deferred.succeed(uri, value), (first) =>
            first ? Effect.void : SubscriptionRef.update(pairing, (state) => (state._tag === "Ready" ? { ...state, uri: value } : state))).pipe(
              Effect.zipRight(acknowledged ? Deferred.succeed(relayed, undefined) : Effect.void)
            )
        )
      const { namespaces, optionalNamespaces } = proposalNamespaces(options.networks, options.required)
      const approved = Effect.tryPromise({ try: () => provider.connect({ namespaces, optionalNamespaces }, onUri), catch: connectError }).pipe(
        Effect.flatMap((session) =>
          session === undefined ? Effect.fail(new ConnectorBadResponse({ method: "wc_sessionPropose" })) : Effect.succeed(session)
        )
      )
      const expiry = Deferred.await(uri).pipe(
        Effect.timeoutFail({ duration: RELAY_TIMEOUT, onTimeout: () => new WalletConnectFailed({ reason: "RelayUnreachable" }) }),
        Effect.flatMap((value) =>
          Effect.flatMap(Clock.currentTimeMillis, (now) =>
            SubscriptionRef.set(pairing, { _tag: "Ready", uri: value, createdAt: now, expiresAt: pairingExpiresAt(now, pairingExpiryMs) })
          )
        ),
        Effect.zipRight(Effect.sleep(Duration.millis(pairingUsableMs(pairingExpiryMs)))),
        Effect.zipRight(Effect.fail(new WalletConnectFailed({ reason: "PairingExpired" })))
      )
      // The code shows before the relay has the proposal; a relay that never acknowledges it (the SDK would
      // retry for a minute) still ends the attempt within our bound, with the code replaced by the error.
      const unrelayed = Deferred.await(relayed).pipe(
        Effect.timeoutFail({ duration: RELAY_TIMEOUT, onTimeout: () => new WalletConnectFailed({ reason: "RelayUnreachable" }) }),
        Effect.zipRight(Effect.never)
      )
      return yield* Effect.raceFirst(approved, Effect.raceFirst(expiry, unrelayed)).pipe(
        Effect.tapError(() => Effect.sync(() => provider.abortPairingAttempt()))
      )
    }).pipe(
      Effect.scoped,
      Effect.tapBoth({
        onFailure: (error) =>
          Effect.flatMap(Clock.currentTimeMillis, (now) => SubscriptionRef.set(pairing, { _tag: "Failed", error, failedAt: now })),
        onSuccess: () => SubscriptionRef.set(pairing, { _tag: "Idle" })
      })
    )

    const currentProvider = Effect.map(Ref.get(providerRef), Option.getOrUndefined)

    /** Ends the provider's session on the wallet's side too (best effort). */
    const endSession = (provider: WcProvider) => Effect.tryPromise(() => provider.disconnect()).pipe(Effect.ignore)

    /** Once every connect waiting on the approval adopted it or left: a session no namespace holds is deleted. */
    const dropUnclaimed = (pending: Pending, session: WcSessionStruct) =>
      Effect.gen(function*() {
        yield* pending.waiting.changes.pipe(Stream.filter((n) => n === 0), Stream.take(1), Stream.runDrain)
        const provider = yield* currentProvider
        if ((yield* Ref.get(held)).size === 0 && provider?.session?.topic === session.topic) yield* endSession(provider)
      })

    /** The pairing in progress, or a new attempt started. */
    const startPairing: Effect.Effect<Pending> = Effect.gen(function*() {
      const fresh: Pending = { approval: yield* Deferred.make<WcSessionStruct, AdapterConnectError>(), waiting: yield* SubscriptionRef.make(0) }
      const pending = yield* Ref.modify(inflight, (current) => (current === undefined ? [fresh, fresh] : [current, current]))
      if (pending !== fresh) return pending
      // A connect after the approval finds the live session (the adapters reuse it), not this pairing.
      const finished = Ref.update(inflight, (current) => (current === fresh ? undefined : current))
      // The attempt belongs to the instance, not to the caller: a cancelled view leaves the pairing
      // reusable until it expires (SPEC §4), and the next connect joins it.
      yield* attempt.pipe(
        Effect.exit,
        Effect.tap(() => finished),
        Effect.tap((exit) => Deferred.done(fresh.approval, exit)),
        Effect.flatMap((exit) => (Exit.isSuccess(exit) ? dropUnclaimed(fresh, exit.value) : Effect.void)),
        Effect.ensuring(finished),
        Effect.forkIn(scope)
      )
      return fresh
    })

    const connect = <A, E>(adopt: (session: WcSessionStruct) => Effect.Effect<A, E>): Effect.Effect<A, AdapterConnectError | E> =>
      Effect.flatMap(startPairing, (pending) =>
        Effect.acquireUseRelease(
          Effect.zipRight(Ref.update(adopting, (n) => n + 1), SubscriptionRef.update(pending.waiting, (n) => n + 1)),
          // Interruptible while waiting; once the approval is here, `adopt` runs to its end.
          () => Effect.uninterruptibleMask((restore) => Effect.flatMap(restore(Deferred.await(pending.approval)), adopt)),
          () => Effect.zipRight(Ref.update(adopting, (n) => n - 1), SubscriptionRef.update(pending.waiting, (n) => n - 1))
        ))
    const pair: Effect.Effect<void> = Effect.asVoid(startPairing)

    // Hovering the entry again while the SDK loads (or once it is there) starts nothing new.
    const warming = yield* Ref.make(false)
    const prefetch: Effect.Effect<void> = Effect.zipRight(
      startLoad,
      Effect.whenEffect(
        getProvider.pipe(
          // A failed load is warmed up again by the next hover.
          Effect.matchEffect({ onFailure: () => Ref.set(warming, false), onSuccess: (provider) => Effect.sync(() => provider.openSocket()) }),
          Effect.forkIn(scope)
        ),
        Ref.getAndSet(warming, true).pipe(Effect.map((started) => !started))
      )
    )

    // The load belongs to the instance (forked in its scope); a failed one is loaded again by the pairing.
    const prepare: Effect.Effect<void> = Effect.asVoid(startLoad)

    // The import is shared and kept by the chunk's loader; a failed one is tried again by the next call.
    const preload: Effect.Effect<void> = Effect.tryPromise(() => options.preload?.() ?? Promise.resolve()).pipe(
      Effect.ignore,
      Effect.forkIn(scope),
      Effect.asVoid
    )

    const expired = (error: AdapterConnectError) => error._tag === "WalletConnectFailed" && error.reason === "PairingExpired"
    // The pre-made pairing holds nothing: the tap's connect adopts the approval.
    const prePair: Effect.Effect<void> = connect(Effect.succeed).pipe(Effect.retry({ while: expired }), Effect.ignore)

    /** The namespace stops using the session, in one step: true when no namespace uses it any more. */
    const drop = (namespace: ChainNamespace) =>
      Ref.modify(held, (before) => {
        const after = new Set([...before].filter((ns) => ns !== namespace))
        return [after.size === 0, after]
      })

    // The session's end is published before the relay's round trip, which Connection cuts short (1 s): behind it,
    // a slow relay left the deep-link choice stored after disconnect() (walletconnectMobile.e2e under load).
    const disconnect = Effect.gen(function*() {
      yield* Ref.set(held, new Set())
      yield* publish({ _tag: "Ended" })
      const provider = yield* currentProvider
      if (provider?.session !== undefined) yield* endSession(provider)
    })

    return {
      pairing,
      isExpired: Effect.zipWith(SubscriptionRef.get(pairing), Clock.currentTimeMillis, isPairingExpired),
      prefetch,
      preload,
      prepare,
      prePair,
      pair,
      connect,
      restore: Effect.map(getProvider, (provider) => provider.session),
      session: Effect.map(currentProvider, (provider) => provider?.session),
      request: (method, params, chainId) =>
        Effect.gen(function*() {
          const provider = yield* getProvider
          if (options.beforeRequest !== undefined) yield* options.beforeRequest(method)
          // With the relay gone, the SDK would queue the request for minutes: reconnect within our bound, or
          // answer "disconnected" (4900) at once so the visitor can try again when the relay is back.
          if (!provider.relayConnected()) {
            yield* Effect.tryPromise(() => provider.reconnect()).pipe(
              Effect.timeout(RELAY_TIMEOUT),
              Effect.filterOrFail(() => provider.relayConnected()),
              Effect.mapError(() => fromProviderError({ code: 4900, message: "The WalletConnect relay is unreachable." }, method))
            )
          }
          // The relay may also go while the request waits: once it has been gone for RELAY_TIMEOUT, 4900.
          const relayLost = Effect.gen(function*() {
            let downSince: number | undefined
            for (;;) {
              yield* Effect.sleep(RELAY_CHECK_INTERVAL)
              const now = yield* Clock.currentTimeMillis
              if (provider.relayConnected()) downSince = undefined
              else if (now - (downSince ??= now) >= Duration.toMillis(RELAY_TIMEOUT)) {
                return yield* Effect.fail(fromProviderError({ code: 4900, message: "The WalletConnect relay is unreachable." }, method))
              }
            }
          })
          return yield* Effect.tryPromise({
            try: () => provider.request({ method, params }, chainId, expirySeconds),
            catch: (error) => fromProviderError(error, method)
          }).pipe(
            Effect.raceFirst(relayLost),
            Effect.timeoutFail({
              duration: Duration.seconds(expirySeconds),
              onTimeout: () => fromProviderError(new Error(`${method} expired after ${expirySeconds} s`), method)
            })
          )
        }),
      disconnect,
      hold: (namespace) => Ref.modify(held, (set) => [!set.has(namespace), new Set([...set, namespace])]),
      letGo: (namespace) =>
        Effect.gen(function*() {
          const unused = yield* drop(namespace)
          // A connect still waiting decides when it adopts or leaves (dropUnclaimed).
          const provider = yield* currentProvider
          if (unused && (yield* Ref.get(adopting)) === 0 && provider?.session !== undefined) yield* endSession(provider)
        }),
      release: (namespace) =>
        Effect.gen(function*() {
          // One step, as disconnect() releases every namespace at once: only the last release ends the session.
          const last = yield* drop(namespace)
          if (last) yield* disconnect
        }),
      events: Stream.fromPubSub(events),
      publish
    }
  })
