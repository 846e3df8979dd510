/**
 * The Solana chain adapter (ARCHITECTURE §8): Wallet Standard wallets for discovery, connect, events and
 * signing; chain reads through the shared RPC policy (./reads.ts), imported on the first read. This module is the
 * chunk that `solana().load()` imports; the reads and the transfer code (kit's builders) are separate lazy chunks.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import type { Wallet } from "@wallet-standard/base"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import type { Network } from "../../../schemas/entities/Network.js"
import type { Session } from "../../../schemas/entities/Session.js"
import { ChainNotSupported, RpcRequestError } from "../../../schemas/errors/chainRpc.js"
import {
  ConnectorAccountNotFound,
  ConnectorBadResponse,
  WalletNotFound
} from "../../../schemas/errors/connectors.js"
import { fromProviderError } from "../../../schemas/errors/fromProviderError.js"
import { UnauthorizedProvider, UnsupportedProviderMethod } from "../../../schemas/errors/walletRpc.js"
import { makePromptGate } from "../promptGate.js"
import { encodeBase58 } from "../../../schemas/validators/base58.js"
import { formatCaipAddress } from "../../../schemas/validators/caip.js"
import { isSolanaAddress } from "../../../schemas/validators/solanaAddress.js"
import type { AdapterEvent, AdapterWallet, ChainAdapterShape } from "../../../services/ChainAdapter.js"
import { Config } from "../../../services/Config.js"
import { decodeAccountsChange, decodeConnectOutput, decodeSignAndSendOutput, decodeSignMessageOutput } from "./answers.js"
import { walletChainOf } from "./chains.js"
import { makeDiscovery } from "./discovery.js"
import { accountOf, accountsOf, FEATURE, type FeatureKey, featureFunction, walletMethod } from "./features.js"
import { makeSolanaProvider } from "./provider.js"
import { lazyTransfers } from "../lazyTransfers.js"
import { lazySolanaReads } from "./lazyReads.js"

/** How long a silent `standard:connect` (restore) may take before it counts as a failure; prompts have no limit. */
export const SILENT_CONNECT_TIMEOUT = "10 seconds"
/** How long disconnect waits for `standard:disconnect`, which is best-effort. */
export const DISCONNECT_TIMEOUT = "3 seconds"

const DISCONNECT: AdapterEvent = { _tag: "Disconnect" }

/** One wallet feature call; a missing feature is UnsupportedProviderMethod, a throw goes through fromProviderError. */
const call = (wallet: Wallet, key: FeatureKey, ...args: ReadonlyArray<unknown>) => {
  const [feature] = FEATURE[key]
  const run = walletMethod(wallet, key)
  return run === undefined
    ? Effect.fail(new UnsupportedProviderMethod({ method: feature }))
    : Effect.tryPromise({ try: () => run(...args), catch: (error) => fromProviderError(error, feature) })
}

const decodeOr = <A>(method: string, decoded: Either.Either<A, string>) =>
  Either.match(decoded, {
    onLeft: (cause) => Effect.fail(new ConnectorBadResponse({ method, cause })),
    onRight: (value) => Effect.succeed(value)
  })

/** SPEC §3 session: the account on the dapp's network (a Solana wallet has no chain of its own). */
const sessionOf = (info: AdapterWallet, network: Network, addresses: ReadonlyArray<string>) =>
  Effect.gen(function*() {
    const [address] = addresses
    if (address === undefined) return yield* new ConnectorAccountNotFound({ connector: info.name })
    if (network.chainNamespace !== "solana") return yield* Effect.dieMessage(`not a Solana network: ${network.caipNetworkId}`)
    const caipAddress = yield* Either.mapLeft(
      formatCaipAddress("solana", network.id, address),
      (cause) => new ConnectorBadResponse({ method: FEATURE.connect[0], cause })
    )
    return {
      namespace: "solana",
      caipAddress,
      address,
      accounts: addresses,
      caipNetworkId: network.caipNetworkId,
      connector: { id: info.id, type: info.type, name: info.name, ...(info.icon === undefined ? {} : { icon: info.icon }) }
    } satisfies Session
  })

export const make: Effect.Effect<ChainAdapterShape, never, Scope.Scope | Config> = Effect.gen(function*() {
  const config = yield* Config
  const discovery = yield* makeDiscovery(config.excludeWalletIds)
  // The network the dapp chose per wallet, set only once a connect, restore or switch has succeeded:
  // the host provider sends transactions there. An interrupted connect never gets this far.
  const chosen = new Map<string, Network>()
  const fallbackNetwork = config.networks.find((network) => network.chainNamespace === "solana")

  const requireWallet = (walletId: string) =>
    Effect.flatMap(discovery.current(walletId), (entry) =>
      entry === undefined ? Effect.fail(new WalletNotFound({ walletId })) : Effect.succeed(entry)
    )

  /** `standard:connect` (silent for restore) → the listed wallet and the Solana addresses it authorised. */
  const requestAccounts = (walletId: string, silent: boolean) =>
    Effect.gen(function*() {
      const { info, wallet } = yield* requireWallet(walletId)
      const [method] = FEATURE.connect
      const raw = silent
        ? yield* call(wallet, "connect", { silent: true }).pipe(
          Effect.timeoutFail({ duration: SILENT_CONNECT_TIMEOUT, onTimeout: () => new ConnectorBadResponse({ method }) })
        )
        : yield* call(wallet, "connect")
      return { info, addresses: yield* decodeOr(method, decodeConnectOutput(raw)) }
    })

  const establish = (walletId: string, network: Network, info: AdapterWallet, addresses: ReadonlyArray<string>) =>
    Effect.tap(sessionOf(info, network, addresses), () => Effect.sync(() => chosen.set(walletId, network)))

  const reads = lazySolanaReads(config)
  // One standard:connect prompt open per wallet (promptGate.ts).
  const prompts = yield* makePromptGate<Effect.Effect.Success<ReturnType<typeof requestAccounts>>, Effect.Effect.Error<ReturnType<typeof requestAccounts>>>()

  const events = (walletId: string): Stream.Stream<AdapterEvent> =>
    Stream.unwrap(
      Effect.map(discovery.current(walletId), (entry) => {
        if (entry === undefined) return Stream.make(DISCONNECT)
        const on = featureFunction(entry.wallet, "events")
        const changes = on === undefined ? Stream.never : Stream.async<AdapterEvent>((emit) => {
          const listener = (properties: unknown) => {
            const accounts = decodeAccountsChange(properties)
            if (accounts !== undefined) void emit.single({ _tag: "AccountsChanged", accounts })
          }
          let off: unknown
          try {
            off = on("change", listener)
          } catch {
            off = undefined
          }
          return Effect.sync(() => {
            try {
              if (typeof off === "function") off()
            } catch {
              // A wallet whose unsubscribe throws has nothing left for us to undo.
            }
          })
        })
        // An unregistered wallet is gone for good: say so, then end.
        const gone = discovery.gone(walletId).pipe(Stream.as(DISCONNECT))
        return Stream.merge(changes, gone, { haltStrategy: "right" })
      })
    )

  return {
    namespace: "solana",
    wallets: discovery.wallets,
    refresh: discovery.refresh,
    find: discovery.find,

    connect: Effect.fn("SolanaAdapter.connect")(function*(walletId: string, network: Network) {
      const { info, addresses } = yield* prompts.run(walletId, requestAccounts(walletId, false))
      return yield* establish(walletId, network, info, addresses)
    }),
    prompting: prompts.open,

    restore: Effect.fn("SolanaAdapter.restore")(function*(walletId: string, network: Network) {
      const { info, addresses } = yield* requestAccounts(walletId, true)
      // The one answer that clears a stored connection: the wallet has no accounts for us.
      if (addresses.length === 0) return undefined
      return yield* establish(walletId, network, info, addresses)
    }),

    disconnect: Effect.fn("SolanaAdapter.disconnect")(function*(walletId: string) {
      chosen.delete(walletId)
      const entry = yield* discovery.current(walletId)
      if (entry === undefined) return
      yield* call(entry.wallet, "disconnect").pipe(Effect.timeout(DISCONNECT_TIMEOUT), Effect.ignore)
    }),

    events,

    // Solana wallets have no chain to switch: the dapp's choice is enough, for any configured Solana network.
    switchNetwork: Effect.fn("SolanaAdapter.switchNetwork")(function*(walletId: string, network: Network) {
      yield* requireWallet(walletId)
      const configured = config.networks.some((n) => n.caipNetworkId === network.caipNetworkId)
      if (network.chainNamespace !== "solana" || !configured) return yield* new ChainNotSupported({ chainId: network.id })
      chosen.set(walletId, network)
    }),

    getBalance: Effect.fn("SolanaAdapter.getBalance")(function*(network: Network, address: string) {
      if (!isSolanaAddress(address)) {
        return yield* new RpcRequestError({ url: network.caipNetworkId, code: -32602, details: `Invalid param: "${address}" is not a Solana address` })
      }
      // The reads load on the first read, keeping them out of this chunk.
      return yield* (yield* reads).getBalance(network.caipNetworkId, address)
    }),

    signMessage: Effect.fn("SolanaAdapter.signMessage")(function*(walletId: string, address: string, message: string) {
      const { wallet } = yield* requireWallet(walletId)
      const [method] = FEATURE.signMessage
      const account = accountOf(wallet, address)
      if (account === undefined) return yield* new UnauthorizedProvider({ method, details: `${address} is not authorised` })
      const raw = yield* call(wallet, "signMessage", { account, message: new TextEncoder().encode(message) })
      return encodeBase58(yield* decodeOr(method, decodeSignMessageOutput(raw)))
    }),

    transfers: lazyTransfers(() => import("./transferCapability.js").then((m) => m.makeSolanaTransfers({
      reads,
      signAndSend: Effect.fn("SolanaAdapter.signAndSend")(function*(walletId: string, from: string, network: Network, wire: Uint8Array) {
        const { wallet } = yield* requireWallet(walletId)
        const [method] = FEATURE.signAndSendTransaction
        const account = accountOf(wallet, from)
        if (account === undefined) return yield* new UnauthorizedProvider({ method, details: `${from} is not authorised` })
        const raw = yield* call(wallet, "signAndSendTransaction", { account, transaction: wire, chain: walletChainOf(network) })
        return encodeBase58(yield* decodeOr(method, decodeSignAndSendOutput(raw)))
      })
    }))),

    hostProvider: Effect.fn("SolanaAdapter.hostProvider")(function*(walletId: string) {
      const entry = yield* discovery.current(walletId)
      if (entry === undefined) return undefined
      const { wallet } = entry
      const [address] = Either.getOrElse(decodeConnectOutput({ accounts: accountsOf(wallet) }), () => [])
      const account = address === undefined ? undefined : accountOf(wallet, address)
      if (address === undefined || account === undefined) return undefined
      const publicKey: unknown = account.publicKey
      return makeSolanaProvider(
        wallet,
        { address, publicKey: publicKey instanceof Uint8Array ? new Uint8Array(publicKey) : undefined },
        () => {
          const network = chosen.get(walletId) ?? fallbackNetwork
          return network === undefined ? "solana:mainnet" : walletChainOf(network)
        }
      )
    })
  }
})
