/**
 * EVM wallet discovery (SPEC §2): EIP-6963 announcements plus the legacy `window.ethereum`, which is listed
 * (as INJECTED) only when no announced wallet is that same provider. Announcements are made by code we do
 * not control: a throwing getter, a long name or a foreign icon never breaks the list.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Runtime from "effect/Runtime"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { type Eip1193Provider, Eip1193ProviderSchema } from "../../../schemas/eip1193.js"
import type { AdapterWallet } from "../../../services/ChainAdapter.js"
import { isExcluded } from "../walletExclusion.js"
import { acceptIconUrl, cleanWalletName } from "../../../schemas/validators/wallet.js"

/** An EVM wallet found on the page, with the provider behind it. */
export interface EvmWallet extends AdapterWallet {
  readonly provider: Eip1193Provider
}

/** The wallets found so far and how to wait for one. */
export interface EvmDiscovery {
  readonly wallets: SubscriptionRef.SubscriptionRef<ReadonlyArray<EvmWallet>>
  readonly refresh: Effect.Effect<void>
}

/** The id and name of the legacy `window.ethereum` connector. */
export const INJECTED_WALLET = { id: "injected", name: "Browser Wallet" } as const

const isProvider = Schema.is(Eip1193ProviderSchema)
const RDNS = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/

/** Reads a property of an object we do not control; a throwing getter reads as undefined. */
const read = (value: unknown, key: string): unknown => {
  try {
    return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined
  } catch {
    return undefined
  }
}

/** An EIP-6963 announcement detail as a wallet, or undefined when it is not one we can use. */
export const walletFromAnnouncement = (detail: unknown): EvmWallet | undefined => {
  const info = read(detail, "info")
  const provider = read(detail, "provider")
  const rdns = read(info, "rdns")
  const rawName = read(info, "name")
  const uuid = read(info, "uuid")
  if (typeof uuid !== "string" || uuid.length === 0) return undefined
  if (!isProvider(provider) || typeof rdns !== "string" || rdns.length > 256 || !RDNS.test(rdns)) return undefined
  // An announcement with no printable name is garbage, not a wallet to show.
  const name = cleanWalletName(rawName)
  if (name === undefined) return undefined
  return { id: rdns, namespace: "eip155", name, icon: acceptIconUrl(read(info, "icon")), rdns, type: "ANNOUNCED", provider }
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

/** The page's wallets: listens to EIP-6963 for the scope's life. On a server (no window) the list stays empty. */
export const windowDiscovery = (excludeWalletIds: ReadonlyArray<string>): Effect.Effect<EvmDiscovery, never, Scope.Scope> =>
  Effect.gen(function*() {
    const wallets = yield* SubscriptionRef.make<ReadonlyArray<EvmWallet>>([])
    if (typeof window === "undefined") return { wallets, refresh: Effect.void }
    const refresh = Effect.sync(() => window.dispatchEvent(new Event("eip6963:requestProvider")))
    let announced: ReadonlyArray<EvmWallet> = []
    const recompute = () => {
      const injected = read(window, "ethereum")
      return listWallets(announced, isProvider(injected) ? injected : undefined, excludeWalletIds)
    }
    const runtime = yield* Effect.runtime<never>()
    const onAnnounce = (event: Event) => {
      const next = addAnnouncement(announced, event instanceof CustomEvent ? read(event, "detail") : undefined)
      if (next === announced) return
      announced = next
      Runtime.runSync(runtime)(SubscriptionRef.set(wallets, recompute()))
    }
    yield* Effect.acquireRelease(
      Effect.sync(() => window.addEventListener("eip6963:announceProvider", onAnnounce)),
      () => Effect.sync(() => window.removeEventListener("eip6963:announceProvider", onAnnounce))
    )
    yield* refresh
    yield* SubscriptionRef.set(wallets, recompute())
    return { wallets, refresh }
  })

/** A fixed list (tests): `SubscriptionRef.update(discovery.wallets, …)` simulates a late announcement. */
export const fixedDiscovery = (list: ReadonlyArray<EvmWallet>): Effect.Effect<EvmDiscovery> =>
  Effect.map(SubscriptionRef.make(list), (wallets) => ({ wallets, refresh: Effect.void }))

/** The wallet with this id, waiting up to `timeout` for it to be listed. A listed wallet is found whatever the timeout. */
export const findWallet = <W extends { readonly id: string }>(
  wallets: SubscriptionRef.SubscriptionRef<ReadonlyArray<W>>,
  id: string,
  timeout: Parameters<typeof Effect.timeoutOption>[1]
): Effect.Effect<W | undefined> =>
  Effect.flatMap(SubscriptionRef.get(wallets), (listed) => {
    const now = listed.find((wallet) => wallet.id === id)
    if (now !== undefined) return Effect.succeed(now)
    return wallets.changes.pipe(
      Stream.map((list) => list.find((wallet) => wallet.id === id)),
      Stream.filter((wallet): wallet is W => wallet !== undefined),
      Stream.runHead,
      Effect.timeoutOption(timeout),
      Effect.map((found) => Option.getOrUndefined(Option.flatten(found)))
    )
  })
