/**
 * `walletport`: the shell a host imports first (ARCHITECTURE §9). `createWalletport`, `isWalletportError`
 * (a tag check: no class, no Effect) and types only, so nothing here pulls Effect or the catalogue's
 * classes into the host's initial chunk; the error classes and the validators live on `walletport/errors`
 * and `walletport/validators`.
 */
export {
  createWalletport,
  type Walletport,
  type WalletportAccount,
  type WalletportNetwork,
  type WalletportState
} from "../createWalletport.js"
export { isWalletportError, type WalletportError, type WalletportErrorTag } from "../../schemas/errors/WalletportError.js"
export type { WalletportOptionsInput } from "../../schemas/options.js"
export type { PlainView, View } from "../../schemas/views.js"
export type { TimedEvent, WalletportEvent } from "../../schemas/events.js"
export type { Network } from "../../schemas/entities/Network.js"
export type { Session, SessionConnector } from "../../schemas/entities/Session.js"
export type { ConnectorEntry } from "../../services/Connectors.js"
export type {
  AccountView,
  ConnectedAccount,
  DisconnectedAccount,
  EvmAccount,
  OtherAccount,
  SolanaAccount
} from "../accountView.js"
export type { EvmNetworkView, OtherNetworkView, UnloadedNetworkView } from "../types.js"
export type { CaipAddress, CaipNetworkId, ChainNamespace } from "../../schemas/entities/ids.js"
