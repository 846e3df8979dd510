/** walletport's EVM connection as wagmi sees it: the connected address and the wallet's chain id. */
import type { Address } from "viem"
import type { Walletport } from "../types.js"

export interface EvmConnection {
  readonly address: Address
  readonly chainId: number
}

/** `eip155:<n>` → n (CAIP-2's eip155 reference is the decimal chain id). */
export const evmChainId = (caipNetworkId: string): number => Number(caipNetworkId.slice("eip155:".length))

/** The EVM account walletport has connected, or undefined (not connected, or still connecting). */
export const evmConnection = (instance: Walletport): EvmConnection | undefined => {
  const account = instance.getAccount("eip155")
  return account.isConnected && account.namespace === "eip155"
    ? { address: account.address, chainId: evmChainId(account.caipNetworkId) }
    : undefined
}

/** Whether walletport's EVM namespace is connected or restoring a stored connection. */
export const evmStatus = (instance: Walletport): "connected" | "connecting" | "disconnected" =>
  instance.getAccount("eip155").status
