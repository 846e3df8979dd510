// The whole offline stack behind `npm start` and the e2e tests (ARCHITECTURE §5): anvil, Surfpool, the local
// services (auth server, WalletConnect relay, the embedded wallet's server and mail catcher) and the demo dapp
// server pointed at all of them.
import { startAnvil, type Anvil } from "./anvil.js"
import { type AuthServer, startAuthServer } from "./auth-server/server.js"
import { type LocalDataServer, startLocalDataServer } from "./data-server/index.js"
import { DEMO_PROJECT_ID } from "./demo/config.js"
import { type LocalEns, startEns } from "./ens/index.js"
import { type MailCapture, startMailCapture } from "./embedded/mail.js"
import { launchWalletServer, type WalletServerChild } from "./embedded/walletServer.js"
import { type DevServer, type DevServerConfig, startDevServer } from "./server.js"
import { DEMO_SOLANA_FUNDING_LAMPORTS, MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "./solana-wallet/accounts.js"
import { startParts } from "./startParts.js"
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
  /** ENS on anvil (dev/ens): registry, resolvers, UniversalResolver, alice.eth / bob.eth, the CCIP-read gateway. */
  readonly ens: LocalEns
  /** The embedded wallet's server (server/, in a child process): the frame at `${url}/frame`, the /v1 API. */
  readonly walletServer: WalletServerChild
  /** Catches the wallet server's mail (OTPs, device links): `mail.mailboxUrl`, `mail.messages(to)`. */
  readonly mail: MailCapture
  /** Stops everything (server, esbuild, local services, anvil, Surfpool); resolves when all are gone. Idempotent. */
  readonly stop: () => Promise<void>
}

/**
 * Starts every part that needs no other at once (anvil and Surfpool, each a process of its own; the mail catcher;
 * the relay; the wallet server's process, which builds the frame and its database meanwhile; the demo's build),
 * then the data and auth servers once the chains answer, then points the demo and the wallet server at them all.
 */
export const startDevStack = async (options: StartDevStackOptions = {}): Promise<DevStack> => {
  const { signal } = options
  const log = options.log ?? (() => {})
  const { begin, untilAborted, stopAll } = startParts({ log, ...(signal === undefined ? {} : { signal }) })

  try {
    signal?.throwIfAborted()
    const surfpoolStarting = begin(
      () =>
        startSurfpool({
          fund: [SOLANA_DEMO_ACCOUNT, MULTICHAIN_DEMO_SOLANA_ACCOUNT].map(({ address }) => ({ address, lamports: DEMO_SOLANA_FUNDING_LAMPORTS })),
          ...(signal === undefined ? {} : { signal }),
          ...(options.onSurfpoolOutput === undefined ? {} : { onOutput: options.onSurfpoolOutput })
        }),
      (surfpool) => `surfpool ready at ${surfpool.rpcUrl} (pid ${surfpool.pid})`
    )
    const anvilStarting = begin(
      () =>
        startAnvil({
          ...(options.anvilPort === undefined ? {} : { port: options.anvilPort }),
          ...(signal === undefined ? {} : { signal }),
          ...(options.onAnvilOutput === undefined ? {} : { onOutput: options.onAnvilOutput })
        }),
      (anvil) => `anvil ready at ${anvil.rpcUrl} (pid ${anvil.pid}, chain ${anvil.chainId})`
    )
    const mailStarting = begin(() => startMailCapture(), (mail) => `mail catcher ready: smtp 127.0.0.1:${mail.smtp.port}, mailbox ${mail.mailboxUrl}`)
    // Configured once the demo's origin is known.
    const walletServerStarting = begin(() => launchWalletServer(options.onWalletServerOutput === undefined ? {} : { onOutput: options.onWalletServerOutput }))
    const relayStarting = begin(() => startRelay({ log }), (relay) => `walletconnect relay ready at ${relay.url}`)
    // The demo builds while the services start; its /config.json waits for their URLs.
    let setConfig: (config: DevServerConfig) => void = () => {}
    const config = new Promise<DevServerConfig>((resolve) => {
      setConfig = resolve
    })
    const serverStarting = begin(() =>
      startDevServer({
        config,
        watch: options.watch ?? false,
        log,
        ...(options.port === undefined ? {} : { port: options.port }),
        ...(options.minify === undefined ? {} : { minify: options.minify })
      })
    )

    const [anvil, surfpool] = await untilAborted(Promise.all([anvilStarting, surfpoolStarting]))
    const dataStarting = begin(() => startLocalDataServer({ anvil, surfpool }), (data) => `data server ready at ${data.url} (analytics sink: ${data.url}/dev/analytics)`)
    const ensStarting = begin(() => startEns(anvil), (ens) => `ENS ready: universal resolver ${ens.universalResolver}, CCIP-read gateway ${ens.gateway.url}`)
    const authServerStarting = begin(
      () =>
        startAuthServer({
          chains: [`eip155:${anvil.chainId}`, solanaLocal(surfpool.rpcUrl).caipNetworkId],
          rpcUrls: { [`eip155:${anvil.chainId}`]: anvil.rpcUrl }
        }),
      (authServer) => `auth server ready at ${authServer.url}`
    )
    const [mail, walletServer, relay, server, data, authServer, ens] = await untilAborted(
      Promise.all([mailStarting, walletServerStarting, relayStarting, serverStarting, dataStarting, authServerStarting, ensStarting])
    )

    setConfig({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      solanaRpcUrl: surfpool.rpcUrl,
      solanaWsUrl: surfpool.wsUrl,
      siwxAuthUrl: authServer.url,
      wcRelayUrl: relay.url,
      apiUrl: data.apiUrl,
      explorerUrl: data.explorerUrl,
      analyticsUrl: data.analyticsUrl,
      embeddedWalletUrl: walletServer.url
    })
    data.allowOrigin(new URL(server.url).origin)
    const solana = solanaLocal(surfpool.rpcUrl)
    await untilAborted(
      walletServer.configure({
        projects: { [DEMO_PROJECT_ID]: { origins: [new URL(server.url).origin] } },
        rpcUrls: { [`eip155:${anvil.chainId}`]: anvil.rpcUrl, [solana.caipNetworkId]: surfpool.rpcUrl },
        smtp: mail.smtp,
        ...(options.devFixedOtp === undefined ? {} : { devFixedOtp: options.devFixedOtp })
      })
    )
    log(`wallet server ready at ${walletServer.url} (pid ${walletServer.pid})`)

    let stopping: Promise<void> | undefined
    const stop = (): Promise<void> => (stopping ??= stopAll())

    return { url: server.url, rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, anvil, surfpool, server, data, ens, authServer, relay, walletServer, mail, stop }
  } catch (error) {
    await stopAll().catch(() => {})
    throw error
  }
}
