/**
 * Calling into a Wallet Standard wallet. Features are page-supplied objects: each method is looked up
 * defensively and called on its feature object (wallets often rely on `this`); a sync throw becomes a rejection.
 */
import type { Wallet, WalletAccount } from "@wallet-standard/base"

/** The feature names the adapter uses (ARCHITECTURE §8; @wallet-standard/features, @solana/wallet-standard-features). */
export const FEATURE = {
  connect: ["standard:connect", "connect"],
  disconnect: ["standard:disconnect", "disconnect"],
  events: ["standard:events", "on"],
  signMessage: ["solana:signMessage", "signMessage"],
  signTransaction: ["solana:signTransaction", "signTransaction"],
  signAndSendTransaction: ["solana:signAndSendTransaction", "signAndSendTransaction"]
} as const

export type FeatureKey = keyof typeof FEATURE

/** A wallet method returning a Promise; a sync throw becomes a rejection. */
export type WalletMethod = (...args: ReadonlyArray<unknown>) => Promise<unknown>

/** The feature's function bound to its feature object; undefined when absent (or reading it throws). */
export const featureFunction = (wallet: Wallet, key: FeatureKey): ((...args: ReadonlyArray<unknown>) => unknown) | undefined => {
  const [feature, method] = FEATURE[key]
  try {
    const holder: unknown = Reflect.get(wallet.features, feature)
    if (typeof holder !== "object" || holder === null) return undefined
    const fn: unknown = Reflect.get(holder, method)
    return typeof fn === "function" ? (...args) => Reflect.apply(fn, holder, args) : undefined
  } catch {
    return undefined
  }
}

/** A Promise-returning wallet method; undefined when the wallet lacks the feature. */
export const walletMethod = (wallet: Wallet, key: FeatureKey): WalletMethod | undefined => {
  const fn = featureFunction(wallet, key)
  if (fn === undefined) return undefined
  return (...args) => {
    try {
      return Promise.resolve(fn(...args))
    } catch (error) {
      return Promise.reject(error)
    }
  }
}

/** The wallet's authorised accounts as it reports them (an empty list if reading them throws). */
export const accountsOf = (wallet: Wallet): unknown => {
  try {
    return wallet.accounts
  } catch {
    return []
  }
}

/** The wallet's own account object for `address` (features expect the wallet's object), if it is authorised. */
export const accountOf = (wallet: Wallet, address: string): WalletAccount | undefined => {
  try {
    return wallet.accounts.find((account) => account.address === address)
  } catch {
    return undefined
  }
}
