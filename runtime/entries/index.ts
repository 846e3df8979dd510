/** `walletport`: the vanilla API, validators, display rules, the error catalogue and the network catalogue. */
export { createWalletport, type Walletport, type WalletportAccount, type WalletportState } from "../createWalletport.js"
export * from "../../schemas/errors/index.js"
export * from "../../schemas/validators/index.js"
export * from "../../schemas/format.js"
export * from "../../schemas/networks/index.js"
export * as constants from "../../schemas/constants.js"
export {
  decodeOptions,
  OptionsError,
  WalletportOptions,
  type WalletportOptionsInput
} from "../../schemas/options.js"
export type { View } from "../../schemas/views.js"
export type { TimedEvent, WalletportEvent } from "../../schemas/events.js"
export type { Network } from "../../schemas/entities/Network.js"
