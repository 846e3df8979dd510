/**
 * SPEC §3 Account profileName / profileImage for the connect button and `useAccount()`: after an EVM account
 * connects (or changes address or network), its identity is read from the data API in the background —
 * the connection and the button never wait for it — and recorded in the account if it is still the same one.
 * The data plane's chunk loads with that first read, never in the host's initial chunk.
 */
import * as Effect from "effect/Effect"
import * as FiberMap from "effect/FiberMap"
import * as Layer from "effect/Layer"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { Account, type AccountKey, type Accounts } from "../../services/Account.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { followStream } from "./followStream.js"

/** Namespaces whose accounts have an identity (names are EVM addresses' in the data API). */
const IDENTITY_NAMESPACES: ReadonlyArray<ChainNamespace> = ["eip155"]

/** An avatar the button may load: http(s) or an inline image, nothing else. */
export const safeAvatar = (url: string | null | undefined): string | undefined =>
  url !== null && url !== undefined && /^(https?:\/\/|data:image\/)/i.test(url) ? url : undefined

const keyOf = (account: AccountKey): string => `${account.caipNetworkId}:${account.address}`

export const AccountProfileLive: Layer.Layer<never, never, Account | BlockchainApi> = Layer.scopedDiscard(
  Effect.gen(function*() {
    const account = yield* Account
    const api = yield* BlockchainApi
    // One read per namespace: a newer account interrupts the read for the older one.
    const reads = yield* FiberMap.make<ChainNamespace>()
    const loaded = new Map<ChainNamespace, string>()

    const load = (key: AccountKey) =>
      api.getIdentity({ caipNetworkId: key.caipNetworkId, address: key.address }).pipe(
        Effect.flatMap((identity) =>
          account.setProfile(key, { name: identity.name ?? undefined, image: safeAvatar(identity.avatar) })
        ),
        Effect.catchAll((error) => Effect.logDebug("identity unavailable", error)),
        Effect.withSpan("AccountProfile.load")
      )

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
