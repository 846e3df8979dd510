/**
 * What the list shows for a Wallet Standard wallet (SPEC §2 wallet names): read defensively, since a
 * wallet object is page-supplied code whose getters may throw, and sanitized rather than dropped.
 */
import type { Wallet } from "@wallet-standard/base"
import type { AdapterWallet } from "../../../services/ChainAdapter.js"
import { acceptIconUrl, acceptRdns, sanitizeWalletName } from "../../../schemas/validators/wallet.js"
import { isSolanaChain } from "./chains.js"

const hasConnect = (features: unknown): boolean => {
  if (typeof features !== "object" || features === null) return false
  const connect: unknown = Reflect.get(features, "standard:connect")
  return typeof connect === "object" && connect !== null && typeof Reflect.get(connect, "connect") === "function"
}

/**
 * The EIP-6963 rdns a wallet may declare beside the Wallet Standard fields (a wallet that is EVM too says
 * which provider it is): the one signal that merges the two faces into one MULTI_CHAIN entry
 * (connectorOrder.ts). A throwing getter declares nothing.
 */
const declaredRdns = (wallet: Wallet): string | undefined => {
  try {
    return acceptRdns(Reflect.get(wallet, "rdns"))
  } catch {
    return undefined
  }
}

/**
 * The list entry for a registered wallet, or undefined when it serves no Solana chain, cannot connect, or
 * throws while being read. The id is the sanitized name (stable across reloads, as the Session contract asks).
 */
export const readWallet = (wallet: Wallet): AdapterWallet | undefined => {
  try {
    const chains: unknown = wallet.chains
    if (!Array.isArray(chains) || !chains.some(isSolanaChain) || !hasConnect(wallet.features)) return undefined
    const name = sanitizeWalletName(wallet.name)
    return { id: name, namespace: "solana", name, icon: acceptIconUrl(wallet.icon), rdns: declaredRdns(wallet), type: "ANNOUNCED" }
  } catch {
    return undefined
  }
}
