/**
 * WalletDiscovery (SPEC §2): EIP-6963 announcements plus the legacy `window.ethereum`,
 * which is listed (as INJECTED) only when no announced wallet is that same provider.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Runtime from "effect/Runtime"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { Eip1193ProviderSchema, Eip6963Announcement } from "../../schemas/eip1193.js"
import { Config } from "../../services/Config.js"
import { type DiscoveredWallet, WalletDiscovery } from "../../services/WalletDiscovery.js"
import { isExcluded } from "./walletExclusion.js"

/** The id and name of the legacy `window.ethereum` connector. */
export const INJECTED_WALLET = { id: "injected", name: "Browser Wallet" } as const

const decodeAnnouncement = Schema.decodeUnknownOption(Eip6963Announcement)
const decodeProvider = Schema.decodeUnknownOption(Eip1193ProviderSchema)

/** Announced first (in arrival order), then window.ethereum unless it is one of them; exclusions last. */
export const listWallets = (
  announced: ReadonlyArray<DiscoveredWallet>,
  injected: DiscoveredWallet["provider"] | undefined,
  excludeWalletIds: ReadonlyArray<string>
): ReadonlyArray<DiscoveredWallet> => {
  const all = injected === undefined || announced.some((wallet) => wallet.provider === injected)
    ? announced
    : [...announced, { ...INJECTED_WALLET, icon: undefined, rdns: undefined, type: "INJECTED" as const, provider: injected }]
  return all.filter((wallet) => !isExcluded(wallet, excludeWalletIds))
}

/** Adds an announcement unless its rdns or its provider object is already known (wallets re-announce). */
export const addAnnouncement = (
  announced: ReadonlyArray<DiscoveredWallet>,
  detail: unknown
): ReadonlyArray<DiscoveredWallet> =>
  Option.match(decodeAnnouncement(detail), {
    onNone: () => announced,
    onSome: ({ info, provider }) =>
      announced.some((wallet) => wallet.rdns === info.rdns || wallet.provider === provider)
        ? announced
        : [...announced, { id: info.rdns, name: info.name, icon: info.icon, rdns: info.rdns, type: "ANNOUNCED", provider }]
  })

export const WalletDiscoveryLive: Layer.Layer<WalletDiscovery, never, Config> = Layer.scoped(
  WalletDiscovery,
  Effect.gen(function*() {
    const { excludeWalletIds } = yield* Config
    const wallets = yield* SubscriptionRef.make<ReadonlyArray<DiscoveredWallet>>([])
    const refresh = Effect.fn("WalletDiscovery.refresh")(function*() {
      if (typeof window === "undefined") return
      yield* Effect.sync(() => window.dispatchEvent(new Event("eip6963:requestProvider")))
    })

    // Server rendering: no window, no wallets, nothing to listen to.
    if (typeof window !== "undefined") {
      let announced: ReadonlyArray<DiscoveredWallet> = []
      const recompute = () => {
        const injected = Option.getOrUndefined(decodeProvider(Reflect.get(window, "ethereum")))
        return listWallets(announced, injected, excludeWalletIds)
      }
      const runtime = yield* Effect.runtime<never>()
      const onAnnounce = (event: Event) => {
        const next = addAnnouncement(announced, event instanceof CustomEvent ? event.detail : undefined)
        if (next === announced) return
        announced = next
        Runtime.runSync(runtime)(SubscriptionRef.set(wallets, recompute()))
      }
      yield* Effect.acquireRelease(
        Effect.sync(() => window.addEventListener("eip6963:announceProvider", onAnnounce)),
        () => Effect.sync(() => window.removeEventListener("eip6963:announceProvider", onAnnounce))
      )
      yield* refresh()
      yield* SubscriptionRef.set(wallets, recompute())
    }

    const find = Effect.fn("WalletDiscovery.find")(function*(id: string, timeoutMillis: number) {
      // A listed wallet is found whatever the timeout (a zero timeout would otherwise win the race).
      const listed = (yield* SubscriptionRef.get(wallets)).find((wallet) => wallet.id === id)
      if (listed !== undefined) return listed
      const found = yield* wallets.changes.pipe(
        Stream.map((list) => list.find((wallet) => wallet.id === id)),
        Stream.filter((wallet): wallet is DiscoveredWallet => wallet !== undefined),
        Stream.runHead,
        Effect.timeoutOption(timeoutMillis)
      )
      return Option.getOrUndefined(Option.flatten(found))
    })

    return { wallets, refresh, find }
  })
)
