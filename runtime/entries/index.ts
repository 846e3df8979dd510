/**
 * `walletport`: the shell a host imports first (ARCHITECTURE §9). `createWalletport` and types only, so
 * nothing here pulls Effect or the catalogue's classes into the host's initial chunk; the errors and the
 * validators live on `walletport/errors` and `walletport/validators`.
 */
export { createWalletport, type Walletport, type WalletportAccount, type WalletportState } from "../createWalletport.js"
export type { WalletportOptionsInput } from "../../schemas/options.js"
export type { View } from "../../schemas/views.js"
export type { TimedEvent, WalletportEvent } from "../../schemas/events.js"
export type { Network } from "../../schemas/entities/Network.js"
export type { CaipAddress, CaipNetworkId, ChainNamespace } from "../../schemas/entities/ids.js"
