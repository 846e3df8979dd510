/**
 * The Names service (SPEC §4 name registration): the form's state in a SubscriptionRef; the availability check in a
 * FiberHandle after the debounce, so a newer label overtakes an older check. The registration (sign, then register)
 * is one fiber in the service's scope, at most one at a time: a second `register` waits for it again, and leaving
 * the view stops the wait, not the wallet (its late signature is registered, once).
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as FiberHandle from "effect/FiberHandle"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { DEBOUNCE_DEFAULT_MS } from "../../../schemas/constants.js"
import { ConnectorBadResponse } from "../../../schemas/errors/connectors.js"
import { isSignedMessage } from "../../../schemas/validators/core/hash.js"
import { Account } from "../../../services/Account.js"
import { BlockchainApi } from "../../../services/BlockchainApi.js"
import { Connection } from "../../../services/Connection.js"
import type { NamesShape, NamesState } from "../../../services/Names.js"
import { Network } from "../../../services/Network.js"
import { Portfolio } from "../../../services/Portfolio.js"
import { Router } from "../../../services/Router.js"
import { localAvailability, lookUpAvailability } from "./availability.js"
import { registrationMessage, registrationTarget } from "./registration.js"

/** The form before anything is typed. */
export const INITIAL_NAMES_STATE: NamesState = { input: "", availability: { status: "empty" }, step: "form", name: undefined, error: undefined }

/** What the Names service stands on. */
export type NamesDependencies = Account | BlockchainApi | Connection | Network | Portfolio | Router

/** SPEC §9 debounce: how long the label must stay unchanged before it is looked up. */
const CHECK_DEBOUNCE = Duration.millis(DEBOUNCE_DEFAULT_MS)

/** While the wallet or the API holds a registration, the label is frozen. */
const isBusy = (s: NamesState): boolean => s.step === "signing" || s.step === "registering"

export const makeNames: Effect.Effect<NamesShape, never, NamesDependencies | Scope.Scope> = Effect.gen(function*() {
  const account = yield* Account
  const api = yield* BlockchainApi
  const connection = yield* Connection
  const network = yield* Network
  const portfolio = yield* Portfolio
  const router = yield* Router
  const scope = yield* Effect.scope
  const state = yield* SubscriptionRef.make(INITIAL_NAMES_STATE)
  const checks = yield* FiberHandle.make()
  /** The registration in flight: at most one, whatever the wallet or the visitor does. */
  const outstanding = yield* Ref.make<Fiber.RuntimeFiber<void> | undefined>(undefined)
  const lock = yield* Effect.makeSemaphore(1)
  const update = (change: (s: NamesState) => NamesState) => SubscriptionRef.update(state, change)

  /** The network names are looked up on: the EVM account's, else the active EVM network. */
  const lookupNetwork = Effect.gen(function*() {
    const evm = (yield* account.state.get).eip155
    const net = yield* network.state.get
    return evm?.caipNetworkId ?? net.activeByNamespace.eip155?.caipNetworkId ?? net.active.caipNetworkId
  })

  const setName = (label: string) =>
    Effect.gen(function*() {
      const availability = localAvailability(label)
      const changed = yield* SubscriptionRef.modify(state, (s) =>
        isBusy(s) ? [false, s] : [true, { ...s, input: label, availability, step: "form" as const, error: undefined }])
      if (!changed) return
      if (availability.status !== "checking") return yield* FiberHandle.clear(checks)
      yield* FiberHandle.run(
        checks,
        Effect.gen(function*() {
          yield* Effect.sleep(CHECK_DEBOUNCE)
          const checked = yield* lookUpAvailability(api, yield* lookupNetwork, availability.name)
          // Only the label it was asked for: an answer for an older one is dropped.
          yield* update((s) => (s.input === label && !isBusy(s) ? { ...s, availability: checked } : s))
        })
      )
    }).pipe(Effect.withSpan("Names.setName"))

  /** Leaves RegisterAccountNameSuccess for the form when the modal still shows it (SPEC §4 failure). */
  const backToForm = Effect.gen(function*() {
    if ((yield* router.state.get).view === "RegisterAccountNameSuccess") yield* router.pop
  })

  /** Sign, then register: the one request of a claim. Settles under the lock, so `register` sees it running or done. */
  const registration = (name: string) => {
    const request = Effect.gen(function*() {
      const target = yield* registrationTarget(account, connection)
      const message = yield* registrationMessage(name)
      yield* router.push({ view: "RegisterAccountNameSuccess", name })
      const signature = yield* connection.signMessage(message, "eip155")
      if (!isSignedMessage(signature)) return yield* new ConnectorBadResponse({ method: "personal_sign" })
      yield* update((s) => ({ ...s, step: "registering" }))
      const { address, caipNetworkId, profileImage } = target.account
      yield* api.registerName({ caipNetworkId, name, coinType: target.coinType, address, message, signature })
      // SPEC §4 "success sets the profile name": the button now, the Account view from the refreshed identity.
      yield* account.setProfile({ namespace: "eip155", address, caipNetworkId }, { name, image: profileImage })
      yield* portfolio.loadIdentity
    })
    // Only the wallet's wait can be interrupted (the instance closing): an answer is always recorded.
    return Effect.uninterruptibleMask((restore) =>
      restore(request).pipe(
        Effect.matchEffect({
          onSuccess: () => lock.withPermits(1)(Effect.zipRight(Ref.set(outstanding, undefined), update((s) => ({ ...s, step: "registered" })))),
          onFailure: (error) =>
            lock.withPermits(1)(Effect.all([Ref.set(outstanding, undefined), update((s) => ({ ...s, step: "form", error })), backToForm]))
        })
      )
    ).pipe(Effect.asVoid, Effect.withSpan("Names.registration"))
  }

  /** The outstanding registration, or a new one for the free name on the form. */
  const claim = lock.withPermits(1)(Effect.gen(function*() {
    const running = yield* Ref.get(outstanding)
    if (running !== undefined) return running
    const s = yield* SubscriptionRef.get(state)
    if (s.step !== "form" || s.availability.status !== "available") return undefined
    const name = s.availability.name
    yield* update((c) => ({ ...c, step: "signing", name, error: undefined }))
    const fiber = yield* Effect.forkIn(registration(name), scope)
    yield* Ref.set(outstanding, fiber)
    return fiber
  }))

  const register: Effect.Effect<void> = Effect.gen(function*() {
    const request = yield* claim
    // Waiting is separate from the request: interrupting it leaves the request to the wallet.
    if (request !== undefined) yield* Fiber.await(request)
  }).pipe(Effect.withSpan("Names.register"))

  const start = Effect.gen(function*() {
    const began = yield* SubscriptionRef.modify(state, (s) => (s.step === "registered" ? [true, INITIAL_NAMES_STATE] : [false, s]))
    if (began) yield* FiberHandle.clear(checks)
  })

  return { state, start, setName, register } satisfies NamesShape
})
