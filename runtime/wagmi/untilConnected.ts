/**
 * Waiting for walletport's EVM connection: for a connect through the modal (settled when the visitor
 * connects, or closes the modal without) and for wagmi's reconnect (settled when a stored connection
 * has been restored, or could not be).
 */
import type { Walletport } from "../types.js"
import { type EvmConnection, evmConnection, evmStatus } from "./evmConnection.js"

/** What a waiter decides at each change: done, keep waiting, or failed with this error. */
type Verdict = { readonly connected: EvmConnection } | "wait" | { readonly failed: Error }

const until = (instance: Walletport, decide: () => Verdict): Promise<EvmConnection> =>
  new Promise((resolve, reject) => {
    const unsubscribes: Array<() => void> = []
    const check = () => {
      const verdict = decide()
      if (verdict === "wait") return
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
      if ("connected" in verdict) resolve(verdict.connected)
      else reject(verdict.failed)
    }
    unsubscribes.push(instance.subscribeAccount(check, "eip155"), instance.subscribeState(check))
    check()
  })

/** Once the EVM namespace is connected; fails with `closed()` when the modal closes with no connection under way. */
export const untilModalConnected = (instance: Walletport, closed: () => Error): Promise<EvmConnection> =>
  until(instance, () => {
    const connection = evmConnection(instance)
    if (connection !== undefined) return { connected: connection }
    // A connection still being made (or its account still loading) may finish after the modal closed.
    return instance.getState().open || evmStatus(instance) !== "disconnected" ? "wait" : { failed: closed() }
  })

/** Once a stored EVM connection has been restored; fails with `none()` when there is none (or it was not restored). */
export const untilRestored = (instance: Walletport, none: () => Error): Promise<EvmConnection> =>
  until(instance, () => {
    const connection = evmConnection(instance)
    if (connection !== undefined) return { connected: connection }
    return evmStatus(instance) === "disconnected" ? { failed: none() } : "wait"
  })
