// The local Solana chain's own process (forked through scripts/run-ts.mjs by dev/surfpool.ts): Surfpool's
// addon, and the JavaScript that must keep running beside it. The runtime queues an event per slot (≈ 12/s)
// and per state change in a queue of 1,024 that nobody empties by itself; once full, the runtime blocks and
// stops answering every RPC request (measured: ≈ 90 s after start, notes in dev/README.md). This process
// empties it on a timer that nothing else here can hold up, and applies the stack's cheat codes.
//
// Protocol (dev/surfpool/ipc.ts): argv[2] = configuration → ready | failed; cheat {id} → cheatDone {id};
// stop (or the parent going away) stops the chain and exits, which frees its ports whatever the addon's stop did.
import * as Schema from "effect/Schema"
import { startNativeSurfnet } from "./addon.js"
import { ChainConfigJson, type FromChild, ToChild } from "./ipc.js"

/** How often the event queue is emptied: ≈ 3 events at the default slot time, far below its 1,024. */
const DRAIN_INTERVAL_MS = 250

const send = (message: FromChild): void => {
  if (process.connected) process.send?.(message)
}

const errorText = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error))

const main = (): void => {
  const config = Schema.decodeUnknownEither(ChainConfigJson)(process.argv[2])
  if (config._tag === "Left" || process.send === undefined) {
    throw new Error("usage: fork dev/surfpool/process.ts '<ChainConfig JSON>' (with an IPC channel)")
  }
  const chain = startNativeSurfnet(config.right)
  const drainTimer = setInterval(() => chain.drainEvents(), DRAIN_INTERVAL_MS)

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    clearInterval(drainTimer)
    try {
      chain.stop()
    } catch (error) {
      // Exiting frees the ports anyway.
      console.error(errorText(error))
    }
    process.exit(0)
  }

  const decode = Schema.decodeUnknownEither(ToChild)
  process.on("message", (raw: unknown) => {
    const decoded = decode(raw)
    if (decoded._tag === "Left" || stopping) return
    const message = decoded.right
    if (message._tag === "stop") return stop()
    try {
      chain.apply(message.code)
      send({ _tag: "cheatDone", id: message.id })
    } catch (error) {
      send({ _tag: "cheatDone", id: message.id, error: errorText(error) })
    }
  })
  // The parent died or dropped us: nothing would ever stop this process otherwise.
  process.on("disconnect", stop)
  process.on("SIGTERM", stop)
  send({ _tag: "ready", rpcUrl: chain.rpcUrl, wsUrl: chain.wsUrl, payer: chain.payer })
}

try {
  main()
} catch (error) {
  console.error(errorText(error))
  process.exitCode = 1
  // Exits once the message is out and the channel closed (nothing else keeps it alive).
  if (process.connected) process.send?.({ _tag: "failed", message: errorText(error) } satisfies FromChild, () => process.disconnect())
}
