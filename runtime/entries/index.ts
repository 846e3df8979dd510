/**
 * `walletport`: the shell a host imports first (ARCHITECTURE §9). `createWalletport`, `isWalletportError`
 * (a tag check: no class, no Effect) and types only, so nothing here pulls Effect or the catalogue's
 * classes into the host's initial chunk; the error classes and the validators live on `walletport/errors`
 * and `walletport/validators`.
 */
import type { WalletportOptionsInput } from "../../schemas/options.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"
import { createWalletportWith, type Walletport } from "../createWalletport.js"

export type { Walletport, WalletportAccount, WalletportNetwork, WalletportState } from "../createWalletport.js"

/** SPEC §1: creates an instance. The entry knows both runtime/ and ui/: it gives the shell the modal's chunks. */
export const createWalletport: (options: WalletportOptionsInput) => Walletport = /* @__PURE__ */ createWalletportWith({ modal: MODAL_CHUNKS })
export { isWalletportError, type WalletportError, type WalletportErrorTag } from "../../schemas/errors/WalletportError.js"
export type { WalletportOptionsInput } from "../../schemas/options.js"
export type { WalletportConsoleLogger, WalletportLogEntry, WalletportLogger, WalletportLogLevel } from "../../schemas/hostLogger.js"
export type { PlainView, View } from "../../schemas/views.js"
export type { PayRequest } from "../../schemas/payRequest.js"
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
export type { EvmNetworkView, GetWalletProvider, OtherNetworkView, UnloadedNetworkView, WalletportConnector } from "../types.js"
export type { CaipAddress, CaipNetworkId, ChainNamespace } from "../../schemas/entities/ids.js"
