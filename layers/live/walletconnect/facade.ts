/**
 * The EIP-1193 provider a host gets for a WalletConnect EVM session (useWalletProvider): requests go through
 * the session on its current chain; eth_chainId and eth_accounts are answered from the session itself.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type { WalletConnectClient } from "./client.js"
import { accountsOf } from "./session.js"

export interface WalletConnectEip1193 {
  readonly isWalletConnect: true
  request(args: { readonly method: string; readonly params?: object | ReadonlyArray<unknown> }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

export const eip1193Facade = (client: WalletConnectClient, chain: Effect.Effect<string | undefined>): WalletConnectEip1193 => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
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
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    }
  }
}
