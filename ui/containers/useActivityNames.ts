/**
 * Names for the other side of Activity rows (issue 23): the data API's identity of each distinct counterparty
 * (SPEC §7 GET /v1/identity — walletport.id names), through BlockchainApi.getIdentity, which caches it for SPEC §9's
 * 5 minutes in Storage: one request per address, not per row, and none on the next open. No ENS reverse lookup
 * per counterparty (several uncached RPC calls each); the account's own profile name (ENS included) names its
 * own address. A failed lookup leaves the address; a new account or list interrupts the lookups under way.
 */
import * as Effect from "effect/Effect"
import * as FiberId from "effect/FiberId"
import { useLayoutEffect, useMemo, useState } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import type { Transaction } from "../../schemas/entities/Transaction.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import type { KnownNames } from "../views/account/activityText.js"

/** Lookups per list at most: a long history with many counterparties costs no more than this. */
const MAX_LOOKUPS = 20
const EVM_ADDRESS = /^0x[0-9a-f]{40}$/
const ZERO_ADDRESS = `0x${"0".repeat(40)}`

/** The distinct EVM counterparties of `transactions`, lowercased, newest first, at most MAX_LOOKUPS. */
export const counterparties = (transactions: ReadonlyArray<Transaction>, own: string): ReadonlyArray<string> => {
  const seen = new Set<string>()
  for (const tx of transactions) {
    for (const address of [tx.metadata.sentFrom, tx.metadata.sentTo]) {
      const key = address.toLowerCase()
      if (EVM_ADDRESS.test(key) && key !== ZERO_ADDRESS && key !== own.toLowerCase()) seen.add(key)
    }
    if (seen.size >= MAX_LOOKUPS) break
  }
  return [...seen].slice(0, MAX_LOOKUPS)
}

export const useActivityNames = (
  transactions: ReadonlyArray<Transaction>,
  account: { readonly address?: string | undefined; readonly caipNetworkId?: string | undefined; readonly profileName?: string | undefined }
): KnownNames => {
  const { runtime } = useLoaded().internals
  const { address, caipNetworkId, profileName } = account
  // A stable key: a new page of the same counterparties starts no new lookups.
  const wanted = useMemo(() => (address === undefined ? "" : counterparties(transactions, address).join(",")), [transactions, address])
  const [found, setFound] = useState<KnownNames>(new Map())
  useLayoutEffect(() => {
    if (caipNetworkId === undefined || wanted === "") return
    const lookups = Effect.flatMap(BlockchainApi, (api) =>
      Effect.forEach(wanted.split(","), (a) =>
        api.getIdentity({ caipNetworkId, address: a }).pipe(
          Effect.map((identity) => (identity.name === null ? [] : [[a, identity.name] as const])),
          Effect.orElseSucceed(() => [])
        ), { concurrency: 4 }))
    const fiber = runtime.runFork(Effect.flatMap(lookups, (pairs) => Effect.sync(() => setFound(new Map(pairs.flat())))))
    return () => fiber.unsafeInterruptAsFork(FiberId.none)
  }, [runtime, wanted, caipNetworkId])
  return useMemo(() => {
    if (address === undefined || profileName === undefined) return found
    return new Map([...found, [address.toLowerCase(), profileName]])
  }, [found, address, profileName])
}
