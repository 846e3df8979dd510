/**
 * The rules of a stored recent wallet (SPEC §3), without Effect: the RecentWallets Schema (recentWallets.ts) is
 * built from them, and the instant-open preview, which reads the stored list before the core has loaded,
 * decodes by them (`decodeRecentWallets`: never laxer than the Schema; test/runtime/instantOpenParity.test.tsx).
 */
import { RECENT_WALLETS_MAX } from "../constants.js"

/** The longest id, name and rdns kept. */
export const RECENT_WALLET_TEXT_MAX = 256

/**
 * Wallet images are rendered as `<img src>`: only web URLs and inline images (EIP-6963 icons are
 * data URIs) are accepted, so a tampered entry cannot point at another scheme.
 */
export const RECENT_WALLET_IMAGE_URL = /^(https?:\/\/|data:image\/)/

/** A stored recent wallet, as the Schema's type. */
export interface RecentWalletValue {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string | undefined
  readonly rdns?: string | undefined
}

const isText = (value: unknown, min: number): value is string =>
  typeof value === "string" && value.length >= min && value.length <= RECENT_WALLET_TEXT_MAX

const decodeOne = (value: unknown): RecentWalletValue | undefined => {
  if (typeof value !== "object" || value === null) return undefined
  const id: unknown = Reflect.get(value, "id")
  const name: unknown = Reflect.get(value, "name")
  const imageUrl: unknown = Reflect.get(value, "imageUrl")
  const rdns: unknown = Reflect.get(value, "rdns")
  if (!isText(id, 1) || !isText(name, 0)) return undefined
  if (imageUrl !== undefined && !(typeof imageUrl === "string" && RECENT_WALLET_IMAGE_URL.test(imageUrl))) return undefined
  if (rdns !== undefined && !isText(rdns, 0)) return undefined
  // As the Schema's Struct: the known keys only.
  return { id, name, ...(imageUrl === undefined ? {} : { imageUrl }), ...(rdns === undefined ? {} : { rdns }) }
}

/** The stored list (parsed JSON) by the Schema's rules; undefined when it does not decode. */
export const decodeRecentWallets = (value: unknown): ReadonlyArray<RecentWalletValue> | undefined => {
  if (!Array.isArray(value) || value.length > RECENT_WALLETS_MAX) return undefined
  const wallets: Array<RecentWalletValue> = []
  for (const item of value) {
    const wallet = decodeOne(item)
    if (wallet === undefined) return undefined
    wallets.push(wallet)
  }
  return wallets
}
