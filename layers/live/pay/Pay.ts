/**
 * The Pay program (services/Pay.ts), in its own chunk. It fills the Send service's draft from the host's request
 * and lets the Send flow do the rest (its checks, its one wallet request at a time, its nonce guard), so a payment
 * is made at most once whatever the wallet does. The hash is answered as soon as the wallet sent it.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import type * as Subscribable from "effect/Subscribable"
import { NodeError } from "../../../schemas/errors/chainRpc.js"
import { InvalidAddress, InvalidDecimalNumber } from "../../../schemas/errors/validation.js"
import { UserRejectedRequest } from "../../../schemas/errors/walletRpc.js"
import { PAY_NATIVE_ASSET, PayRequestSchema } from "../../../schemas/pay.js"
import type { PayRequest } from "../../../schemas/payRequest.js"
import { NATIVE_TOKEN_ID, SEND_LABELS } from "../../../schemas/send.js"
import { Account } from "../../../services/Account.js"
import { Connection } from "../../../services/Connection.js"
import { Modal } from "../../../services/Modal.js"
import { Network } from "../../../services/Network.js"
import type { PayError } from "../../../services/Pay.js"
import { Router } from "../../../services/Router.js"
import { SendFeature, type SendState } from "../../../services/Send.js"

export type PayDependencies = SendFeature | Account | Network | Connection | Modal | Router

/** The first value of `ref` (now or later) that `pick` answers for. */
const first = <A, B>(ref: Subscribable.Subscribable<A>, pick: (a: A) => Option.Option<B>): Effect.Effect<B> =>
  Effect.flatMap(Stream.runHead(Stream.filterMap(ref.changes, pick)), (found) => (Option.isSome(found) ? Effect.succeed(found.value) : Effect.never))

/** The visitor walked away: the modal closed, or (`leftView`) it left `view`. */
const walkedAway = (view: "Pay" | undefined) =>
  Effect.gen(function*() {
    const modal = yield* Modal
    const router = yield* Router
    const closed = first(modal.state, (s) => (s.open ? Option.none() : Option.some(undefined)))
    const left = view === undefined ? Effect.never : first(router.state, (s) => (s.view === view ? Option.none() : Option.some(undefined)))
    yield* Effect.raceFirst(closed, left)
    return yield* new UserRejectedRequest({ method: "pay" })
  })

/** Why a draft whose label is not "Review Send" cannot be paid. */
const refusal = (s: SendState, request: PayRequest): PayError | undefined => {
  switch (s.label) {
    case SEND_LABELS.review:
      return undefined
    case SEND_LABELS.invalidAddress:
      return new InvalidAddress({ address: request.recipient })
    case SEND_LABELS.insufficientFunds:
    case SEND_LABELS.fundWallet:
      return new NodeError({ kind: "insufficientFunds" })
    case SEND_LABELS.selectToken:
    case SEND_LABELS.addAmount:
      return s.token === undefined ? new InvalidAddress({ address: request.asset ?? "" }) : new InvalidDecimalNumber({ value: request.amount })
    default:
      return s.error
  }
}

/** Labels that are still on their way to an answer. */
const SETTLING: ReadonlyArray<string> = [SEND_LABELS.estimating, SEND_LABELS.resolving]

/** The host's request decoded (SPEC §5 boundaries): a field of the wrong type names what it is. */
const decoded = (input: unknown) =>
  Schema.decodeUnknown(PayRequestSchema)(input).pipe(
    Effect.mapError(() => {
      const recipient: unknown = typeof input === "object" && input !== null ? Reflect.get(input, "recipient") : undefined
      const amount: unknown = typeof input === "object" && input !== null ? Reflect.get(input, "amount") : undefined
      return typeof recipient !== "string" ? new InvalidAddress({ address: String(recipient) }) : new InvalidDecimalNumber({ value: String(amount) })
    })
  )

// The payment continues in the modal throughout: a connect it waits for does not close it (Modal.continuing).
export const pay = (input: PayRequest): Effect.Effect<string, PayError, PayDependencies> =>
  Effect.flatMap(Modal, (modal) => modal.continuing(payFlow(input))).pipe(Effect.withSpan("Pay.pay"))

const payFlow = (input: PayRequest): Effect.Effect<string, PayError, PayDependencies> =>
  Effect.gen(function*() {
    const request = yield* decoded(input)
    const modal = yield* Modal
    const router = yield* Router
    const account = yield* Account
    if ((yield* account.state.get).eip155 === undefined) {
      // SPEC §1 pay "or connect first": the Connect view, until an EVM account is there or the visitor leaves.
      yield* modal.open({ namespace: "eip155" }).pipe(Effect.orDie)
      yield* Effect.raceFirst(first(account.state, (s) => Option.fromNullable(s.eip155)), walkedAway(undefined))
    }
    const evm = (yield* account.state.get).eip155
    if (request.network !== undefined && evm !== undefined && evm.caipNetworkId !== request.network) {
      const session = (yield* (yield* Connection).state.get).namespaces.eip155.session
      yield* (yield* Network).switchNetwork(request.network, session)
    }

    const send = yield* (yield* SendFeature).load
    yield* send.start("eip155")
    const listed = yield* first(send.state, (s) => (s.tokensStatus === "ready" || s.tokensStatus === "failed" ? Option.some(s) : Option.none()))
    if (listed.tokensStatus === "failed" && listed.error !== undefined) return yield* Effect.fail(listed.error)
    const asset = request.asset ?? PAY_NATIVE_ASSET
    const token = listed.tokens.find((t) => (asset === PAY_NATIVE_ASSET ? t.id === NATIVE_TOKEN_ID : t.id.toLowerCase() === asset.split(":").pop()?.toLowerCase()))
    if (token === undefined) return yield* new InvalidAddress({ address: asset })
    yield* send.selectToken(token.id)
    yield* send.setAmount(request.amount)
    yield* send.setRecipient(request.recipient)
    const ready = yield* first(send.state, (s) => (SETTLING.includes(s.label) || (s.label === SEND_LABELS.review && s.plan === undefined) ? Option.none() : Option.some(s)))
    const refused = refusal(ready, request)
    if (refused !== undefined) return yield* Effect.fail(refused)
    yield* send.review

    if (!(yield* modal.state.get).open) yield* modal.open().pipe(Effect.orDie)
    yield* router.push({ view: "Pay" })
    // The Pay view's button confirms; the wallet's answer ends the call: a hash, or the error it returned to review.
    const outcome = first(send.state, (s): Option.Option<Effect.Effect<string, PayError>> =>
      s.hash !== undefined && s.step !== "review" && s.step !== "form" && s.step !== "signing"
        ? Option.some(Effect.succeed(s.hash))
        : s.step === "review" && s.error !== undefined
        ? Option.some(Effect.fail(s.error))
        : Option.none())
    return yield* Effect.raceFirst(Effect.flatten(outcome), walkedAway("Pay"))
  })
