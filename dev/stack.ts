// The whole offline stack behind `npm start` and the e2e tests (ARCHITECTURE §5). Today: anvil, Surfpool and the
// demo dapp server. Later local services (data API, analytics sink, secure frame, relay) start here too.
import { startAnvil, type Anvil } from "./anvil.js"
import { type LocalDataServer, startLocalDataServer } from "./data-server/index.js"
import { startDevServer, type DevServer } from "./server.js"
import { DEMO_SOLANA_FUNDING_LAMPORTS, MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "./solana-wallet/accounts.js"
import { startSurfpool, type Surfpool } from "./surfpool.js"

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
  /** The local Solana chain; the demo Solana accounts hold 100 SOL each. */
  readonly surfpool: Surfpool
  readonly server: DevServer
  /** The local data server (SPEC §7 data API, explorer, analytics sink), answering from the chains. */
  readonly data: LocalDataServer
  /** Stops everything (server, esbuild, anvil, Surfpool); resolves when all are gone. Idempotent. */
  readonly stop: () => Promise<void>
}

/** Starts anvil and Surfpool, then the demo dapp server pointed at them. */
export const startDevStack = async (options: StartDevStackOptions = {}): Promise<DevStack> => {
  const log = options.log ?? (() => {})
  const anvil = await startAnvil({
    ...(options.anvilPort === undefined ? {} : { port: options.anvilPort }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onAnvilOutput === undefined ? {} : { onOutput: options.onAnvilOutput })
  })
  log(`anvil ready at ${anvil.rpcUrl} (pid ${anvil.pid}, chain ${anvil.chainId})`)

  let surfpool: Surfpool
  try {
    surfpool = startSurfpool({
      fund: [SOLANA_DEMO_ACCOUNT, MULTICHAIN_DEMO_SOLANA_ACCOUNT].map(({ address }) => ({
        address,
        lamports: DEMO_SOLANA_FUNDING_LAMPORTS
      }))
    })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  log(`surfpool ready at ${surfpool.rpcUrl}`)

  let data: LocalDataServer
  try {
    options.signal?.throwIfAborted()
    data = await startLocalDataServer({ anvil, surfpool })
  } catch (error) {
    await Promise.allSettled([anvil.stop(), surfpool.stop()])
    throw error
  }
  log(`data server ready at ${data.url} (analytics sink: ${data.url}/dev/analytics)`)

  let server: DevServer
  try {
    options.signal?.throwIfAborted()
    server = await startDevServer({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      config: {
        solanaRpcUrl: surfpool.rpcUrl,
        solanaWsUrl: surfpool.wsUrl,
        apiUrl: data.apiUrl,
        explorerUrl: data.explorerUrl,
        analyticsUrl: data.analyticsUrl
      },
      watch: options.watch ?? false,
      log,
      ...(options.port === undefined ? {} : { port: options.port }),
      ...(options.minify === undefined ? {} : { minify: options.minify })
    })
  } catch (error) {
    await Promise.allSettled([data.stop(), anvil.stop(), surfpool.stop()])
    throw error
  }
  data.allowOrigin(new URL(server.url).origin)
  if (options.signal?.aborted === true) {
    await Promise.allSettled([server.stop(), data.stop(), anvil.stop(), surfpool.stop()])
    throw options.signal.reason
  }

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= Promise.allSettled([server.stop(), data.stop(), anvil.stop(), surfpool.stop()]).then((results) => {
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []))
      if (failures.length > 0) throw new AggregateError(failures, "dev stack: stop failed")
    })
    return stopping
  }

  return { url: server.url, rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, anvil, surfpool, server, data, stop }
}
