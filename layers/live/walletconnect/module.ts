/**
 * `walletport/walletconnect`'s implementation chunk (loaded by the descriptor's `load()` when the core
 * starts): one WalletConnect adapter per configured namespace it can serve, over one shared client. The SDK
 * itself (@walletconnect/universal-provider) is started later still, on the first connect, warm-up or restore; its
 * code is imported as the core starts where the open that started it leads to WalletConnect
 * (firstOpenLeadsToWalletConnect).
 */
import type { WalletConnectAdapterOptions } from "../../../schemas/public/adapters.js"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import type { ChainNamespace } from "../../../schemas/entities/ids.js"
import { CHAIN_NAMESPACES } from "../../../schemas/namespaces.js"
import { storageScope } from "../../../schemas/storage/keys.js"
import type { MultiChainAdapterModule } from "../../../services/ChainAdapter.js"
import { Config, isWalletConnectOnly } from "../../../services/Config.js"
import { Device } from "../../../services/Device.js"
import { Storage } from "../../../services/Storage.js"
import { makeChainRpc } from "../ChainRpc.js"
import { lazySolanaReads } from "../solana/lazyReads.js"
import { makeWalletConnectAdapter } from "./adapter.js"
import { makeWalletConnectClient, REQUEST_EXPIRY_MIN_S } from "./client.js"
import { makeDeepLinks } from "./deepLinks.js"
import { isWalletMethod, WC_NAMESPACES } from "./namespaces.js"
import { loadWcProvider, preloadWcSdk, type WcProvider, type WcProviderOptions } from "./provider.js"

/** What a host passes to `walletConnectAdapter()`. */
// The host's options are declared with the public types (plain, read by hosts); the dev stack passes its local relay.
export type { WalletConnectAdapterOptions } from "../../../schemas/public/adapters.js"

/** The offline dev stack's hooks (dev/demo), never a host's: `walletConnectAdapter()` does not pass them on. */
export interface WalletConnectDevHooks {
  /**
   * Skip the SDK's Verify attestation iframe (verify.walletconnect.org), which offline delays every connect
   * and request by its 5 s timeout.
   */
  readonly skipVerify?: boolean
  /** The pairing expires after this many seconds instead of SPEC §4's 240 (still expired 10 s before its end). */
  readonly pairingExpirySeconds?: number
}

/** How the SDK's code arrives: imported alone (preload), or imported and started (load). */
export interface WcSdk {
  readonly load: (options: WcProviderOptions) => Promise<WcProvider>
  readonly preload: () => Promise<void>
}

const liveSdk: WcSdk = { load: loadWcProvider, preload: preloadWcSdk }

/**
 * Whether the SDK's code is imported as the core starts (import only: nothing reaches the relay before a click),
 * because the open that started it leads to WalletConnect: alone on a desktop, the modal opens onto the pairing QR
 * (SPEC §2); on a phone, onto a list where WalletConnect is how a visitor without a wallet app's browser connects
 * (waiting for the list's own warm-up left a tap soon after it waiting for the download, behind the instant-open
 * preview). A phone's core that starts to restore a stored connection imports nothing: that visitor opens onto
 * Account, and a stored WalletConnect session loads the SDK through its restore.
 */
const firstOpenLeadsToWalletConnect = (config: Parameters<typeof isWalletConnectOnly>[0]) =>
  Effect.gen(function*() {
    if (!(yield* (yield* Device).isMobile)) return isWalletConnectOnly(config)
    const stored = (yield* Storage).connectedConnector
    return !(yield* Effect.exists(CHAIN_NAMESPACES, (namespace) => Effect.map(stored.get(namespace), Option.isSome)))
  })

/** `sdk` is @walletconnect/universal-provider's; tests pass a scripted one. */
export const walletConnectModule = (
  options: WalletConnectAdapterOptions & WalletConnectDevHooks,
  sdk: WcSdk = liveSdk
): MultiChainAdapterModule => ({
  makeAll: Effect.gen(function*() {
    const config = yield* Config
    const deepLinks = yield* makeDeepLinks(yield* Storage, yield* Device)
    const served = WC_NAMESPACES.filter((ns): ns is ChainNamespace & typeof ns =>
      config.networks.some((n) => n.chainNamespace === ns)
    )
    const withAdapter = config.adapters.filter((a) => a.connector === undefined).map((a) => a.namespace)
    const client = yield* makeWalletConnectClient({
      preload: sdk.preload,
      load: () =>
        sdk.load({
          projectId: config.projectId,
          relayUrl: options.relayUrl,
          metadata: config.metadata,
          storagePrefix: `walletport:${storageScope(config) ?? config.projectId}`,
          skipVerify: options.skipVerify ?? false
        }),
      networks: config.networks,
      required: served.filter((ns) => withAdapter.includes(ns) || ns === "eip155"),
      requestExpirySeconds: options.requestExpirySeconds ?? REQUEST_EXPIRY_MIN_S,
      ...(options.pairingExpirySeconds === undefined ? {} : { pairingExpiryMs: options.pairingExpirySeconds * 1000 }),
      // Only methods the wallet answers bring the visitor back to it; reads go to the RPC (rpcMap).
      beforeRequest: (method) => (isWalletMethod(method) ? deepLinks.returnToWallet : Effect.void)
    })
    // The session's end (either side) forgets the deep-link choice; a failed or expired pairing, the pending one.
    yield* client.events.pipe(
      Stream.filter((event) => event._tag === "Ended"),
      Stream.runForEach(() => deepLinks.clear),
      Effect.forkScoped
    )
    yield* client.pairing.changes.pipe(
      Stream.filter((pairing) => pairing._tag === "Failed"),
      Stream.runForEach(() => deepLinks.forgetPending),
      Effect.forkScoped
    )
    if (yield* firstOpenLeadsToWalletConnect(config)) yield* client.preload
    const rpc = yield* makeChainRpc
    return yield* Effect.forEach(served, (namespace) =>
      makeWalletConnectAdapter(namespace, client, rpc, {
        deepLinks,
        hostToken: (network) => config.tokens?.[network.caipNetworkId],
        solanaReads: lazySolanaReads(config)
      }))
  })
})
