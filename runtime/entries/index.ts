/**
 * `walletport`: the shell a host imports first (ARCHITECTURE §9). `createWalletport`, `isWalletportError`
 * (a tag check: no class, no Effect) and types only, so nothing here pulls Effect or the catalogue's
 * classes into the host's initial chunk; the error classes and the validators live on `walletport/errors`
 * and `walletport/validators`. The types are the plain ones of schemas/public/: a host's `tsc` loads no
 * Effect declarations for this entry (test/package/hostTsc.mjs).
 */
import { isWalletportError as isCatalogueError } from "../../schemas/errors/WalletportError.js"
import type { WalletportError } from "../../schemas/public/errors.js"
import type { WalletportOptionsInput } from "../../schemas/public/options.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"
import { createWalletportWith } from "../createWalletport.js"
import type { Walletport } from "../types.js"

export type { Walletport, WalletportAccount, WalletportNetwork, WalletportState } from "../types.js"

/** Creates an instance. The entry knows both runtime/ and ui/: it gives the shell the modal's chunks. */
export const createWalletport: (options: WalletportOptionsInput) => Walletport = /* @__PURE__ */ createWalletportWith({ modal: MODAL_CHUNKS })
/**
 * True for an error of walletport's catalogue, from this copy of the library or another: the `_tag` and a
 * string `message` are checked, not a class identity.
 */
export const isWalletportError: (value: unknown) => value is WalletportError = isCatalogueError
export type { WalletportError, WalletportErrorTag } from "../../schemas/public/errors.js"
export type {
  AppMetadata,
  ConnectMethod,
  CustomWallet,
  FeaturesInput,
  HostToken,
  SocialLogin,
  ThemeVariables,
  WalletportOptionsInput
} from "../../schemas/public/options.js"
export type { WalletportConsoleLogger, WalletportLogEntry, WalletportLogger, WalletportLogLevel } from "../../schemas/hostLogger.js"
export type { PlainView, View } from "../../schemas/public/views.js"
export type { TimedEvent, WalletportEvent } from "../../schemas/public/events.js"
export type { BlockExplorer, NativeCurrency, Network, RpcUrlSet } from "../../schemas/public/network.js"
export type { AccountType, ConnectorType, Session, SessionConnector } from "../../schemas/public/session.js"
export type { PayRequest } from "../../schemas/payRequest.js"
export type {
  AccountView,
  ConnectedAccount,
  ConnectionStatus,
  DisconnectedAccount,
  EvmAccount,
  OtherAccount,
  SolanaAccount
} from "../../schemas/public/account.js"
export type { EvmNetworkView, GetWalletProvider, OtherNetworkView, UnloadedNetworkView, WalletportConnector } from "../types.js"
export type { CaipAddress, CaipNetworkId, ChainNamespace } from "../../schemas/public/ids.js"
