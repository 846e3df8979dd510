/**
 * EIP-6963 announcements as wallets, and the EVM list: pure and Effect-free, shared by the EVM
 * adapter's discovery and the instant-open preview, so both list the same wallets under the same ids.
 * Announcements are made by code we do not control: a throwing getter, a long name or a foreign icon never
 * breaks the list.
 */
import type { AdapterWallet } from "../../../services/ChainAdapter.js"
import { acceptIconUrl, acceptRdns, cleanWalletName } from "../../../schemas/validators/wallet.js"
import { type Eip1193Provider, isEip1193Provider } from "../../../schemas/validators/eip1193Provider.js"
import { isExcluded } from "../walletExclusion.js"

/** An EVM wallet found on the page, with the provider behind it. */
export interface EvmWallet extends AdapterWallet {
  readonly provider: Eip1193Provider
}

/** The id and name of the legacy `window.ethereum` connector. */
export const INJECTED_WALLET = { id: "injected", name: "Browser Wallet" } as const

/** Reads a property of an object we do not control; a throwing getter reads as undefined. */
export const readProperty = (value: unknown, key: string): unknown => {
  try {
    return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined
  } catch {
    return undefined
  }
}

/** An EIP-6963 announcement detail as a wallet, or undefined when it is not one we can use. */
export const walletFromAnnouncement = (detail: unknown): EvmWallet | undefined => {
  const info = readProperty(detail, "info")
  const provider = readProperty(detail, "provider")
  const rdns = acceptRdns(readProperty(info, "rdns"))
  const rawName = readProperty(info, "name")
  const uuid = readProperty(info, "uuid")
  if (typeof uuid !== "string" || uuid.length === 0) return undefined
  if (!isEip1193Provider(provider) || rdns === undefined) return undefined
  // An announcement with no printable name is garbage, not a wallet to show.
  const name = cleanWalletName(rawName)
  if (name === undefined) return undefined
  return { id: rdns, namespace: "eip155", name, icon: acceptIconUrl(readProperty(info, "icon")), rdns, type: "ANNOUNCED", provider }
}

/** Adds an announcement unless its rdns or its provider object is already known (wallets re-announce). */
export const addAnnouncement = (announced: ReadonlyArray<EvmWallet>, detail: unknown): ReadonlyArray<EvmWallet> => {
  let wallet: EvmWallet | undefined
  try {
    wallet = walletFromAnnouncement(detail)
  } catch {
    // A provider whose `request` getter throws is not one we can use.
    wallet = undefined
  }
  return wallet === undefined || announced.some((w) => w.rdns === wallet.rdns || w.provider === wallet.provider)
    ? announced
    : [...announced, wallet]
}

/** Announced first (in arrival order), then window.ethereum unless it is one of them; exclusions last. */
export const listWallets = (
  announced: ReadonlyArray<EvmWallet>,
  injected: Eip1193Provider | undefined,
  excludeWalletIds: ReadonlyArray<string>
): ReadonlyArray<EvmWallet> => {
  const all = injected === undefined || announced.some((wallet) => wallet.provider === injected)
    ? announced
    : [...announced, { ...INJECTED_WALLET, namespace: "eip155" as const, icon: undefined, rdns: undefined, type: "INJECTED" as const, provider: injected }]
  return all.filter((wallet) => !isExcluded(wallet, excludeWalletIds))
}

/** `window.ethereum` when it is a provider. */
export const injectedProvider = (): Eip1193Provider | undefined => {
  const injected = readProperty(window, "ethereum")
  return isEip1193Provider(injected) ? injected : undefined
}
