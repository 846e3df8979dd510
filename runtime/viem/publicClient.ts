/**
 * `getPublicClient`: a viem PublicClient for one of the host's EVM networks whose every request goes through
 * the core's ChainRpc (runtime/viem/coreCalls.ts), so viem's reads follow walletport's one RPC policy.
 */
import { type Chain, createPublicClient, custom, type CustomTransport, type PublicClient } from "viem"
import { RPC_POLLING_INTERVAL_MS } from "../../schemas/constants.js"
import type { Walletport } from "../types.js"
import { evmChainId, viemChainOf } from "./chain.js"
import { loadCoreCalls } from "./loadCoreCalls.js"

export type WalletportPublicClient = PublicClient<CustomTransport, Chain>

export interface PublicClientOptions {
  /** The EIP-155 chain id of one of the host's networks (default: the active EVM network). */
  readonly chainId?: number
}

/**
 * A PublicClient on `chainId` (default: the active EVM network) over walletport's chain RPC policy: the host's
 * `rpcUrls` (else the gateway, then the network's URLs), retries of transient failures, fallback across ranked
 * endpoints, same-tick JSON-RPC batching. viem's own retry is off so the two never stack. Rejects with
 * `ChainNotConfigured` when the chain is not one of the host's networks.
 */
export const getPublicClient = async (instance: Walletport, options: PublicClientOptions = {}): Promise<WalletportPublicClient> => {
  const core = await instance.internals.load()
  const calls = await loadCoreCalls()
  const view = core.getNetwork()
  const evm = view.byNamespace.eip155 ?? []
  const network = options.chainId === undefined
    ? view.activeByNamespace.eip155 ?? evm[0]
    : evm.find((n) => evmChainId(n) === options.chainId)
  if (network === undefined) throw calls.chainNotConfigured(options.chainId)
  return createPublicClient({
    chain: viemChainOf(network),
    transport: custom({ request: calls.chainRpcRequest(core, network.caipNetworkId) }, { retryCount: 0 }),
    pollingInterval: RPC_POLLING_INTERVAL_MS
  })
}
