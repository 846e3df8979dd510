/**
 * The options a host passes to `createWalletport`, as plain TypeScript: the type of the options Schema's input
 * (schemas/options.ts decodes it and fills the defaults; test/types/publicTypes.ts proves the two agree). Every
 * field says what it does, for the host's editor; no Effect here, so a host's `tsc` loads none.
 */
import type { WalletportAdapter } from "../adapterDescriptor.js"
import type { WalletportLogger } from "../hostLogger.js"
import type { SiweConfig, SiwxConfig } from "../siwx/config.js"
import type { Network } from "./network.js"
import type { AccountType } from "./session.js"

/** Your app as wallets show it (WalletConnect's pairing screen, the embedded wallet). */
export interface AppMetadata {
  /** Your app's name. */
  readonly name: string
  /** One line about your app. */
  readonly description: string
  /** Your app's origin, e.g. "https://example.com". */
  readonly url: string
  /** Icon URLs, the first one used. */
  readonly icons: ReadonlyArray<string>
}

/** A social login button: a provider, or Farcaster. */
export type SocialLogin = "google" | "github" | "apple" | "facebook" | "x" | "discord" | "farcaster"

/** A way to connect, as the Connect view orders them. */
export type ConnectMethod = "email" | "social" | "wallet"

/** The account kind the embedded wallet creates. */
export type PreferredAccountType = Extract<AccountType, "eoa" | "smartAccount">

/** Features to switch on or off; each is on unless said otherwise. */
export interface FeaturesInput {
  /** The Swap view in the account menu (default true). */
  readonly swaps?: boolean | undefined
  /** Buying crypto with a card (default true). */
  readonly onramp?: boolean | undefined
  /** The Receive view: the address as text and QR (default true). */
  readonly receive?: boolean | undefined
  /** The Send view (default true). */
  readonly send?: boolean | undefined
  /** Email login through the embedded wallet, when `walletport/embedded` is configured (default true). */
  readonly email?: boolean | undefined
  /** The social logins shown, in order (default: all of them); an empty list hides social login. */
  readonly socials?: ReadonlyArray<SocialLogin> | undefined
  /** The Activity tab of the Account view (default true). */
  readonly history?: boolean | undefined
  /** Usage events sent to `analyticsUrl` (default true); false sends none. */
  readonly analytics?: boolean | undefined
  /** Payments with `pay()` (default false). */
  readonly pay?: boolean | undefined
}

/** A token to show for a network, by contract address. */
export interface HostToken {
  /** The token's contract (EVM) or mint (Solana) address. */
  readonly address: string
  /** An image URL for the token. */
  readonly image?: string | undefined
}

/** A wallet you add to the wallet lists yourself (field names as in WalletConnect's explorer). */
export interface CustomWallet {
  /** Unique among the wallets; what `connect(id)` takes. */
  readonly id: string
  /** The wallet's display name. */
  readonly name: string
  /** The wallet's website. */
  readonly homepage?: string | undefined
  /** The wallet's icon URL. */
  readonly image_url?: string | undefined
  /** The wallet app's deep link on phones (e.g. "mywallet://"). */
  readonly mobile_link?: string | null | undefined
  /** The desktop app's link. */
  readonly desktop_link?: string | null | undefined
  /** The wallet's web app. */
  readonly webapp_link?: string | null | undefined
  /** The App Store page. */
  readonly app_store?: string | null | undefined
  /** The Google Play page. */
  readonly play_store?: string | null | undefined
  /** The EIP-6963 rdns of its browser extension, so an installed copy is recognised. */
  readonly rdns?: string | null | undefined
}

/** Theme variables you may set, each a CSS variable on the modal and the button. */
export interface ThemeVariables {
  /** The accent colour (buttons, links, focus), any CSS colour: `"#3b99fc"`. */
  readonly "--wp-accent"?: string | undefined
  /** A colour blended into the modal's surfaces, any CSS colour. */
  readonly "--wp-color-mix"?: string | undefined
  /** How much of `--wp-color-mix` is blended in, 0 to 100 (percent). */
  readonly "--wp-color-mix-strength"?: number | undefined
  /** The font stack: `"Inter, sans-serif"`. */
  readonly "--wp-font-family"?: string | undefined
  /** The base font size the others scale from: `"10px"`. */
  readonly "--wp-font-size-master"?: string | undefined
  /** The base corner radius the others scale from: `"4px"`. */
  readonly "--wp-border-radius-master"?: string | undefined
  /** The modal's z-index, an integer. */
  readonly "--wp-z-index"?: number | undefined
  /** The colour of the WalletConnect QR code's modules. */
  readonly "--wp-qr-color"?: string | undefined
}

/** The account kind the embedded wallet creates, per namespace. */
export interface DefaultAccountTypes {
  /** EVM accounts: "eoa" or "smartAccount". */
  readonly eip155?: AccountType
  /** Solana accounts. */
  readonly solana?: AccountType
  /** Bitcoin accounts ("payment" for payment addresses). */
  readonly bip122?: AccountType
  /** Polkadot accounts. */
  readonly polkadot?: AccountType
  /** Cosmos accounts. */
  readonly cosmos?: AccountType
}

/** The options of `createWalletport` (and of `createTestWalletport`). Only `projectId` and `networks` are required. */
export interface WalletportOptionsInput {
  /** Your project's id: sent with requests to the hosted API, explorer and analytics, and scopes the stored session. */
  readonly projectId: string
  /** Scopes the stored session and caches (default: `projectId`), for two instances that share a projectId. */
  readonly storageKey?: string | undefined
  /** Your app as wallets show it. */
  readonly metadata?: AppMetadata | undefined
  /** The networks your app works on, at least one (`mainnet`, `base`… from `walletport/evm`, `solana` from `walletport/solana`). */
  readonly networks: ReadonlyArray<Network>
  /** The network selected at start, one of `networks` (default: the first). */
  readonly defaultNetwork?: Network | undefined
  /** How wallets connect: `evmAdapter()`, `solanaAdapter()`, `walletConnectAdapter()`, `embeddedWallet()`. */
  readonly adapters?: ReadonlyArray<WalletportAdapter> | undefined
  /** Tokens to show besides the native coin, per network, by CAIP-2 network id (`"eip155:1"`). */
  readonly tokens?: { readonly [caipNetworkId: string]: HostToken } | undefined
  /** Features to switch on or off. */
  readonly features?: FeaturesInput | undefined
  /** The order of the Connect view's ways in (default email, social, wallet). */
  readonly connectMethodsOrder?: ReadonlyArray<ConnectMethod> | undefined
  /** Light, dark, or "system" to follow the visitor's `prefers-color-scheme` as it changes (default dark). */
  readonly themeMode?: "light" | "dark" | "system" | undefined
  /** Colours, font, radius and z-index of the modal and the button. */
  readonly themeVariables?: ThemeVariables | undefined
  /** Wallets you add to the lists yourself. */
  readonly customWallets?: ReadonlyArray<CustomWallet> | undefined
  /** Only these wallets (by id or rdns) in the lists. */
  readonly includeWalletIds?: ReadonlyArray<string> | undefined
  /** Never these wallets (by id, rdns or name). */
  readonly excludeWalletIds?: ReadonlyArray<string> | undefined
  /** These wallets first, in this order. */
  readonly featuredWalletIds?: ReadonlyArray<string> | undefined
  /** Your terms of service, linked under the Connect view. */
  readonly termsConditionsUrl?: string | undefined
  /** Your privacy policy, linked under the Connect view. */
  readonly privacyPolicyUrl?: string | undefined
  /** The account kind the embedded wallet creates, per namespace. */
  readonly defaultAccountTypes?: DefaultAccountTypes | undefined
  /** Let a visitor stay connected on a network you did not list (default false: the modal asks to switch). */
  readonly allowUnsupportedChain?: boolean | undefined
  /** Offer the embedded wallet (default false). */
  readonly enableEmbedded?: boolean | undefined
  /** Do not append the modal to the page by itself: render `<WalletportModal/>` where you want it (default false). */
  readonly disableAppend?: boolean | undefined
  /** Log every level (default: errors only) and show the alerts' banner. */
  readonly debug?: boolean | undefined
  /** Where log lines go (default `console`): a function given each entry, or a console-like object. */
  readonly logger?: WalletportLogger | undefined
  /** Sign-In With Ethereum, the older config (`getNonce`, `createMessage`, `verifyMessage`…); not with `siwx`. */
  readonly siweConfig?: SiweConfig | undefined
  /** Sign in with the wallet after connect: `localSiwx()`, `serverSiwx({ url })` or your own config; not with `siweConfig`. */
  readonly siwx?: SiwxConfig | undefined
  /** Your own RPC endpoints per network, by CAIP-2 network id, tried in order before the defaults. */
  readonly rpcUrls?: { readonly [caipNetworkId: string]: ReadonlyArray<string> } | undefined
  /** An RPC gateway's origin: the networks it serves go through it, with your projectId. */
  readonly rpcGatewayUrl?: string | undefined
  /** The blockchain API (balances, identity, names, swaps quotes); default: the hosted one. */
  readonly apiUrl?: string | undefined
  /** Where usage events go; default: the hosted analytics (off with `features.analytics: false`). */
  readonly analyticsUrl?: string | undefined
  /** The wallet explorer (wallet lists and icons); default: the hosted one. */
  readonly explorerUrl?: string | undefined
  /** The embedded wallet's secure site. */
  readonly secureSiteUrl?: string | undefined
  /** The WalletConnect relay (a wss:// URL). */
  readonly relayUrl?: string | undefined
  /**
   * You render on the server (Next.js App Router…): also keep the connection's public state (account, chain,
   * wallet id and name; nothing secret) in a first-party cookie, so `cookieToInitialState` from `walletport/ssr`
   * can render a returning visitor's address on the server (default false).
   */
  readonly ssr?: boolean | undefined
  /**
   * Close the modal after a visitor connects and after they disconnect, as RainbowKit and AppKit do (default true).
   * With sign-in on it closes once signed in; a `pay()` that connects first continues in it.
   */
  readonly autoClose?: boolean | undefined
  /**
   * The modal's language: a BCP 47 tag ("de", "ar-EG") or a list of them, best first. The first whose language
   * the modal speaks wins (English, German and Arabic today; Arabic lays the modal out right to left). Default:
   * the browser's languages (`navigator.languages`), else English. A malformed tag is an InvalidOptions error.
   */
  readonly locale?: string | ReadonlyArray<string> | undefined
}
