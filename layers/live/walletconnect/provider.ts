/**
 * Loading @walletconnect/universal-provider (an optional peer) with import(), only when a visitor picks
 * WalletConnect or a stored WalletConnect session must be restored. `WcProvider` is the subset we call, so
 * tests can run the client over a fake and the SDK's types stay out of the rest of the library.
 */
import type { AppMetadata } from "../../../schemas/entities/Metadata.js"
import { lazyModule } from "../../../runtime/lazyModule.js"
import type { ProposalNamespace } from "./namespaces.js"
import { createdPairingUri } from "./pairingUri.js"

/** The SDK's session, as far as we read it (decoded again in session.ts). */
export interface WcSessionStruct {
  readonly topic: string
  readonly namespaces: unknown
}

export type WcListener = (payload: unknown) => void

/** The part of UniversalProvider the client uses. */
export interface WcProvider {
  readonly session: WcSessionStruct | undefined
  /**
   * Proposes a session. `onUri` receives the pairing URI as soon as it is known (`relayed` false: the relay
   * has not acknowledged the proposal yet), then once the relay has (`relayed` true; the SDK's own URI).
   * Resolves with the approved session.
   */
  connect(
    params: {
      readonly namespaces: Record<string, ProposalNamespace>
      readonly optionalNamespaces: Record<string, ProposalNamespace>
    },
    onUri: (uri: string, relayed: boolean) => void
  ): Promise<WcSessionStruct | undefined>
  request(args: { readonly method: string; readonly params?: object | ReadonlyArray<unknown> }, chain?: string, expiry?: number): Promise<unknown>
  disconnect(): Promise<void>
  abortPairingAttempt(): void
  on(event: string, listener: WcListener): void
  removeListener(event: string, listener: WcListener): void
  /** Starts opening the relay socket, if it is not open or opening (the warm-up). Never throws. */
  readonly openSocket: () => void
  /** Whether the relay socket is open now. */
  readonly relayConnected: () => boolean
  /** Opens the relay socket again (the SDK's own retry waits for its next heartbeat). */
  readonly reconnect: () => Promise<void>
  /** Closes the relay socket (instance disposed). */
  readonly close: () => Promise<void>
  /** The sign client's own events (session_expire is not re-emitted by the provider). */
  readonly onClient: (event: "session_expire", listener: WcListener) => () => void
}

export interface WcProviderOptions {
  readonly projectId: string
  readonly relayUrl: string | undefined
  readonly metadata: AppMetadata | undefined
  /** Per-instance storage prefix: two instances (or a dapp and a wallet) on one page keep apart. */
  readonly storagePrefix: string
  /**
   * Dev and offline only: answer the SDK's Verify attestation locally instead of loading the
   * verify.walletconnect.org iframe (which offline costs a 5 s timeout per connect and request).
   */
  readonly skipVerify: boolean
}

const fallbackMetadata = (): AppMetadata => ({
  name: typeof document === "undefined" ? "walletport" : document.title || "walletport",
  description: "",
  url: typeof location === "undefined" ? "http://localhost" : location.origin,
  icons: []
})

/**
 * With no stored topic, init leaves the relay socket closed until the first publish, so a pairing would wait
 * for the socket and its auth token: a warm-up opens it ahead. The relayer's own method for it is private in
 * its types, hence the lookup; without it the first publish opens the socket as before. A failure here is
 * silent: the pairing's publish reports its own.
 */
const openRelaySocket = (relayer: object): void => {
  const open: unknown = Reflect.get(relayer, "toEstablishConnection")
  if (typeof open === "function") void Promise.resolve(open.call(relayer)).catch(() => undefined)
}

/** The SDK (an optional peer): a failed download rejects with ChunkLoadFailed, and the next pick imports again. */
const universalProviderChunk = lazyModule("the WalletConnect SDK", () => import("@walletconnect/universal-provider"))

/** Imports the SDK's code only (no init, nothing sent): a download and a parse ahead of the first pick. */
export const preloadWcSdk = (): Promise<void> => universalProviderChunk().then(() => undefined)

/**
 * Imports the SDK and starts the provider (reads stored sessions; the relay socket opens with a stored
 * session, a warm-up or the first publish).
 */
export const loadWcProvider = async (options: WcProviderOptions): Promise<WcProvider> => {
  const { UniversalProvider } = await universalProviderChunk()
  const metadata = options.metadata ?? fallbackMetadata()
  const common = {
    projectId: options.projectId,
    ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
    customStoragePrefix: options.storagePrefix,
    telemetryEnabled: false,
    logger: "silent"
  }
  const provider = await UniversalProvider.init({
    ...common,
    metadata: { name: metadata.name, description: metadata.description, url: metadata.url, icons: [...metadata.icons] },
    disableProviderPing: true
  })
  // The note's workaround, dev/offline only: the attestation answers "" at once (no iframe, no 5 s wait).
  if (options.skipVerify) provider.client.core.verify.register = async () => ""
  const { core } = provider.client
  return {
    get session() {
      return provider.session
    },
    connect: async (params, onUri) => {
      // SDK 2.25's connect() creates the pairing, then publishes the proposal (after the Verify attestation, up
      // to 5 s) and hands the URI over (display_uri) only once the relay acknowledged that publish. The URI is
      // known from the pairing's creation: a wallet that scans it subscribes to the topic and receives the
      // proposal whenever it lands. The first pairing created after this call is ours (one connect at a time).
      const onCreated = (event: unknown) => {
        core.pairing.events.off("pairing_create", onCreated)
        const uri = createdPairingUri(event, (topic) => core.crypto.keychain.get(topic))
        if (uri !== undefined) onUri(uri, false)
      }
      const onDisplayUri = (uri: unknown) => {
        if (typeof uri === "string") onUri(uri, true)
      }
      core.pairing.events.on("pairing_create", onCreated)
      provider.on("display_uri", onDisplayUri)
      try {
        return await provider.connect({ namespaces: params.namespaces, optionalNamespaces: params.optionalNamespaces })
      } finally {
        core.pairing.events.off("pairing_create", onCreated)
        provider.removeListener("display_uri", onDisplayUri)
      }
    },
    request: (args, chain, expiry) => provider.request(args.params === undefined ? { method: args.method } : { method: args.method, params: args.params }, chain, expiry),
    disconnect: () => provider.disconnect(),
    abortPairingAttempt: () => provider.abortPairingAttempt(),
    on: (event, listener) => provider.on(event, listener),
    removeListener: (event, listener) => provider.removeListener(event, listener),
    openSocket: () => openRelaySocket(core.relayer),
    relayConnected: () => provider.client.core.relayer.connected,
    reconnect: () => provider.client.core.relayer.transportOpen(),
    close: () => provider.client.core.relayer.transportClose(),
    onClient: (event, listener) => {
      provider.client.on(event, listener)
      return () => provider.client.off(event, listener)
    }
  }
}
