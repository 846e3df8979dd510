/**
 * Rules on the configured adapters (WalletConnect's, the embedded wallet's), apart from schemas/adapterDescriptor.ts: that module is in
 * the host's initial chunk, and what lazy code imports from a module the shell imports lands there too.
 */
import type { AdapterConnector } from "./adapterDescriptor.js"
import type { ChainNamespace } from "./entities/ids.js"

/** What the rules read of the options: each adapter's namespace and connector (WalletConnect's, or none for a browser wallet's). */
type Adapters = {
  readonly adapters: ReadonlyArray<{ readonly namespace?: ChainNamespace; readonly connector?: AdapterConnector | undefined }>
}

/** The namespaces each multi-namespace connector serves (AUTH is eip155 and solana; WalletConnect adds bip122). */
export const CONNECTOR_NAMESPACES = {
  walletConnect: ["eip155", "solana", "bip122"],
  embedded: ["eip155", "solana"]
} as const satisfies { readonly [C in AdapterConnector]: ReadonlyArray<ChainNamespace> }

/** `walletConnectAdapter()` is configured: WalletConnect pairs wallets not on the page. */
export const hasWalletConnect = (config: Adapters): boolean =>
  config.adapters.some((adapter) => adapter.connector === "walletConnect")

/**
 * "WalletConnect only": WalletConnect's adapter and no browser-wallet adapter, so open lands on
 * WalletConnect's views (ConnectingWalletConnectBasic, AllWallets on a phone) rather than Connect. Without
 * WalletConnect's adapter it is never so: those views would pair through an adapter the host did not configure.
 */
export const isWalletConnectOnly = (config: Adapters): boolean =>
  hasWalletConnect(config) && config.adapters.every((adapter) => adapter.connector === "walletConnect")

/** The embedded wallet configured with email login on (`features.email`): the Connect view leads with the email field. */
export const isEmailLoginConfigured = (config: Adapters, emailFeature: boolean): boolean =>
  emailFeature && config.adapters.some((adapter) => adapter.connector === "embedded")

/** The namespaces the configured adapters serve: a browser-wallet adapter its own, a connector those it spans. */
const servedNamespaces = (config: Adapters): ReadonlyArray<string> =>
  config.adapters.flatMap((adapter) =>
    adapter.connector === undefined ? (adapter.namespace === undefined ? [] : [adapter.namespace]) : CONNECTOR_NAMESPACES[adapter.connector])

/** What the rule reads of each network. */
interface NetworkLike {
  readonly chainNamespace: string
}

/**
 * Configurations under which no wallet can connect: no adapter at all (`[]`), or networks whose namespace no
 * adapter serves (a Solana network with only `evmAdapter()`): their indices in `networks`. The core reports them
 * as InvalidOptions (schemas/optionMessages.ts words them) and the instant-open preview draws nothing for them,
 * from this one rule (Effect-free, and without the messages, for the preview).
 */
export const unservedNetworks = (config: Adapters, networks: ReadonlyArray<NetworkLike>): ReadonlyArray<number> | "no adapter" => {
  if (config.adapters.length === 0) return "no adapter"
  const served = servedNamespaces(config)
  return networks.flatMap((network, i) => (served.includes(network.chainNamespace) ? [] : [i]))
}
