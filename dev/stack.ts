// The whole offline stack behind `npm start` and the e2e tests (ARCHITECTURE §5). Today: anvil + the demo
// dapp server. Later local services (data API, analytics sink, secure frame, relay) start here too.
import { startAnvil, type Anvil } from "./anvil.js"
import { startDevServer, type DevServer } from "./server.js"

export interface StartDevStackOptions {
  /** Port of the demo dapp server; 0 (default) lets the OS choose. */
  readonly port?: number
  /** Port of anvil; 0 (default) lets the OS choose. */
  readonly anvilPort?: number
  /** Rebuild the demo on source changes (default false; `npm start` turns it on). */
  readonly watch?: boolean
  readonly minify?: boolean
  /** Aborting while starting stops whatever already started and rejects. */
  readonly signal?: AbortSignal
  /** Progress and rebuild messages (default: silent). */
  readonly log?: (line: string) => void
  /** Receives anvil's raw output (default: dropped). */
  readonly onAnvilOutput?: (text: string) => void
}

export interface DevStack {
  /** The demo dapp, e.g. http://127.0.0.1:41234/ */
  readonly url: string
  /** The devnet's JSON-RPC URL, e.g. http://127.0.0.1:39871 */
  readonly rpcUrl: string
  readonly chainId: number
  readonly anvil: Anvil
  readonly server: DevServer
  /** Stops every child (server, esbuild, anvil); resolves when all are gone. Idempotent. */
  readonly stop: () => Promise<void>
}

/** Starts anvil, then the demo dapp server pointed at it. */
export const startDevStack = async (options: StartDevStackOptions = {}): Promise<DevStack> => {
  const log = options.log ?? (() => {})
  const anvil = await startAnvil({
    ...(options.anvilPort === undefined ? {} : { port: options.anvilPort }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onAnvilOutput === undefined ? {} : { onOutput: options.onAnvilOutput })
  })
  log(`anvil ready at ${anvil.rpcUrl} (pid ${anvil.pid}, chain ${anvil.chainId})`)

  let server: DevServer
  try {
    options.signal?.throwIfAborted()
    server = await startDevServer({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      watch: options.watch ?? false,
      log,
      ...(options.port === undefined ? {} : { port: options.port }),
      ...(options.minify === undefined ? {} : { minify: options.minify })
    })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  if (options.signal?.aborted === true) {
    await Promise.allSettled([server.stop(), anvil.stop()])
    throw options.signal.reason
  }

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= Promise.allSettled([server.stop(), anvil.stop()]).then((results) => {
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []))
      if (failures.length > 0) throw new AggregateError(failures, "dev stack: stop failed")
    })
    return stopping
  }

  return { url: server.url, rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, anvil, server, stop }
}
