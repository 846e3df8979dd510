/**
 * The EIP-1193 provider a host gets for a WalletConnect EVM session (useWalletProvider): requests go through
 * the session on its current chain; eth_chainId and eth_accounts are answered from the session itself; the
 * session's events reach `on` listeners as EIP-1193 events (accountsChanged, chainChanged, disconnect).
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type { Eip1193Provider } from "../../../schemas/eip1193.js"
import { eip1193Listeners } from "../eip1193Listeners.js"
import type { WalletConnectClient, WcEvent } from "./client.js"
import { accountsOf, canonicalAddress } from "./session.js"

/** A session event as EIP-1193 events ([name, payload] pairs); non-EVM ones give none. */
export const eip1193Events = (event: WcEvent): ReadonlyArray<readonly [string, unknown]> => {
  switch (event._tag) {
    case "Ended":
      return [["accountsChanged", []], ["disconnect", { code: 4900, message: "The WalletConnect session ended." }]]
    case "SessionUpdate":
      return [["accountsChanged", [...new Set(accountsOf(event.namespaces, "eip155").map((a) => a.address))]]]
    case "SessionEvent": {
      if (!event.chainId.startsWith("eip155:")) return []
      if (event.name === "accountsChanged" && Array.isArray(event.data)) {
        return [["accountsChanged", event.data.flatMap((entry: unknown) => {
          const address = typeof entry === "string" ? canonicalAddress("eip155", entry.split(":").at(-1) ?? "") : undefined
          return address === undefined ? [] : [address]
        })]]
      }
      if (event.name === "chainChanged") {
        const raw = typeof event.data === "string" && event.data.startsWith("eip155:") ? event.data.slice(7) : event.data
        const id = Number(raw)
        return Number.isSafeInteger(id) && id > 0 ? [["chainChanged", `0x${id.toString(16)}`]] : []
      }
      return []
    }
  }
}

export interface WalletConnectEip1193 {
  readonly isWalletConnect: true
  request(args: { readonly method: string; readonly params?: object | ReadonlyArray<unknown> }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

export const eip1193Facade = (client: WalletConnectClient, chain: Effect.Effect<string | undefined>): WalletConnectEip1193 => {
  const listeners = eip1193Listeners(client.events, eip1193Events)
  const run = <A, E>(effect: Effect.Effect<A, E>): Promise<A> =>
    Effect.runPromiseExit(effect).then((exit) => (Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))))
  return {
    isWalletConnect: true,
    request: (args) =>
      run(Effect.gen(function*() {
        const chainId = (yield* chain) ?? "eip155:1"
        if (args.method === "eth_chainId") return `0x${Number(chainId.split(":")[1]).toString(16)}`
        if (args.method === "eth_accounts" || args.method === "eth_requestAccounts") {
          const session = yield* client.session
          return accountsOf(session?.namespaces, "eip155").filter((a) => a.caipNetworkId === chainId).map((a) => a.address)
        }
        return yield* client.request(args.method, args.params ?? [], chainId)
      })),
    on: listeners.on,
    removeListener: listeners.removeListener
  }
}

/** The facade as the EVM code's EIP-1193 provider (params arrive untyped there; only arrays and objects pass). */
export const hostEip1193 = (facade: WalletConnectEip1193): Eip1193Provider => ({
  request: ({ method, params }) =>
    facade.request(typeof params === "object" && params !== null ? { method, params } : { method })
})
