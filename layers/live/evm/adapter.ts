/**
 * The EVM chain adapter (ARCHITECTURE §8, namespace eip155): discovery, EIP-1193 connect / restore /
 * events / switch / sign, and native balance through ChainRpc. Built once per instance.
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { CaipAddress, CaipNetworkId } from "../../../schemas/entities/ids.js"
import type { Network } from "../../../schemas/entities/Network.js"
import type { Session } from "../../../schemas/entities/Session.js"
import { ChainNotConfigured, ConnectorBadResponse, WalletNotFound } from "../../../schemas/errors/connectors.js"
import type { AdapterEvent, ChainAdapterShape } from "../../../services/ChainAdapter.js"
import type { ChainRpcShape } from "../../../services/ChainRpc.js"
import type { HostToken } from "../../../schemas/options.js"
import { type EvmDiscovery, type EvmWallet, findWallet } from "./discovery.js"
import {
  type EvmAccounts,
  type EvmConnectError,
  providerEvents,
  request,
  requestAccounts,
  revoke,
  silentAccounts,
  switchChain
} from "./eip1193.js"
import { lazyTransfers } from "../lazyTransfers.js"
import type { PromptGate } from "../promptGate.js"

const isHexAddress = (address: string): address is `0x${string}` => /^0x[0-9a-fA-F]{40}$/.test(address)

// Chain ids are decoded positive integers and addresses checksummed hex, so both always validate.
const caipNetworkIdOf = (chainId: number): CaipNetworkId => CaipNetworkId.make(`eip155:${chainId}`)

/** A session from what the wallet reported; its chain is the wallet's own (maybe one the host did not configure). */
export const evmSession = (wallet: EvmWallet, accounts: EvmAccounts): Session => ({
  namespace: "eip155",
  caipAddress: CaipAddress.make(`eip155:${accounts.chainId}:${accounts.address}`),
  address: accounts.address,
  accounts: accounts.accounts,
  caipNetworkId: caipNetworkIdOf(accounts.chainId),
  connector: { id: wallet.id, type: wallet.type, name: wallet.name, ...(wallet.icon === undefined ? {} : { icon: wallet.icon }) }
})

const toAdapterEvent = (event: ReturnType<typeof providerEvents> extends Stream.Stream<infer E> ? E : never): AdapterEvent =>
  event._tag === "ChainChanged" ? { _tag: "ChainChanged", caipNetworkId: caipNetworkIdOf(event.chainId) } : event

/**
 * The adapter over a discovery source and a chain reader (live: the page and viem; tests: fakes); `tokens`
 * is the host's ERC-20 token per network (the Send token list).
 */
export const makeEvmAdapter = (
  discovery: EvmDiscovery,
  rpc: ChainRpcShape,
  prompts: PromptGate<EvmAccounts, EvmConnectError>,
  tokens: Readonly<Record<string, HostToken>> = {}
): ChainAdapterShape => {
  const live = (walletId: string) =>
    Effect.map(SubscriptionRef.get(discovery.wallets), (list) => list.find((w) => w.id === walletId))
  const require = (walletId: string) =>
    Effect.flatMap(live(walletId), (wallet) =>
      wallet === undefined ? Effect.fail(new WalletNotFound({ walletId })) : Effect.succeed(wallet)
    )

  return {
    namespace: "eip155",
    wallets: discovery.wallets,
    refresh: discovery.refresh,
    find: (walletId, timeout) => findWallet(discovery.wallets, walletId, timeout),
    connect: Effect.fn("EvmAdapter.connect")(function*(walletId: string, _network: Network) {
      const wallet = yield* require(walletId)
      return evmSession(wallet, yield* prompts.run(walletId, requestAccounts(wallet.provider, wallet.name)))
    }),
    prompting: prompts.open,
    restore: Effect.fn("EvmAdapter.restore")(function*(walletId: string, _network: Network) {
      const wallet = yield* require(walletId)
      const accounts = yield* silentAccounts(wallet.provider, wallet.name)
      return accounts === undefined ? undefined : evmSession(wallet, accounts)
    }),
    disconnect: (walletId) =>
      Effect.flatMap(live(walletId), (wallet) => (wallet === undefined ? Effect.void : revoke(wallet.provider))),
    events: (walletId) =>
      Stream.unwrap(
        Effect.map(live(walletId), (wallet) =>
          wallet === undefined ? Stream.empty : Stream.map(providerEvents(wallet.provider), toAdapterEvent)
        )
      ),
    switchNetwork: Effect.fn("EvmAdapter.switchNetwork")(function*(walletId: string, network: Network) {
      yield* switchChain((yield* require(walletId)).provider, network)
    }),
    getBalance: (network, address) =>
      isHexAddress(address)
        ? rpc.getBalance(network.caipNetworkId, address)
        : Effect.fail(new ChainNotConfigured({ chainId: network.caipNetworkId })),
    signMessage: Effect.fn("EvmAdapter.signMessage")(function*(walletId: string, address: string, message: string) {
      const wallet = yield* require(walletId)
      const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, "0")).join("")}`
      const signature = yield* request(wallet.provider, "personal_sign", [hex, address])
      if (typeof signature !== "string" || !/^0x[0-9a-fA-F]{62,}$/.test(signature)) {
        // The wallet's answer as the cause: the developer sees what it sent instead.
        return yield* new ConnectorBadResponse({ method: "personal_sign", cause: signature })
      }
      return signature
    }),
    hostProvider: (walletId) => Effect.map(live(walletId), (wallet) => wallet?.provider),
    transfers: lazyTransfers(() =>
      import("./transfers.js").then((m) =>
        m.makeEvmTransfers({
          rpc,
          hostToken: (network) => tokens[network.caipNetworkId],
          provider: (walletId) => Effect.map(require(walletId), (wallet) => wallet.provider)
        })
      )
    )
  }
}
