// The whole offline stack behind `npm start` and the e2e tests (ARCHITECTURE §5): anvil, Surfpool, the local
// services (auth server, WalletConnect relay, the embedded wallet's server and mail catcher) and the demo dapp
// server pointed at all of them.
import { startAnvil, type Anvil } from "./anvil.js"
import { type AuthServer, startAuthServer } from "./auth-server/server.js"
import { type LocalDataServer, startLocalDataServer } from "./data-server/index.js"
import { DEMO_PROJECT_ID } from "./demo/config.js"
import { type MailCapture, startMailCapture } from "./embedded/mail.js"
import { launchWalletServer, type WalletServerChild } from "./embedded/walletServer.js"
import { startDevServer, type DevServer } from "./server.js"
import { DEMO_SOLANA_FUNDING_LAMPORTS, MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "./solana-wallet/accounts.js"
import { startSurfpool, type Surfpool } from "./surfpool.js"
import { startRelay, type Relay } from "./wc-relay/relay.js"
import { solanaLocal } from "../schemas/networks/solana.js"

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
  /** Receives Surfpool's process's output lines (default: dropped; shown when it fails to start). */
  readonly onSurfpoolOutput?: (line: string) => void
  /** Receives the wallet server's output lines (default: dropped; shown when it fails to start). */
  readonly onWalletServerOutput?: (line: string) => void
  /** Dev only: every one-time code the wallet server mails is this one (WALLETPORT_DEV_FIXED_OTP). Off by default. */
  readonly devFixedOtp?: string
}

export interface DevStack {
  /** The demo dapp, e.g. http://127.0.0.1:41234/ */
  readonly url: string
  /** The devnet's JSON-RPC URL, e.g. http://127.0.0.1:39871 */
  readonly rpcUrl: string
  readonly chainId: number
  readonly anvil: Anvil
  /** The local Solana chain, in a process of its own; the demo Solana accounts hold 100 SOL each. */
  readonly surfpool: Surfpool
  readonly server: DevServer
  /** The local sign-in back end (dev/auth-server): nonce, verify, session cookie, sign out. */
  readonly authServer: AuthServer
  /** The local WalletConnect relay (notes/walletconnect-relay.md); its URL is `wcRelayUrl` in /config.json. */
  readonly relay: Relay
  /** The local data server (SPEC §7 data API, explorer, analytics sink), answering from the chains. */
  readonly data: LocalDataServer
  /** The embedded wallet's server (server/, in a child process): the frame at `${url}/frame`, the /v1 API. */
  readonly walletServer: WalletServerChild
  /** Catches the wallet server's mail (OTPs, device links): `mail.mailboxUrl`, `mail.messages(to)`. */
  readonly mail: MailCapture
  /** Stops everything (server, esbuild, local services, anvil, Surfpool); resolves when all are gone. Idempotent. */
  readonly stop: () => Promise<void>
}

/** Starts anvil and Surfpool (each a process of its own), then the local services, then the demo dapp server pointed at them. */
export const startDevStack = async (options: StartDevStackOptions = {}): Promise<DevStack> => {
  const log = options.log ?? (() => {})
  // Every started part registers its stop here, so a failure or an abort part-way stops exactly what started.
  const stops: Array<() => Promise<void>> = []
  const stopAll = async (): Promise<void> => {
    const results = await Promise.allSettled(stops.splice(0).map((stopOne) => stopOne()))
    const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []))
    if (failures.length > 0) throw new AggregateError(failures, "dev stack: stop failed")
  }
  /** Runs one start step; on failure (or an abort) stops what already started and rethrows. */
  const step = async <A extends { readonly stop: () => Promise<void> }>(start: () => Promise<A>): Promise<A> => {
    try {
      options.signal?.throwIfAborted()
      const part = await start()
      stops.push(() => part.stop())
      options.signal?.throwIfAborted()
      return part
    } catch (error) {
      await stopAll().catch(() => {})
      throw error
    }
  }

  // Surfpool's process starts (≈ 1 s: it bundles its script) while anvil does.
  const surfpoolStarting = startSurfpool({
    fund: [SOLANA_DEMO_ACCOUNT, MULTICHAIN_DEMO_SOLANA_ACCOUNT].map(({ address }) => ({ address, lamports: DEMO_SOLANA_FUNDING_LAMPORTS })),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onSurfpoolOutput === undefined ? {} : { onOutput: options.onSurfpoolOutput })
  })
  // If anvil fails first, stopAll still stops the chain once it is up (a failed start stops itself; stop is idempotent).
  surfpoolStarting.catch(() => {})
  stops.push(() => surfpoolStarting.then((started) => started.stop(), () => {}))

  const anvil = await step(() =>
    startAnvil({
      ...(options.anvilPort === undefined ? {} : { port: options.anvilPort }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      ...(options.onAnvilOutput === undefined ? {} : { onOutput: options.onAnvilOutput })
    })
  )
  log(`anvil ready at ${anvil.rpcUrl} (pid ${anvil.pid}, chain ${anvil.chainId})`)

  const surfpool = await step(() => surfpoolStarting)
  log(`surfpool ready at ${surfpool.rpcUrl} (pid ${surfpool.pid})`)

  const mail = await step(() => startMailCapture())
  log(`mail catcher ready: smtp 127.0.0.1:${mail.smtp.port}, mailbox ${mail.mailboxUrl}`)
  // Launched now, configured once the demo's origin is known; it builds the frame and its database meanwhile.
  const walletServer = await step(() =>
    launchWalletServer(options.onWalletServerOutput === undefined ? {} : { onOutput: options.onWalletServerOutput })
  )

  const data = await step(() => startLocalDataServer({ anvil, surfpool }))
  log(`data server ready at ${data.url} (analytics sink: ${data.url}/dev/analytics)`)

  const authServer = await step(() =>
    startAuthServer({
      chains: [`eip155:${anvil.chainId}`, solanaLocal(surfpool.rpcUrl).caipNetworkId],
      rpcUrls: { [`eip155:${anvil.chainId}`]: anvil.rpcUrl }
    })
  )
  log(`auth server ready at ${authServer.url}`)

  const relay = await step(() => startRelay({ log }))
  log(`walletconnect relay ready at ${relay.url}`)

  const server = await step(() =>
    startDevServer({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      config: {
        solanaRpcUrl: surfpool.rpcUrl,
        solanaWsUrl: surfpool.wsUrl,
        siwxAuthUrl: authServer.url,
        wcRelayUrl: relay.url,
        apiUrl: data.apiUrl,
        explorerUrl: data.explorerUrl,
        analyticsUrl: data.analyticsUrl,
        embeddedWalletUrl: walletServer.url
      },
      watch: options.watch ?? false,
      log,
      ...(options.port === undefined ? {} : { port: options.port }),
      ...(options.minify === undefined ? {} : { minify: options.minify })
    })
  )
  data.allowOrigin(new URL(server.url).origin)

  const solana = solanaLocal(surfpool.rpcUrl)
  try {
    await walletServer.configure({
      projects: { [DEMO_PROJECT_ID]: { origins: [new URL(server.url).origin] } },
      rpcUrls: { [`eip155:${anvil.chainId}`]: anvil.rpcUrl, [solana.caipNetworkId]: surfpool.rpcUrl },
      smtp: mail.smtp,
      ...(options.devFixedOtp === undefined ? {} : { devFixedOtp: options.devFixedOtp })
    })
  } catch (error) {
    await stopAll().catch(() => {})
    throw error
  }
  log(`wallet server ready at ${walletServer.url} (pid ${walletServer.pid})`)

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => (stopping ??= stopAll())

  return { url: server.url, rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, anvil, surfpool, server, data, authServer, relay, walletServer, mail, stop }
}
