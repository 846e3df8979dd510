/**
 * `walletport/wagmi`: walletport as a wagmi connector, for apps built on wagmi hooks (wagmi 2 or 3). It
 * imports nothing of wagmi (the host's copy makes the config) and nothing of walletport's core: the
 * connector calls the instance, whose core loads on the first call that needs it.
 */
export { walletportConnector, WALLETPORT_CONNECTOR_ID } from "../wagmi/connector.js"
export { walletportWagmi, type WalletportWagmiParameters } from "../wagmi/config.js"
export type {
  ConnectedAccounts,
  WagmiConnectorContext,
  WagmiConnectorEmitter,
  WalletportConnectorFn,
  WalletportWagmiConnector
} from "../wagmi/types.js"
