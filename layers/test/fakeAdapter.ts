/**
 * A scriptable chain adapter for any namespace (walletport/testing): wallets that approve, reject or hold
 * each prompt, answer restore with accounts, none, or silence, and emit events on demand. One
 * `makeFakeChainWallet` may be listed by several adapters (same name / rdns), which makes it MULTI_CHAIN.
 */
import type { AccountType } from "../../schemas/entities/AccountType.js"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { defineAdapter, type WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import { CaipAddress, type CaipNetworkId, type ChainNamespace } from "../../schemas/entities/ids.js"
import type { Network } from "../../schemas/entities/Network.js"
import type { Session } from "../../schemas/entities/Session.js"
import { ChainNotConfigured, ConnectorBadResponse, WalletNotFound } from "../../schemas/errors/connectors.js"
import { UserRejectedRequest } from "../../schemas/errors/walletRpc.js"
import * as Schema from "effect/Schema"
import type {
  AdapterConnectError,
  AdapterEvent,
  AdapterWallet,
  ChainAdapterShape,
  TransferCapability
} from "../../services/ChainAdapter.js"
import { makeTestChain, readTestBalance, type TestChain } from "./ChainRpc.js"

/** What a prompt does: approve, reject (UserRejectedRequest) or wait for `release`. */
export type FakePromptMode = "approve" | "reject" | "hold"
/** What a silent restore does: answer the accounts (none when unauthorised), or never answer (a locked wallet). */
export type FakeRestoreMode = "answer" | "hold"

export interface FakeChainWalletOptions {
  readonly name: string
  readonly rdns?: string
  readonly icon?: string
  /** Accounts per namespace this wallet serves (first is active). */
  readonly accounts: Readonly<Partial<Record<ChainNamespace, ReadonlyArray<string>>>>
  /** The wallet's own chain per namespace; default the network the dapp asks for. */
  readonly chains?: Readonly<Partial<Record<ChainNamespace, CaipNetworkId>>>
  readonly mode?: FakePromptMode
  readonly restoreMode?: FakeRestoreMode
  /** Whether a silent restore finds accounts (the site was authorised before). Default false. */
  readonly authorized?: boolean
  /** Whether disconnect (revoke) never answers. Default false. */
  readonly silentDisconnect?: boolean
  /** The account type the connector reports in its sessions (as embedded or WalletConnect ones may); default none. */
  readonly accountType?: AccountType
}

export interface FakeChainWallet {
  readonly options: FakeChainWalletOptions
  /** Every call, as "namespace:method". */
  readonly calls: Array<string>
  mode: FakePromptMode
  restoreMode: FakeRestoreMode
  authorized: boolean
  chains: Partial<Record<ChainNamespace, CaipNetworkId>>
  /** Settles every held prompt. */
  readonly release: (answer: "approve" | "reject") => Effect.Effect<void>
  /** Sends an event to the namespace's listeners. */
  readonly emit: (namespace: ChainNamespace, event: AdapterEvent) => Effect.Effect<void>
  /** How many event listeners the namespace has (0 once the watcher stopped). */
  readonly listeners: (namespace: ChainNamespace) => number
  /** @internal */
  readonly held: Array<Deferred.Deferred<boolean>>
  /** @internal */
  readonly handlers: Map<ChainNamespace, Set<(event: AdapterEvent) => void>>
}

export const makeFakeChainWallet = (options: FakeChainWalletOptions): FakeChainWallet => {
  const handlers = new Map<ChainNamespace, Set<(event: AdapterEvent) => void>>()
  const held: Array<Deferred.Deferred<boolean>> = []
  const wallet: FakeChainWallet = {
    options,
    calls: [],
    mode: options.mode ?? "approve",
    restoreMode: options.restoreMode ?? "answer",
    authorized: options.authorized ?? false,
    chains: { ...options.chains },
    release: (answer) =>
      Effect.forEach(held.splice(0), (deferred) => Deferred.succeed(deferred, answer === "approve"), { discard: true }),
    emit: (namespace, event) =>
      Effect.sync(() => {
        for (const handler of handlers.get(namespace) ?? []) handler(event)
      }),
    listeners: (namespace) => handlers.get(namespace)?.size ?? 0,
    held,
    handlers
  }
  return wallet
}

const toCaipAddress = Schema.decodeUnknownSync(CaipAddress)

export interface FakeAdapter {
  readonly adapter: WalletportAdapter
  readonly chain: TestChain
  /** Lists a wallet that announces itself late. */
  readonly announce: (wallet: FakeChainWallet) => Effect.Effect<void>
}

/** The adapter of `namespace` over these wallets and an in-memory chain. */
export const makeFakeAdapter = (
  namespace: ChainNamespace,
  initial: ReadonlyArray<FakeChainWallet>,
  chain: TestChain = makeTestChain(),
  options: {
    /** What "ask wallets to announce again" does (default: nothing, at once). */
    readonly refresh?: Effect.Effect<void>
    /** Sending (see fakeTransfers.ts); absent: the namespace cannot send. */
    readonly transfers?: TransferCapability
  } = {}
): FakeAdapter => {
  let listed: SubscriptionRef.SubscriptionRef<ReadonlyArray<AdapterWallet>> | undefined
  const all: Array<FakeChainWallet> = [...initial]
  const infoOf = (w: FakeChainWallet): AdapterWallet => ({
    id: w.options.rdns ?? w.options.name,
    namespace,
    name: w.options.name,
    icon: w.options.icon,
    rdns: w.options.rdns,
    type: "ANNOUNCED"
  })
  const byId = (walletId: string) =>
    Effect.flatMap(Effect.sync(() => all.find((w) => infoOf(w).id === walletId)), (w) =>
      w === undefined ? Effect.fail(new WalletNotFound({ walletId })) : Effect.succeed(w))

  const sessionOf = (w: FakeChainWallet, network: Network): Effect.Effect<Session, AdapterConnectError> => {
    const [address, ...rest] = w.options.accounts[namespace] ?? []
    if (address === undefined) return Effect.fail(new ConnectorBadResponse({ method: `${namespace}:connect` }))
    const caipNetworkId = w.chains[namespace] ?? network.caipNetworkId
    const info = infoOf(w)
    return Effect.succeed({
      namespace,
      caipAddress: toCaipAddress(`${caipNetworkId}:${address}`),
      address,
      accounts: [address, ...rest],
      caipNetworkId,
      connector: { id: info.id, type: info.type, name: info.name, ...(info.icon === undefined ? {} : { icon: info.icon }) },
      ...(w.options.accountType === undefined ? {} : { accountType: w.options.accountType })
    })
  }

  const make = Effect.gen(function*() {
    const wallets = yield* SubscriptionRef.make<ReadonlyArray<AdapterWallet>>(all.map(infoOf))
    listed = wallets
    const shape: ChainAdapterShape = {
      namespace,
      wallets,
      refresh: options.refresh ?? Effect.void,
      find: (walletId, timeout) =>
        Effect.flatMap(SubscriptionRef.get(wallets), (list) => {
          const now = list.find((w) => w.id === walletId)
          return now !== undefined ? Effect.succeed(now) : wallets.changes.pipe(
            Stream.map((l) => l.find((w) => w.id === walletId)),
            Stream.filter((w): w is AdapterWallet => w !== undefined),
            Stream.runHead,
            Effect.timeoutOption(timeout),
            Effect.map((found) => (found._tag === "Some" && found.value._tag === "Some" ? found.value.value : undefined))
          )
        }),
      connect: (walletId, network) =>
        Effect.gen(function*() {
          const w = yield* byId(walletId)
          w.calls.push(`${namespace}:connect`)
          if (w.mode === "reject") return yield* new UserRejectedRequest({})
          if (w.mode === "hold") {
            const deferred = yield* Deferred.make<boolean>()
            w.held.push(deferred)
            if (!(yield* Deferred.await(deferred))) return yield* new UserRejectedRequest({})
          }
          w.authorized = true
          return yield* sessionOf(w, network)
        }),
      restore: (walletId, network) =>
        Effect.gen(function*() {
          const w = yield* byId(walletId)
          w.calls.push(`${namespace}:restore`)
          if (w.restoreMode === "hold") return yield* Effect.never
          return w.authorized ? yield* sessionOf(w, network) : undefined
        }),
      disconnect: (walletId) =>
        Effect.gen(function*() {
          const w = yield* Effect.orDie(byId(walletId))
          w.calls.push(`${namespace}:disconnect`)
          if (w.options.silentDisconnect === true) return yield* Effect.never
          w.authorized = false
        }).pipe(Effect.timeout("1 second"), Effect.ignore),
      events: (walletId) =>
        Stream.unwrap(Effect.map(Effect.either(byId(walletId)), (found) =>
          found._tag === "Left" ? Stream.empty : Stream.async<AdapterEvent>((emit) => {
            const w = found.right
            const handler = (event: AdapterEvent) => void emit.single(event)
            const set = w.handlers.get(namespace) ?? new Set()
            set.add(handler)
            w.handlers.set(namespace, set)
            return Effect.sync(() => set.delete(handler))
          }))),
      switchNetwork: (walletId, network) =>
        Effect.gen(function*() {
          const w = yield* byId(walletId)
          w.calls.push(`${namespace}:switch:${network.caipNetworkId}`)
          w.chains[namespace] = network.caipNetworkId
          yield* w.emit(namespace, { _tag: "ChainChanged", caipNetworkId: network.caipNetworkId })
        }),
      getBalance: (network, address) =>
        network.chainNamespace === namespace
          ? readTestBalance(chain, address)
          : Effect.fail(new ChainNotConfigured({ chainId: network.caipNetworkId })),
      signMessage: (walletId, address, message) =>
        Effect.gen(function*() {
          const w = yield* byId(walletId)
          w.calls.push(`${namespace}:sign`)
          if (w.mode === "reject") return yield* new UserRejectedRequest({})
          return `signed:${address}:${message}`
        }),
      hostProvider: (walletId) => Effect.map(Effect.either(byId(walletId)), (found) => (found._tag === "Right" ? found.right : undefined)),
      ...(options.transfers === undefined ? {} : { transfers: options.transfers })
    }
    return shape
  })

  return {
    adapter: defineAdapter(namespace, () => Promise.resolve({ make })),
    chain,
    announce: (wallet) =>
      Effect.suspend(() => {
        all.push(wallet)
        return listed === undefined ? Effect.void : SubscriptionRef.set(listed, all.map(infoOf))
      })
  }
}
