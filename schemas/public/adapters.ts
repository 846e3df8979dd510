/** The options of the adapters a host configures (`walletConnectAdapter()`, `embeddedWallet()`), without Effect. */

/** `walletConnectAdapter(options)`. */
export interface WalletConnectAdapterOptions {
  /** The WalletConnect relay, a wss:// URL (default: WalletConnect's hosted relay). */
  readonly relayUrl?: string
  /** How long a request may wait for the wallet, in seconds: 300 to 604800 (default 300). */
  readonly requestExpirySeconds?: number
}

/** `embeddedWallet(options)`. */
export interface EmbeddedWalletOptions {
  /** Your wallet server's base URL (it serves the secure frame at `${url}/frame`, on its own origin). */
  readonly url: string
  /** Log the frame's messages to the console. */
  readonly enableLogger?: boolean
}
