/**
 * The sign-in flow (SPEC §4), loaded with import() only when a `siwx` or `siweConfig` option is set:
 * after a connection, with the network supported and no session for the account on its chain, the modal opens on the sign view. Approve signs and stores the
 * session (modal closes, SIWX_AUTH_SUCCESS); a failed signature or a refused session keeps the sign view
 * with the failure's own text (failures.ts; SIWX_AUTH_ERROR); cancel disconnects when sign-in is required,
 * else closes, then resets to Connect; an initialisation failure disconnects and resets to Connect. A switch of account or chain asks
 * again; a disconnect signs out when configured. A newer account overtakes a pending check or signature.
 */
import * as Effect from "effect/Effect"
import * as FiberHandle from "effect/FiberHandle"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../../../schemas/entities/ids.js"
import { CHAIN_NAMESPACES } from "../../../schemas/namespaces.js"
import { NoActiveCaipAddress, NoActiveCaipNetwork, NoConnectionClient, SiwxInitFailed } from "../../../schemas/errors/siwx.js"
import { Config } from "../../../services/Config.js"
import { Connection, type ConnectionState } from "../../../services/Connection.js"
import { Events } from "../../../services/Events.js"
import { Modal } from "../../../services/Modal.js"
import { Network } from "../../../services/Network.js"
import { Router } from "../../../services/Router.js"
import { Toasts } from "../../../services/Toasts.js"
import { SIWX_DISABLED, type SiwxAccount, type SiwxError, type SiwxShape, type SiwxState, SiwxStatus } from "../../../services/Siwx.js"
import { siwxBackend } from "./backend.js"
import { siwxDisabled } from "./disabled.js"
import { signingFailure, storingFailure } from "./failures.js"

/** The account of a namespace's connected session, if any. */
const accountOf = (state: ConnectionState, namespace: ChainNamespace): SiwxAccount | undefined => {
  const { session, status } = state.namespaces[namespace]
  if (status !== "connected" || session === undefined) return undefined
  return { namespace, caipAddress: session.caipAddress, chainId: session.caipNetworkId, address: session.address }
}

/** Builds the flow over the instance's services; its watchers live in the layer's scope. */
export const makeSiwxFlow: Effect.Effect<
  SiwxShape,
  never,
  Scope.Scope | SiwxStatus | Connection | Network | Router | Modal | Events | Config | Toasts
> = Effect.gen(function*() {
  const status = yield* SiwxStatus
  const config = yield* Config
  const connection = yield* Connection
  const network = yield* Network
  const router = yield* Router
  const modal = yield* Modal
  const events = yield* Events
  const toasts = yield* Toasts
  const backend = siwxBackend(config)
  const check = yield* FiberHandle.make<void, never>()
  const update = (change: (s: SiwxState) => SiwxState) => SubscriptionRef.update(status, change)

  if (backend === undefined) return siwxDisabled(status)
  yield* SubscriptionRef.set(status, { ...SIWX_DISABLED, enabled: true, required: backend.required, view: backend.view })
  const signRoute = { view: backend.view } as const

  const showSignView = Effect.gen(function*() {
    if (!(yield* modal.state.get).open) yield* Effect.ignore(modal.open())
    yield* router.reset(signRoute)
  })

  const activeAccount = Effect.gen(function*() {
    const { activeNamespace } = yield* network.state.get
    return accountOf(yield* connection.state.get, activeNamespace)
  })

  /** A sign view no longer asked for gives way to the modal's home (Account, UnsupportedChain, Connect). */
  const leaveSignView = Effect.gen(function*() {
    if ((yield* router.state.get).view === backend.view) yield* router.reset(yield* modal.homeRoute)
  })

  const resetToConnect = Effect.gen(function*() {
    yield* router.reset({ view: "Connect" })
  })

  /** SPEC §4 "Initialisation failure disconnects and resets to Connect". */
  const initFailed = (account: SiwxAccount, cause: unknown) =>
    Effect.gen(function*() {
      const error = new SiwxInitFailed({ cause })
      yield* update((s) => ({ ...s, status: "idle", pending: undefined, error }))
      yield* events.track({ _tag: "SIWX_AUTH_ERROR", message: error.message, error })
      yield* connection.disconnect(account.namespace)
      yield* resetToConnect
      return error
    })

  /** Asks for a sign-in when this account has no session on its chain. */
  const checkAccount = (account: SiwxAccount) =>
    Effect.gen(function*() {
      const supported = (yield* network.state.get).unsupported[account.namespace] === undefined
      if (!supported || !backend.supports(account)) {
        yield* update((s) => ({ ...s, status: "idle", pending: undefined }))
        // A sign view left from the previous chain gives way to what the modal shows now (UnsupportedChain).
        return yield* leaveSignView
      }
      yield* update((s) => ({ ...s, status: "checking", pending: undefined, error: undefined }))
      const signedIn = yield* Effect.either(backend.hasSession(account))
      if (signedIn._tag === "Left") return yield* Effect.asVoid(initFailed(account, signedIn.left))
      if (signedIn.right) {
        yield* update((s) => ({
          ...s,
          status: "idle",
          pending: undefined,
          signedIn: [...s.signedIn.filter((a) => a !== account.caipAddress), account.caipAddress]
        }))
        // Back on a signed-in account (another namespace's sign view was shown): that sign view gives way.
        return yield* leaveSignView
      }
      yield* update((s) => ({ ...s, status: "awaiting", pending: account, error: undefined }))
      yield* showSignView
    })

  const signOutAccount = (account: SiwxAccount) =>
    Effect.gen(function*() {
      yield* update((s) => ({ ...s, signedIn: s.signedIn.filter((a) => a !== account.caipAddress) }))
      yield* Effect.ignore(backend.revoke(account))
    })

  /** SPEC §4 sign out on disconnect: every account of the namespace signed in during this connection. */
  const signOutNamespace = (gone: SiwxAccount) =>
    Effect.gen(function*() {
      const prefix = `${gone.namespace}:`
      const others = (yield* SubscriptionRef.get(status)).signedIn.filter((a) => a.startsWith(prefix) && a !== gone.caipAddress)
      for (const caipAddress of others) {
        const [namespace, reference, address] = caipAddress.split(":")
        if (reference === undefined || address === undefined) continue
        yield* signOutAccount({ namespace: gone.namespace, caipAddress, chainId: `${namespace}:${reference}`, address })
      }
      yield* signOutAccount(gone)
    })

  // Connection and network changes: a new active account (or chain, or namespace) is checked; a disconnect
  // signs out. Only the active account is asked (SPEC §4): another namespace connected by the same wallet is
  // asked when it becomes the active one.
  let last: Partial<Record<ChainNamespace, SiwxAccount>> = {}
  let checked: string | undefined
  yield* Stream.merge(Stream.as(connection.state.changes, undefined), Stream.as(network.state.changes, undefined)).pipe(
    Stream.runForEach(() =>
      Effect.gen(function*() {
        const state = yield* connection.state.get
        const { activeNamespace } = yield* network.state.get
        const previous = last
        const next: Partial<Record<ChainNamespace, SiwxAccount>> = {}
        for (const namespace of CHAIN_NAMESPACES) {
          const account = accountOf(state, namespace)
          if (account !== undefined) next[namespace] = account
        }
        last = next
        for (const namespace of CHAIN_NAMESPACES) {
          const gone = previous[namespace]
          if (gone !== undefined && next[namespace] === undefined && backend.signOutOnDisconnect) yield* signOutNamespace(gone)
        }
        const active = next[activeNamespace]
        if (active === undefined) {
          if (checked !== undefined) {
            checked = undefined
            yield* FiberHandle.clear(check)
            yield* update((s) => ({ ...s, status: "idle", pending: undefined }))
          }
          return
        }
        if (checked === active.caipAddress) return
        checked = active.caipAddress
        // A newer account overtakes the check (or signature) of the previous one.
        yield* FiberHandle.run(check, checkAccount(active))
      })
    ),
    Effect.forkScoped
  )

  // The connect intent routes home after connecting; while a sign-in waits, home is the sign view.
  yield* router.state.changes.pipe(
    Stream.runForEach((route) =>
      Effect.gen(function*() {
        const { pending } = yield* SubscriptionRef.get(status)
        if (pending !== undefined && route.view === "Account" && (yield* modal.state.get).open) yield* router.reset(signRoute)
      })
    ),
    Effect.forkScoped
  )

  const failSigning = (account: SiwxAccount, error: SiwxError) =>
    Effect.gen(function*() {
      yield* update((s) => (s.pending?.caipAddress === account.caipAddress ? { ...s, status: "awaiting", error } : s))
      yield* events.track({ _tag: "SIWX_AUTH_ERROR", message: error.message, error })
      yield* showSignView
      return yield* Effect.fail(error)
    })

  const sign = Effect.gen(function*() {
    const account = (yield* SubscriptionRef.get(status)).pending ?? (yield* activeAccount)
    if (account === undefined) return yield* new NoActiveCaipAddress()
    // SPEC §5 "Sign-in needs an active address, network and connection client".
    if ((yield* network.state.get).unsupported[account.namespace] !== undefined) return yield* new NoActiveCaipNetwork()
    yield* update((s) => ({ ...s, status: "signing", pending: account, error: undefined }))
    const created = yield* Effect.either(backend.createMessage(account))
    if (created._tag === "Left") return yield* Effect.flip(initFailed(account, created.left))
    const { text, data } = created.right
    const signature = yield* connection.signMessage(text, account.namespace).pipe(
      Effect.catchAll((cause): Effect.Effect<never, NoConnectionClient | SiwxError> =>
        cause._tag === "ConnectorNotConnected"
          ? Effect.zipRight(update((s) => ({ ...s, status: "idle", pending: undefined })), Effect.fail(new NoConnectionClient()))
          : failSigning(account, signingFailure(cause))
      )
    )
    // The visitor may have switched account while the wallet prompt was open: that account is asked anew.
    if ((yield* SubscriptionRef.get(status)).pending?.caipAddress !== account.caipAddress) return
    // SPEC §8 toast while the signature is verified and stored; gone before the outcome shows.
    const authenticating = yield* toasts.show({ code: "authenticating" })
    yield* backend.addSession(account, { text, data, signature }).pipe(
      Effect.ensuring(toasts.dismiss(authenticating)),
      Effect.catchAll((cause) => failSigning(account, storingFailure(cause)))
    )
    yield* update((s) => ({
      ...s,
      status: "idle",
      pending: undefined,
      error: undefined,
      signedIn: [...s.signedIn.filter((a) => a !== account.caipAddress), account.caipAddress]
    }))
    yield* events.track({ _tag: "SIWX_AUTH_SUCCESS", caipAddress: account.caipAddress })
    yield* modal.close({ force: true })
  }).pipe(Effect.withSpan("Siwx.sign"))

  const cancel = Effect.gen(function*() {
    const { pending } = yield* SubscriptionRef.get(status)
    yield* FiberHandle.clear(check)
    yield* update((s) => ({ ...s, status: "idle", pending: undefined, error: undefined }))
    if (backend.required && pending !== undefined) yield* connection.disconnect(pending.namespace)
    yield* modal.close({ force: true })
    yield* resetToConnect
  }).pipe(Effect.withSpan("Siwx.cancel"))

  const signOut = Effect.gen(function*() {
    const account = yield* activeAccount
    if (account === undefined) return yield* new NoActiveCaipAddress()
    yield* signOutAccount(account)
  }).pipe(Effect.withSpan("Siwx.signOut"))

  return { state: status, sign, cancel, signOut }
})
