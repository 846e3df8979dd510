/**
 * Send (SPEC §1 send, §9 pending transactions limit 99). State lives in SubscriptionRefs; reads (tokens, fee
 * plan) run in FiberHandles so a newer draft overtakes an older read. At most one wallet request at a time, in
 * the service's scope: Cancel or leaving the view stops waiting for it, a confirm meanwhile waits for it again,
 * and a hash it returns late is adopted. The wallet owns the EVM nonce, so a retry after an answer that may
 * have been lost is sent only if the account's nonce has not moved (Solana resends the same signed message).
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as FiberHandle from "effect/FiberHandle"
import * as FiberMap from "effect/FiberMap"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { DEBOUNCE_DEFAULT_MS, PENDING_TRANSACTIONS_LIMIT } from "../../schemas/constants.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { Network as NetworkEntity } from "../../schemas/entities/Network.js"
import { NodeError } from "../../schemas/errors/chainRpc.js"
import { ConnectorNotConnected } from "../../schemas/errors/connectors.js"
import { addPending, isRecipientName, type PendingTransaction, planExpiry, SEND_LABELS, type TransferPlan } from "../../schemas/send.js"
import { formatUnits } from "../../schemas/units.js"
import { Account } from "../../services/Account.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { Ens } from "../../services/Ens.js"
import { ChainAdapters, type TransferCapability } from "../../services/ChainAdapter.js"
import { Connection } from "../../services/Connection.js"
import { Network } from "../../services/Network.js"
import { Portfolio } from "../../services/Portfolio.js"
import { Send, type SendShape, type SendState } from "../../services/Send.js"
import { Storage } from "../../services/Storage.js"
import { amountUnits, isPlannable, labelOf, maxUnits, recipientAddress } from "./sendDraft.js"
import { endedState, mayHaveSent, withExplorer } from "./sendOutcome.js"
import { ensResolutionOf, resolutionOf } from "./sendNames.js"
import { keptToken, unlistedTokens, withListedNames } from "./sendHoldings.js"
import { readBalances, readPrices } from "./sendPrices.js"
import { refreshAfterSend } from "./sendRefresh.js"
import { makeAccountCodeCache } from "./accountCodeCache.js"
import { smartAccountStatus } from "./smartAccount.js"

/** The state before `start`. */
export const INITIAL_SEND_STATE: SendState = {
  namespace: undefined,
  caipNetworkId: undefined,
  from: undefined,
  tokens: [],
  tokensStatus: "idle",
  token: undefined,
  amount: "",
  amountUnits: undefined,
  recipient: "",
  resolution: undefined,
  plan: undefined,
  planStatus: "idle",
  label: SEND_LABELS.selectToken,
  step: "form",
  hash: undefined,
  explorerUrl: undefined,
  error: undefined
}

/** Recomputes what derives from the draft (amount in base units, label). */
const derive = (s: SendState): SendState => {
  const units = amountUnits(s.amount, s.token)
  const next = { ...s, amountUnits: units }
  return { ...next, label: labelOf(next) }
}

/** While the wallet or the chain holds the transfer, the draft is frozen. */
const isBusy = (s: SendState): boolean => s.step === "signing" || s.step === "pending"

/** Everything a transfer needs about the namespace's connected account. */
interface SendContext {
  readonly namespace: ChainNamespace
  readonly walletId: string
  readonly from: string
  readonly network: NetworkEntity
  readonly transfers: TransferCapability
}

/** What the Send service stands on. */
export type SendDependencies = ChainAdapters | Connection | Network | Account | Storage | BlockchainApi | Ens | Portfolio

/** SPEC §9 debounce: how long the recipient must stay unchanged before its name is looked up. */
const NAME_DEBOUNCE = Duration.millis(DEBOUNCE_DEFAULT_MS)

/** Builds the Send service in the current scope over its pending list (SendFeature holds it for Activity). */
export const makeSendWith = (
  pending: SubscriptionRef.SubscriptionRef<ReadonlyArray<PendingTransaction>>
): Effect.Effect<SendShape, never, SendDependencies | Scope.Scope> => Effect.gen(function*() {
    const adapters = yield* ChainAdapters
    const api = yield* BlockchainApi
    const ens = yield* Ens
    const connection = yield* Connection
    const networks = yield* Network
    const account = yield* Account
    const portfolio = yield* Portfolio
    const storage = yield* Storage
    const scope = yield* Effect.scope
    const state = yield* SubscriptionRef.make(INITIAL_SEND_STATE)
    const tokenRead = yield* FiberHandle.make()
    const nameRead = yield* FiberHandle.make()
    const planRead = yield* FiberHandle.make()
    const submitting = yield* FiberHandle.make()
    /** The wallet request in flight (at most one, whatever the wallet or the user does). */
    const outstanding = yield* Ref.make<{ readonly plan: TransferPlan; readonly fiber: Fiber.RuntimeFiber<void> } | undefined>(undefined)
    /** The last plan whose request failed in a way that may have reached the chain. */
    const uncertain = yield* Ref.make<TransferPlan | undefined>(undefined)
    const lock = yield* Effect.makeSemaphore(1)
    const watchers = yield* FiberMap.make<string>()
    const codeCache = yield* makeAccountCodeCache
    const update = (change: (s: SendState) => SendState) => SubscriptionRef.update(state, change)

    const networkOf = (caipNetworkId: string) =>
      Effect.map(networks.state.get, (s) => s.networks.find((n) => n.caipNetworkId === caipNetworkId))

    const contextOf = (namespace: ChainNamespace) =>
      Effect.gen(function*() {
        const session = (yield* connection.state.get).namespaces[namespace].session
        const snapshot = (yield* account.state.get)[namespace]
        const network = snapshot === undefined ? undefined : yield* networkOf(snapshot.caipNetworkId)
        const transfers = adapters.get(namespace)?.transfers
        if (session === undefined || snapshot === undefined || network === undefined || transfers === undefined) {
          return yield* new ConnectorNotConnected()
        }
        return { namespace, walletId: session.connector.id, from: snapshot.address, network, transfers } satisfies SendContext
      })

    /** Changes the draft unless the wallet or chain holds it; `replan` re-prepares when the draft is complete. */
    const edit = (change: (s: SendState) => SendState) =>
      Effect.gen(function*() {
        const changed = yield* SubscriptionRef.modify(state, (s) => {
          if (isBusy(s)) return [false, s]
          const next = derive({ ...change(s), plan: undefined, planStatus: "idle", error: undefined, step: "form", hash: undefined, explorerUrl: undefined })
          return [true, next]
        })
        if (changed) yield* replan
      })

    /** Prepares the current draft (its fee); an answer for an older draft is dropped. */
    const replan: Effect.Effect<void> = Effect.gen(function*() {
      const draft = yield* SubscriptionRef.get(state)
      if (!isPlannable(draft) || draft.namespace === undefined || draft.token === undefined || draft.amountUnits === undefined) {
        yield* FiberHandle.clear(planRead)
        return
      }
      const to = recipientAddress(draft)
      const same = (s: SendState) =>
        s.token?.id === draft.token?.id && s.amountUnits === draft.amountUnits && s.recipient === draft.recipient &&
        recipientAddress(s) === to && !isBusy(s)
      const transfer = { from: draft.from ?? "", to, token: draft.token, amount: draft.amountUnits }
      const namespace = draft.namespace
      yield* update((s) => derive({ ...s, planStatus: "loading" }))
      yield* FiberHandle.run(
        planRead,
        Effect.gen(function*() {
          const context = yield* contextOf(namespace)
          return yield* context.transfers.plan(context.network, { ...transfer, from: context.from })
        }).pipe(
          Effect.matchEffect({
            onSuccess: (plan) => update((s) => (same(s) ? derive({ ...s, plan, planStatus: "ready" }) : s)),
            onFailure: (error) =>
              update((s) => (same(s) ? derive({ ...s, planStatus: "failed", error }) : s))
          })
        )
      )
    })

    /**
     * Resolves a recipient typed as a name, once it stayed unchanged for the debounce (a newer input interrupts
     * this lookup), then prepares the draft for the address found.
     */
    const resolveRecipient = Effect.gen(function*() {
      const draft = yield* SubscriptionRef.get(state)
      const name = draft.recipient.trim()
      if (draft.resolution?.status !== "resolving" || draft.resolution.name !== name) return yield* FiberHandle.clear(nameRead)
      const { namespace, caipNetworkId } = draft
      yield* FiberHandle.run(
        nameRead,
        Effect.gen(function*() {
          yield* Effect.sleep(NAME_DEBOUNCE)
          if (namespace === undefined || caipNetworkId === undefined) return { name, status: "failed" as const }
          const network = yield* networkOf(caipNetworkId)
          if (namespace === "eip155" && network !== undefined && ens.universalResolverOf(network) !== undefined) {
            const viaEns = yield* ensResolutionOf(ens, network, name)
            if (viaEns !== undefined) return viaEns
          }
          const record = yield* api.lookupName({ caipNetworkId, name })
          return resolutionOf(name, record, namespace, caipNetworkId)
        }).pipe(
          Effect.orElseSucceed(() => ({ name, status: "failed" as const })),
          Effect.flatMap((resolution) =>
            Effect.zipRight(
              update((s) => (s.recipient.trim() === name && !isBusy(s) ? derive({ ...s, resolution }) : s)),
              replan
            )
          )
        )
      )
    })

    /**
     * Reads the namespace's tokens: the chain's list first (the native coin preselected), then every token the data
     * plane lists (the Tokens tab's source) read from the chain, then prices. The chosen token follows its new balance.
     */
    const loadTokens = (namespace: ChainNamespace) =>
      FiberHandle.run(
        tokenRead,
        Effect.gen(function*() {
          yield* update((s) => (s.namespace === namespace ? { ...s, tokensStatus: "loading" } : s))
          const context = yield* contextOf(namespace)
          const { network, from } = context
          const balances = yield* Effect.fork(readBalances(api, network.caipNetworkId, from))
          const read = yield* context.transfers.tokens(network, from)
          const show = (tokens: typeof read) =>
            update((s) =>
              s.namespace === namespace ? derive({ ...s, tokens, tokensStatus: "ready", token: keptToken(s.token, tokens) }) : s
            )
          // The first read shows the chain's list at once; a read again (after a send) waits for the whole list,
          // so a token the visitor chose from the data plane's part is never dropped in between.
          const shown = yield* SubscriptionRef.get(state)
          if (shown.namespace !== namespace || shown.tokens.length === 0) yield* show(read)
          const held = yield* Fiber.join(balances)
          const unlisted = unlistedTokens(namespace, read, held)
          // A failed second read keeps the first list: the tokens the chain gave are still right.
          const chain = unlisted.length === 0
            ? read
            : yield* context.transfers.tokens(network, from, unlisted).pipe(Effect.orElseSucceed(() => read))
          const all = withListedNames(namespace, chain, held)
          yield* show(all)
          // Prices come from the data plane after the balances, so a slow price never holds the picker back.
          yield* show(yield* readPrices(api, namespace, network.caipNetworkId, all, held))
        }).pipe(
          Effect.catchAll((error) =>
            update((s) => (s.namespace === namespace ? { ...s, tokensStatus: "failed", error } : s))
          )
        )
      )

    const savePending = (change: (list: ReadonlyArray<PendingTransaction>) => ReadonlyArray<PendingTransaction>) =>
      Effect.flatMap(SubscriptionRef.updateAndGet(pending, change), storage.pendingTransactions.set)

    /** Waits for a sent transaction's outcome, then forgets it (whatever the outcome) and reads the balances again. */
    const watch = (entry: PendingTransaction, network: NetworkEntity, transfers: TransferCapability) =>
      transfers.outcome(network, entry.hash, entry.lastValidBlockHeight).pipe(
        Effect.flatMap((outcome) =>
          Effect.gen(function*() {
            yield* savePending((list) => list.filter((p) => p.hash !== entry.hash))
            const ended = endedState(outcome, entry, network)
            yield* update((s) => (s.hash === entry.hash ? { ...s, ...ended } : s))
            yield* refreshAfterSend(account, api, portfolio, entry)
            const current = yield* SubscriptionRef.get(state)
            if (current.namespace === entry.namespace) yield* loadTokens(entry.namespace)
          })
        ),
        // Still unknown (the RPC gave up): it stays tracked and is watched again after a reload.
        Effect.catchAll((error) => update((s) => (s.hash === entry.hash ? { ...s, error } : s)))
      )

    /**
     * Adopts a hash the wallet returned: tracked (at most 99, stored), watched, and shown as the send's result,
     * even when the wait was cancelled or the draft changed since (the transfer exists either way).
     */
    const submitted = (context: SendContext, plan: TransferPlan, hash: string) =>
      Effect.gen(function*() {
        const { transfer } = plan
        const entry: PendingTransaction = {
          hash,
          namespace: context.namespace,
          caipNetworkId: context.network.caipNetworkId,
          from: transfer.from,
          to: transfer.to,
          amount: formatUnits(transfer.amount, transfer.token.decimals),
          symbol: transfer.token.symbol,
          sentAt: yield* Clock.currentTimeMillis,
          ...withExplorer(context.network, hash),
          ...planExpiry(plan)
        }
        yield* savePending((list) => addPending(list, entry, PENDING_TRANSACTIONS_LIMIT))
        yield* update((s) => ({ ...s, plan, step: "pending", hash, explorerUrl: entry.explorerUrl, error: undefined }))
        yield* FiberMap.run(watchers, hash, watch(entry, context.network, context.transfers))
      })

    /** The plan a retry may send after `failed` ended uncertainly, or the error that stops it (the account sent since). */
    const retryPlan = (context: SendContext, failed: TransferPlan) =>
      failed._tag !== "evm"
        // Solana: the same message and blockhash, hence the same signature: the chain lands it once.
        ? Effect.succeed(failed)
        : Effect.flatMap(context.transfers.plan(context.network, failed.transfer), (fresh) =>
          fresh._tag === "evm" && fresh.accountNonce > failed.accountNonce
            ? Effect.zipRight(
              update((s) => (s.plan === failed ? { ...s, plan: fresh } : s)),
              Effect.fail(new NodeError({ kind: "nonceTooLow" }))
            )
            : Effect.succeed(fresh))

    /**
     * The one wallet request: plan → wallet → adopted hash, in the service's scope (leaving the view or Cancel
     * stop the wait, not the wallet). It settles under the lock, so a confirm sees it either running or done.
     */
    const walletRequest = (plan: TransferPlan, namespace: ChainNamespace) => {
      const request = Effect.gen(function*() {
        const context = yield* contextOf(namespace)
        const sent = (yield* Ref.get(uncertain)) === plan ? yield* retryPlan(context, plan) : plan
        const hash = yield* context.transfers.submit(context.walletId, context.network, sent).pipe(
          Effect.tapError((error) => (mayHaveSent(error) ? Ref.set(uncertain, sent) : Effect.void))
        )
        return { context, sent, hash }
      })
      // Only the wallet's wait can be interrupted (the instance closing): an answer is always recorded.
      return Effect.uninterruptibleMask((restore) =>
        restore(request).pipe(
          Effect.matchEffect({
            onSuccess: ({ context, sent, hash }) =>
              lock.withPermits(1)(Effect.zipRight(Ref.set(outstanding, undefined), submitted(context, sent, hash))),
            onFailure: (error) =>
              lock.withPermits(1)(Effect.zipRight(
                Ref.set(outstanding, undefined),
                update((s) => (s.step === "signing" || s.step === "review" ? { ...s, step: "review", error } : s))
              ))
          })
        )
      ).pipe(Effect.withSpan("Send.walletRequest"))
    }

    /** Claims the draft for the wallet: the outstanding request, or a new one for the reviewed plan. */
    const claim = lock.withPermits(1)(Effect.gen(function*() {
      const s = yield* SubscriptionRef.get(state)
      if (s.step !== "review") return undefined
      const running = yield* Ref.get(outstanding)
      if (running !== undefined) {
        // The wallet still holds an earlier request: wait for that one again, never ask twice.
        yield* update((c) => ({ ...c, step: "signing", plan: running.plan, error: undefined }))
        return running.fiber
      }
      if (s.plan === undefined || s.namespace === undefined) return undefined
      const plan = s.plan
      yield* update((c) => ({ ...c, step: "signing", error: undefined }))
      const fiber = yield* Effect.forkIn(walletRequest(plan, s.namespace), scope)
      yield* Ref.set(outstanding, { plan, fiber })
      return fiber
    }))

    const confirm: Effect.Effect<void> = Effect.gen(function*() {
      const request = yield* claim
      if (request === undefined) return
      // Waiting is separate from the request: interrupting it (Cancel) leaves the request to the wallet.
      const wait = Fiber.await(request).pipe(
        Effect.onInterrupt(() => update((s) => (s.step === "signing" ? { ...s, step: "review" } : s)))
      )
      yield* Fiber.await(yield* FiberHandle.run(submitting, wait, { onlyIfMissing: true }))
    }).pipe(Effect.withSpan("Send.confirm"))

    const start = Effect.fn("Send.start")(function*(requested?: ChainNamespace) {
      const namespace = requested ?? (yield* networks.state.get).activeNamespace
      const snapshot = (yield* account.state.get)[namespace]
      const began = yield* SubscriptionRef.modify(state, (s) =>
        s.step === "signing"
          ? [false, s]
          : [true, derive({ ...INITIAL_SEND_STATE, namespace, caipNetworkId: snapshot?.caipNetworkId, from: snapshot?.address })])
      if (!began) return
      yield* FiberHandle.clear(planRead)
      yield* FiberHandle.clear(nameRead)
      yield* loadTokens(namespace)
    })

    const setMax = Effect.gen(function*() {
      const draft = yield* SubscriptionRef.get(state)
      const token = draft.token
      if (token === undefined || draft.namespace === undefined || isBusy(draft)) return
      const fee = token.kind !== "native"
        ? 0n
        : draft.plan !== undefined
        ? draft.plan.fee
        : yield* contextOf(draft.namespace).pipe(
          // The fee of sending the whole balance (to ourselves when no recipient is typed yet).
          Effect.flatMap((context) =>
            context.transfers.plan(context.network, { from: context.from, to: context.from, token, amount: token.balance })
          ),
          Effect.map((plan) => plan.fee),
          Effect.orElseSucceed(() => 0n)
        )
      yield* edit((s) => (s.token?.id === token.id ? { ...s, amount: formatUnits(maxUnits(token, fee), token.decimals) } : s))
    }).pipe(Effect.withSpan("Send.setMax"))

    // Transactions sent before a reload are watched again.
    const stored = Option.getOrElse(yield* storage.pendingTransactions.get, () => [])
    yield* SubscriptionRef.set(pending, stored)
    yield* Effect.forEach(stored, (entry) =>
      Effect.gen(function*() {
        const network = yield* networkOf(entry.caipNetworkId)
        const transfers = adapters.get(entry.namespace)?.transfers
        if (network !== undefined && transfers !== undefined) yield* FiberMap.run(watchers, entry.hash, watch(entry, network, transfers))
      }), { discard: true })

    const service: SendShape = {
      state,
      pending,
      start,
      selectToken: (tokenId) => edit((s) => ({ ...s, token: s.tokens.find((t) => t.id === tokenId) ?? s.token })),
      setAmount: (amount) => edit((s) => ({ ...s, amount })),
      setMax,
      setRecipient: (recipient) =>
        Effect.zipRight(
          edit((s) => ({
            ...s,
            recipient,
            resolution: isRecipientName(recipient.trim()) ? { name: recipient.trim(), status: "resolving" } : undefined
          })),
          resolveRecipient
        ),
      review: Effect.gen(function*() {
        const s = yield* SubscriptionRef.get(state)
        if (s.step !== "form") return
        // A failed fee estimate is retried from the button.
        if (s.planStatus === "failed") return yield* replan
        yield* update((c) => (c.step === "form" && c.label === SEND_LABELS.review && c.plan !== undefined ? { ...c, step: "review" } : c))
      }),
      edit: update((s) => (s.step === "review" ? { ...s, step: "form", error: undefined } : s)),
      confirm,
      cancel: FiberHandle.clear(submitting),
      smartAccount: Effect.fn("Send.smartAccount")(function*(requested?: ChainNamespace) {
        const net = yield* networks.state.get
        const namespace = requested ?? net.activeNamespace
        const snapshot = (yield* account.state.get)[namespace]
        if (snapshot === undefined) return { kind: "unknown", undeployedOn: [] }
        const reported = (yield* connection.state.get).namespaces[namespace].session?.accountType
        const transfers = adapters.get(namespace)?.transfers
        return yield* smartAccountStatus(
          reported,
          net.byNamespace[namespace] ?? [],
          transfers === undefined
            ? undefined
            : (network) => codeCache.hasCode(network, snapshot.address, transfers.hasCode(network, snapshot.address))
        )
      })
    }
    return service
  })

/** Builds the Send service over a pending list of its own. */
export const makeSend: Effect.Effect<SendShape, never, SendDependencies | Scope.Scope> = Effect.flatMap(
  SubscriptionRef.make<ReadonlyArray<PendingTransaction>>([]),
  makeSendWith
)

/** The Send service as a layer (tests; the app loads it through SendFeature). */
export const SendLive: Layer.Layer<Send, never, SendDependencies> = Layer.scoped(Send, makeSend)
