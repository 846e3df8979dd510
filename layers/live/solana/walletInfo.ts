/**
 * What the list shows for a Wallet Standard wallet (SPEC §2 wallet names): read defensively, since a
 * wallet object is page-supplied code whose getters may throw, and sanitized rather than dropped.
 */
import type { Wallet } from "@wallet-standard/base"
import type { AdapterWallet } from "../../../services/ChainAdapter.js"
import { isSolanaChain } from "./chains.js"

/** SPEC §2: the longest wallet name shown; longer names are truncated with an ellipsis. */
export const WALLET_NAME_MAX_LENGTH = 128
/** Shown when a wallet's name is empty once sanitized. */
export const UNNAMED_WALLET = "Solana Wallet"

// Bidi controls (which can make a name read as another one) and C0/C1 control characters.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const ACCEPTED_ICON = /^(data:image\/|https:\/\/)/i

/** Strips bidi and control characters, trims, truncates past 128 characters (never splitting a code point). */
export const sanitizeWalletName = (raw: unknown): string => {
  const cleaned = typeof raw === "string" ? raw.replace(UNSAFE_CHARACTERS, "").trim() : ""
  const name = cleaned === "" ? UNNAMED_WALLET : cleaned
  if (name.length <= WALLET_NAME_MAX_LENGTH) return name
  let kept = ""
  for (const codePoint of name) {
    if (kept.length + codePoint.length > WALLET_NAME_MAX_LENGTH - 1) break
    kept += codePoint
  }
  return `${kept}…`
}

/** A data:image URI or an https URL; anything else (javascript:, http:, garbage) is dropped for a generated icon. */
export const acceptIcon = (raw: unknown): string | undefined =>
  typeof raw === "string" && ACCEPTED_ICON.test(raw) ? raw : undefined

const hasConnect = (features: unknown): boolean => {
  if (typeof features !== "object" || features === null) return false
  const connect: unknown = Reflect.get(features, "standard:connect")
  return typeof connect === "object" && connect !== null && typeof Reflect.get(connect, "connect") === "function"
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
    return { id: name, namespace: "solana", name, icon: acceptIcon(wallet.icon), rdns: undefined, type: "ANNOUNCED" }
  } catch {
    return undefined
  }
}
