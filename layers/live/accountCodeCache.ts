/**
 * The smart-account probe's answers (eth_getCode per network, Receive's warning), kept per (address,
 * caipNetworkId) while that account stays connected: reopening Receive asks the chains again only for what is
 * not known. An account that leaves its namespace (another account, a disconnect) loses its answers, so a later
 * connection probes afresh. Only code found is kept (for the whole connection): "no code" can end at any moment
 * (a counterfactual account deploys, an EOA delegates with EIP-7702 from its wallet), so it is asked again on
 * every open. A failed probe is not kept either.
 */
import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import type { Network } from "../../schemas/entities/Network.js"
import { Account, type Accounts } from "../../services/Account.js"
import { followStream } from "./followStream.js"

/** An address with code on a network (the only answer kept). */
interface Deployed {
  readonly address: string
}

export interface AccountCodeCache {
  /** `probe`'s answer for the address on the network, from the cache while it holds. Fails as `probe` does. */
  readonly hasCode: <E>(network: Network, address: string, probe: Effect.Effect<boolean, E>) => Effect.Effect<boolean, E>
}

const keyOf = (address: string, network: Network) => `${address}|${network.caipNetworkId}`

const connectedIn = (accounts: Accounts): ReadonlySet<string> =>
  new Set(Object.values(accounts).flatMap((snapshot) => (snapshot === undefined ? [] : [snapshot.address])))

export const makeAccountCodeCache: Effect.Effect<AccountCodeCache, never, Account | Scope.Scope> = Effect.gen(function*() {
  const account = yield* Account
  const answers = yield* Ref.make<ReadonlyMap<string, Deployed>>(new Map())
  const connectedNow = Effect.map(account.state.get, connectedIn)
  // Only the accounts connected now keep their answers.
  yield* followStream(account.state.changes, (accounts) => {
    const connected = connectedIn(accounts)
    return Ref.update(answers, (map) => new Map([...map].filter(([, answer]) => connected.has(answer.address))))
  })
  return {
    hasCode: (network, address, probe) =>
      Effect.gen(function*() {
        const key = keyOf(address, network)
        if ((yield* Ref.get(answers)).has(key)) return true
        const deployed = yield* probe
        // An account that left while its probe ran keeps nothing: it may come back on another connection.
        if (deployed && (yield* connectedNow).has(address)) yield* Ref.update(answers, (map) => new Map([...map, [key, { address }]]))
        return deployed
      })
  }
})
