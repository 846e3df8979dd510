/**
 * SPEC §3 Account profileName / profileImage for the connect button and `useAccount()`: after an EVM account
 * connects (or changes address or network), its identity is read in the background — the connection and the
 * button never wait for it — and recorded in the account if it is still the same one. Two sources, side by side:
 * the data API's identity (SPEC §7, shown as soon as it answers) and, on networks with ENS, the ENSIP-3 primary
 * name verified on chain (issue 26), which wins when there is one: the chain is the authority on ENS names, and a
 * name registered through the data API is shown when the address has no ENS name. The avatar goes with the name.
 * The data plane's and the ENS chunk load with those first reads, never in the host's initial chunk.
 */
import * as Effect from "effect/Effect"
import * as FiberMap from "effect/FiberMap"
import * as Layer from "effect/Layer"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { Account, type AccountKey, type Accounts } from "../../services/Account.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { Ens } from "../../services/Ens.js"
import { Network } from "../../services/Network.js"
import { followStream } from "./followStream.js"

/** Namespaces whose accounts have an identity (names are EVM addresses' in the data API). */
const IDENTITY_NAMESPACES: ReadonlyArray<ChainNamespace> = ["eip155"]

/** An avatar the button may load: http(s) or an inline image, nothing else. */
export const safeAvatar = (url: string | null | undefined): string | undefined =>
  url !== null && url !== undefined && /^(https?:\/\/|data:image\/)/i.test(url) ? url : undefined

const isEvmAddress = (address: string): address is `0x${string}` => /^0x[0-9a-fA-F]{40}$/.test(address)

const keyOf = (account: AccountKey): string => `${account.caipNetworkId}:${account.address}`

export const AccountProfileLive: Layer.Layer<never, never, Account | BlockchainApi | Ens | Network> = Layer.scopedDiscard(
  Effect.gen(function*() {
    const account = yield* Account
    const api = yield* BlockchainApi
    const ens = yield* Ens
    const networks = yield* Network
    // One read per namespace: a newer account interrupts the read for the older one.
    const reads = yield* FiberMap.make<ChainNamespace>()
    const loaded = new Map<ChainNamespace, string>()

    const load = (key: AccountKey) =>
      Effect.gen(function*() {
        // Whichever answers first shows first; once an ENS name is shown, a later identity does not replace it.
        const shown = yield* Effect.makeSemaphore(1)
        let ensShown = false
        const fromIdentity = api.getIdentity({ caipNetworkId: key.caipNetworkId, address: key.address }).pipe(
          Effect.flatMap((identity) =>
            shown.withPermits(1)(
              ensShown ? Effect.void : account.setProfile(key, { name: identity.name ?? undefined, image: safeAvatar(identity.avatar) })
            )
          ),
          Effect.catchAll((error) => Effect.logDebug("identity unavailable", error))
        )
        const network = (yield* networks.state.get).networks.find((n) => n.caipNetworkId === key.caipNetworkId)
        const fromEns = network === undefined || !isEvmAddress(key.address) ? Effect.void : ens.primaryName(network, key.address).pipe(
          Effect.flatMap((profile) =>
            profile === undefined ? Effect.void : shown.withPermits(1)(
              Effect.zipRight(Effect.sync(() => { ensShown = true }), account.setProfile(key, { name: profile.name, image: profile.avatar }))
            )
          ),
          Effect.catchAll((error) => Effect.logDebug("ENS name unavailable", error))
        )
        yield* Effect.all([fromIdentity, fromEns], { concurrency: 2, discard: true })
      }).pipe(Effect.withSpan("AccountProfile.load"))

    const follow = (accounts: Accounts) =>
      Effect.forEach(IDENTITY_NAMESPACES, (namespace) => {
        const current = accounts[namespace]
        if (current === undefined) {
          loaded.delete(namespace)
          return FiberMap.remove(reads, namespace)
        }
        const key = keyOf(current)
        if (loaded.get(namespace) === key) return Effect.void
        loaded.set(namespace, key)
        return FiberMap.run(reads, namespace, load(current))
      }, { discard: true })

    yield* followStream(account.state.changes, follow)
  })
)
