/**
 * Swap (issue 25; SPEC §1 swaps, §7 convert calls, §9 slippage). State lives in a SubscriptionRef; reads (tokens,
 * quote) run in FiberHandles so a newer draft overtakes an older read. The quote is asked after the debounce on
 * Effect's Clock and again on a Schedule while the view is open. Approve and swap go to the wallet as Send's do:
 * one request at a time in the service's scope (Cancel stops the wait, a late hash is adopted, a second click
 * waits for the first request), and after an answer that may have been lost a new request is made only if the
 * account's nonce has not moved (sendOutcome.ts `mayHaveSent`).
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as FiberHandle from "effect/FiberHandle"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as Schedule from "effect/Schedule"
import type * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { NodeError } from "../../../schemas/errors/chainRpc.js"
import { ConnectorNotConnected } from "../../../schemas/errors/connectors.js"
import { ApiRequestFailed } from "../../../schemas/errors/dataApi.js"
import type { Network as NetworkEntity } from "../../../schemas/entities/Network.js"
import type { SendToken, TransferPlan } from "../../../schemas/send.js"
import { exactApproveData, isSlippage, SWAP_LABELS, SWAP_QUOTE_DEBOUNCE_MS, SWAP_QUOTE_REFRESH_MS, SWAP_SLIPPAGE_DEFAULT_PERCENT } from "../../../schemas/swap.js"
import { formatUnits } from "../../../schemas/units.js"
import { Account } from "../../../services/Account.js"
import { BlockchainApi } from "../../../services/BlockchainApi.js"
import { ChainAdapters, type TransferCapability } from "../../../services/ChainAdapter.js"
import { Connection } from "../../../services/Connection.js"
import { Network } from "../../../services/Network.js"
import { Swap, type SwapError, type SwapShape, type SwapState } from "../../../services/Swap.js"
import { Toasts } from "../../../services/Toasts.js"
import { amountUnits } from "../sendDraft.js"
import { mayHaveSent, withExplorer } from "../sendOutcome.js"
import { assetOf, labelOf, quoteView } from "./swapDraft.js"
import { readSwapTokens } from "./swapTokens.js"

export const INITIAL_SWAP_STATE: SwapState = {
  caipNetworkId: undefined,
  from: undefined,
  tokens: [],
  tokensStatus: "idle",
  sell: undefined,
  buy: undefined,
  amount: "",
  amountUnits: undefined,
  quote: undefined,
  quoteStatus: "idle",
  allowance: undefined,
  slippage: SWAP_SLIPPAGE_DEFAULT_PERCENT,
  label: SWAP_LABELS.selectToken,
  step: "form",
  hash: undefined,
  explorerUrl: undefined,
  error: undefined
}

const derive = (s: SwapState): SwapState => {
  const next = { ...s, amountUnits: amountUnits(s.amount, s.sell) }
  return { ...next, label: labelOf(next) }
}

/** While the wallet or the chain holds an approve or a swap, the form is frozen. */
const isBusy = (s: SwapState): boolean => s.step === "approving" || s.step === "swapping" || s.step === "pending"

/** What a quote was asked for: an answer for another draft is dropped. */
const draftKey = (s: SwapState): string => `${s.sell?.id}|${s.buy?.id}|${s.amountUnits}|${s.slippage}`

/** What the Swap service stands on. */
export type SwapDependencies = ChainAdapters | Connection | Network | Account | BlockchainApi | Toasts

interface SwapContext {
  readonly walletId: string
  readonly from: string
  readonly network: NetworkEntity
  readonly transfers: TransferCapability
  readonly planCall: NonNullable<TransferCapability["planCall"]>
}

export const makeSwap: Effect.Effect<SwapShape, never, SwapDependencies | Scope.Scope> = Effect.gen(function*() {
  const adapters = yield* ChainAdapters
  const api = yield* BlockchainApi
  const connection = yield* Connection
  const networks = yield* Network
  const account = yield* Account
  const toasts = yield* Toasts
  const scope = yield* Effect.scope
  const state = yield* SubscriptionRef.make(INITIAL_SWAP_STATE)
  const tokenRead = yield* FiberHandle.make()
  const quoteRead = yield* FiberHandle.make()
  const refresher = yield* FiberHandle.make()
  const submitting = yield* FiberHandle.make()
  /** The wallet request in flight (at most one, whatever the wallet or the user does); `token` tells it from a newer one. */
  const outstanding = yield* Ref.make<{ readonly fiber: Fiber.RuntimeFiber<void>; readonly approve: boolean; readonly token: object } | undefined>(undefined)
  /** The plan of the last request that failed in a way that may have reached the chain. */
  const uncertain = yield* Ref.make<TransferPlan | undefined>(undefined)
  const lock = yield* Effect.makeSemaphore(1)
  const update = (change: (s: SwapState) => SwapState) => SubscriptionRef.update(state, (s) => derive(change(s)))
  /** The request of `token` is no longer the one the wallet holds (a newer one is left alone). */
  const release = (token: object) => Ref.update(outstanding, (running) => (running?.token === token ? undefined : running))
  /**
   * A request's last state change, with its release in one step under the claim's lock: a click the moment the
   * state offers the next action (Swap after Approve, Try again) starts a new request instead of waiting for this one.
   */
  type Finish = (change: (s: SwapState) => SwapState) => Effect.Effect<void>
  const finisher = (token: object): Finish => (change) => lock.withPermits(1)(Effect.zipRight(release(token), update(change)))

  const contextOf = Effect.gen(function*() {
    const session = (yield* connection.state.get).namespaces.eip155.session
    const snapshot = (yield* account.state.get).eip155
    const network = snapshot === undefined
      ? undefined
      : (yield* networks.state.get).networks.find((n) => n.caipNetworkId === snapshot.caipNetworkId)
    const transfers = adapters.get("eip155")?.transfers
    const planCall = transfers?.planCall
    if (session === undefined || snapshot === undefined || network === undefined || transfers === undefined || planCall === undefined) {
      return yield* new ConnectorNotConnected()
    }
    return { walletId: session.connector.id, from: snapshot.address, network, transfers, planCall } satisfies SwapContext
  })

  /** Asks the quote (and the allowance) for the current draft, after `delay`; a newer draft overtakes it. */
  const requote = (delay: Duration.DurationInput): Effect.Effect<void> =>
    Effect.gen(function*() {
      const draft = yield* SubscriptionRef.get(state)
      const { sell, buy, amountUnits: amount, caipNetworkId, from } = draft
      if (sell === undefined || buy === undefined || amount === undefined || caipNetworkId === undefined || from === undefined || isBusy(draft)) {
        yield* FiberHandle.clear(quoteRead)
        return
      }
      const key = draftKey(draft)
      yield* update((s) => ({ ...s, quoteStatus: "loading" }))
      yield* FiberHandle.run(
        quoteRead,
        Effect.gen(function*() {
          yield* Effect.sleep(delay)
          const gas = yield* api.getGasPrice({ caipNetworkId }).pipe(Effect.option)
          const gasPrice = gas._tag === "Some" ? BigInt(gas.value.standard) : undefined
          const [quotes, allowance] = yield* Effect.all([
            api.getSwapQuotes({
              caipNetworkId,
              amount: String(amount),
              userAddress: `${caipNetworkId}:${from}`,
              from: assetOf(caipNetworkId, sell),
              to: assetOf(caipNetworkId, buy),
              gasPrice: String(gasPrice ?? 0n)
            }),
            sell.kind === "native"
              ? Effect.succeed(undefined)
              : api.getAllowance({ caipNetworkId, tokenAddress: assetOf(caipNetworkId, sell), userAddress: `${caipNetworkId}:${from}` })
          ], { concurrency: "unbounded" })
          const buyAmount = quotes[0] === undefined ? undefined : BigInt(quotes[0].toAmount.split(".")[0] ?? "0")
          if (buyAmount === undefined) return yield* new ApiRequestFailed({ path: "/v1/convert/quotes" })
          return { quote: quoteView(sell, buy, amount, buyAmount, draft.slippage, gasPrice), allowance }
        }).pipe(
          Effect.matchEffect({
            onSuccess: ({ quote, allowance }) =>
              update((s) => (draftKey(s) === key && !isBusy(s) ? { ...s, quote, allowance, quoteStatus: "ready", error: undefined } : s)),
            onFailure: (error: SwapError) =>
              update((s) => (draftKey(s) === key && !isBusy(s) ? { ...s, quote: undefined, quoteStatus: "failed", error } : s))
          })
        )
      )
    })

  /** Changes the form unless the wallet or chain holds it, then asks the quote after the debounce. */
  const edit = (change: (s: SwapState) => SwapState) =>
    Effect.gen(function*() {
      const changed = yield* SubscriptionRef.modify(state, (s) =>
        isBusy(s) ? [false, s] : [true, derive({ ...change(s), quote: undefined, quoteStatus: "idle", step: "form", error: undefined })])
      if (changed) yield* requote(Duration.millis(SWAP_QUOTE_DEBOUNCE_MS))
    })

  const loadTokens = (forceUpdate: boolean) =>
    FiberHandle.run(
      tokenRead,
      Effect.gen(function*() {
        const { caipNetworkId, from } = yield* SubscriptionRef.get(state)
        if (caipNetworkId === undefined || from === undefined) return yield* new ConnectorNotConnected()
        yield* update((s) => ({ ...s, tokensStatus: "loading" }))
        const tokens = yield* readSwapTokens(api, caipNetworkId, from, forceUpdate)
        const find = (token: SendToken | undefined) => (token === undefined ? undefined : tokens.find((t) => t.id === token.id))
        yield* update((s) =>
          s.caipNetworkId === caipNetworkId
            ? { ...s, tokens, tokensStatus: "ready", sell: find(s.sell) ?? tokens[0], buy: find(s.buy) ?? tokens.find((t) => t.id !== (find(s.sell) ?? tokens[0])?.id) }
            : s)
      }).pipe(Effect.catchAll((error: SwapError) => update((s) => ({ ...s, tokensStatus: "failed", error }))))
    )

  /** Hands `plan` to the wallet, unless an earlier request that may have landed has moved the account's nonce. */
  const send = (context: SwapContext, plan: TransferPlan) =>
    Effect.gen(function*() {
      const doubtful = yield* Ref.getAndSet(uncertain, undefined)
      if (doubtful !== undefined && plan._tag === "evm" && doubtful._tag === "evm" && plan.accountNonce > doubtful.accountNonce) {
        return yield* new NodeError({ kind: "nonceTooLow" })
      }
      return yield* context.transfers.submit(context.walletId, context.network, plan).pipe(
        Effect.tapError((error) => (mayHaveSent(error) ? Ref.set(uncertain, plan) : Effect.void))
      )
    })

  /** Waits for the transaction's outcome: true when it did what it said. */
  const settled = (context: SwapContext, hash: string) =>
    Effect.map(context.transfers.outcome(context.network, hash), (outcome) => outcome === "success" || (typeof outcome === "object" && outcome.replacement?.status === "success"))

  /** The approve of the exact amount (the API's approve narrowed), then the allowance read again. */
  const approveRequest = (sell: SendToken, buy: SendToken, amount: bigint, caipNetworkId: string, finish: Finish) =>
    Effect.gen(function*() {
      const context = yield* contextOf
      const user = `${caipNetworkId}:${context.from}`
      const tx = yield* api.buildApproveTransaction({ caipNetworkId, userAddress: user, from: assetOf(caipNetworkId, sell), to: assetOf(caipNetworkId, buy) })
      const data = exactApproveData(tx.data, amount)
      // Only an approve of the token we sell is signed.
      if (data === undefined || tx.to.toLowerCase() !== sell.id.toLowerCase()) return yield* new ApiRequestFailed({ path: "/v1/convert/build-approve" })
      const plan = yield* context.planCall(context.network, { to: tx.to, data, value: 0n, transfer: { from: context.from, to: tx.to, token: sell, amount } })
      const toast = yield* toasts.show({ code: "approving", symbol: sell.symbol })
      const hash = yield* send(context, plan).pipe(Effect.tapError(() => toasts.dismiss(toast)))
      yield* update((s) => ({ ...s, hash, ...withExplorer(context.network, hash) }))
      const ok = yield* settled(context, hash).pipe(Effect.tapError(() => toasts.dismiss(toast)))
      if (!ok) return yield* new NodeError({ kind: "executionReverted" })
      yield* toasts.show({ code: "approved", amount: { units: amount, decimals: sell.decimals, symbol: sell.symbol } })
      yield* finish((s) => ({ ...s, step: "form", allowance: amount >= (s.allowance ?? 0n) ? amount : s.allowance }))
    })

  /** Re-quotes (a moved quote is shown again), builds, plans and sends the swap, then waits for the chain. */
  const swapRequest = (draft: SwapState, sell: SendToken, buy: SendToken, amount: bigint, caipNetworkId: string, finish: Finish) =>
    Effect.gen(function*() {
      const context = yield* contextOf
      const user = `${caipNetworkId}:${context.from}`
      const [fresh] = yield* api.getSwapQuotes({
        caipNetworkId, amount: String(amount), userAddress: user, from: assetOf(caipNetworkId, sell), to: assetOf(caipNetworkId, buy), gasPrice: "0"
      })
      const buyAmount = fresh === undefined ? undefined : BigInt(fresh.toAmount.split(".")[0] ?? "0")
      if (buyAmount === undefined) return yield* new ApiRequestFailed({ path: "/v1/convert/quotes" })
      if (draft.step !== "requote" && buyAmount !== draft.quote?.buyAmount) {
        const quote = quoteView(sell, buy, amount, buyAmount, draft.slippage, undefined)
        yield* finish((s) => ({ ...s, step: "requote", quote: { ...quote, networkFee: draft.quote?.networkFee } }))
        return
      }
      const tx = yield* api.buildSwapTransaction({
        caipNetworkId, amount: String(amount), eip155: { slippage: String(draft.slippage) }, from: assetOf(caipNetworkId, sell), to: assetOf(caipNetworkId, buy), userAddress: user
      })
      const value = BigInt(tx.value ?? "0")
      // The node refuses here a swap that would revert (slippage too tight, allowance short): NodeError.
      const plan = yield* context.planCall(context.network, { to: tx.to, data: tx.data, value, transfer: { from: context.from, to: tx.to, token: sell, amount } })
      const toast = yield* toasts.show({ code: "swapping", sell: sell.symbol, buy: buy.symbol })
      const hash = yield* send(context, plan).pipe(Effect.tapError(() => toasts.dismiss(toast)))
      yield* update((s) => ({ ...s, step: "pending", hash, ...withExplorer(context.network, hash) }))
      const ok = yield* settled(context, hash).pipe(Effect.tapError(() => toasts.dismiss(toast)))
      yield* account.refreshBalance("eip155").pipe(Effect.ignore)
      if (!ok) {
        yield* finish((s) => ({ ...s, step: "reverted", error: new NodeError({ kind: "executionReverted" }) }))
        yield* toasts.show({ code: "failed", error: new NodeError({ kind: "executionReverted" }) })
        return
      }
      yield* finish((s) => ({ ...s, step: "confirmed", error: undefined }))
      yield* toasts.show({ code: "swapped", amount: { units: amount, decimals: sell.decimals, symbol: sell.symbol }, buy: buy.symbol })
      yield* loadTokens(true)
    })

  /** The one wallet request, in the service's scope: only the wallet's wait can be interrupted (the instance closing). */
  const walletRequest = (draft: SwapState, approve: boolean, token: object) => {
    const { sell, buy, amountUnits: amount, caipNetworkId } = draft
    if (sell === undefined || buy === undefined || amount === undefined || caipNetworkId === undefined) return Effect.void
    const finish = finisher(token)
    const request = approve ? approveRequest(sell, buy, amount, caipNetworkId, finish) : swapRequest(draft, sell, buy, amount, caipNetworkId, finish)
    return request.pipe(
      Effect.catchAll((error: SwapError) =>
        Effect.zipRight(
          finish((s) => ({ ...s, step: s.step === "requote" ? "requote" : "form", error })),
          toasts.show({ code: "failed", error })
        )),
      // Interrupted (the instance closing), or ended on a path without a last state change.
      Effect.ensuring(lock.withPermits(1)(release(token))),
      Effect.zipRight(approve ? requote(Duration.zero) : Effect.void),
      Effect.withSpan(approve ? "Swap.approve" : "Swap.swap")
    )
  }

  /** Claims the form for the wallet: the outstanding request, or a new one for what the label offers. */
  const claim = lock.withPermits(1)(Effect.gen(function*() {
    const running = yield* Ref.get(outstanding)
    if (running !== undefined) {
      // The wallet still holds an earlier request (the wait was cancelled): wait for that one again, never ask twice.
      yield* update((c) => ({ ...c, step: running.approve ? "approving" : "swapping", error: undefined }))
      return running.fiber
    }
    const s = yield* SubscriptionRef.get(state)
    const approve = s.label === SWAP_LABELS.approve
    if (!approve && s.label !== SWAP_LABELS.swap && s.label !== SWAP_LABELS.acceptQuote) return undefined
    yield* FiberHandle.clear(quoteRead)
    yield* update((c) => ({ ...c, step: approve ? "approving" : "swapping", error: undefined }))
    const token = {}
    const fiber = yield* Effect.forkIn(walletRequest(s, approve, token), scope)
    yield* Ref.set(outstanding, { fiber, approve, token })
    return fiber
  }))

  const submit: Effect.Effect<void> = Effect.gen(function*() {
    const request = yield* claim
    if (request === undefined) return
    // Waiting is separate from the request: interrupting it (Cancel) leaves the request to the wallet.
    const wait = Fiber.await(request).pipe(
      Effect.onInterrupt(() => update((s) => (s.step === "approving" || s.step === "swapping" ? { ...s, step: "form" } : s)))
    )
    yield* Fiber.await(yield* FiberHandle.run(submitting, wait, { onlyIfMissing: true }))
  }).pipe(Effect.withSpan("Swap.submit"))

  /** Asks the shown quote again on the timer while the view is open and the form is idle. */
  const refreshLoop = Effect.gen(function*() {
    const s = yield* SubscriptionRef.get(state)
    if (s.step === "form" && s.quoteStatus !== "loading") yield* requote(Duration.zero)
  }).pipe(Effect.repeat(Schedule.spaced(Duration.millis(SWAP_QUOTE_REFRESH_MS))), Effect.delay(Duration.millis(SWAP_QUOTE_REFRESH_MS)))

  const service: SwapShape = {
    state,
    start: Effect.gen(function*() {
      const snapshot = (yield* account.state.get).eip155
      const began = yield* SubscriptionRef.modify(state, (s) =>
        isBusy(s) ? [false, s] : [true, derive({ ...INITIAL_SWAP_STATE, slippage: s.slippage, caipNetworkId: snapshot?.caipNetworkId, from: snapshot?.address })])
      yield* FiberHandle.run(refresher, refreshLoop, { onlyIfMissing: true })
      if (!began) return
      yield* FiberHandle.clear(quoteRead)
      yield* loadTokens(false)
    }).pipe(Effect.withSpan("Swap.start")),
    stop: FiberHandle.clear(refresher),
    selectSell: (id) =>
      edit((s) => {
        const sell = s.tokens.find((t) => t.id === id) ?? s.sell
        return { ...s, sell, buy: s.buy?.id === sell?.id ? s.sell : s.buy, allowance: undefined }
      }),
    selectBuy: (id) =>
      edit((s) => {
        const buy = s.tokens.find((t) => t.id === id) ?? s.buy
        return { ...s, buy, sell: s.sell?.id === buy?.id ? s.buy : s.sell, allowance: s.sell?.id === buy?.id ? undefined : s.allowance }
      }),
    flip: edit((s) => ({ ...s, sell: s.buy, buy: s.sell, amount: "", allowance: undefined })),
    setAmount: (amount) => edit((s) => ({ ...s, amount })),
    setMax: Effect.gen(function*() {
      const s = yield* SubscriptionRef.get(state)
      const sell = s.sell
      if (sell === undefined) return
      const reserve = sell.kind === "native" ? (s.quote?.networkFee ?? 0n) * 2n : 0n
      const max = sell.balance > reserve ? sell.balance - reserve : 0n
      yield* edit((c) => ({ ...c, amount: formatUnits(max, sell.decimals) }))
    }),
    setSlippage: (percent) => (isSlippage(percent) ? edit((s) => ({ ...s, slippage: percent })) : Effect.void),
    refreshQuote: requote(Duration.zero),
    submit,
    cancel: FiberHandle.clear(submitting)
  }
  return service
})

/** The Swap service as a layer (tests; the app loads it through SwapFeature). */
export const SwapLive: Layer.Layer<Swap, never, SwapDependencies> = Layer.scoped(Swap, makeSwap)
