/** `walletport/react`: the provider, the connect button and the hooks. */
export { WalletportProvider } from "../react/WalletportProvider.js"
export { WalletportSsrProvider, type WalletportSsrProviderProps } from "../react/WalletportSsrProvider.js"
export type { WalletportInitialState } from "../../schemas/public/ssr.js"
export { ConnectButton, type ConnectButtonProps, type ConnectButtonRenderProps } from "../../ui/ConnectButton.js"
export { WalletportModal } from "../../ui/WalletportModal.js"
export {
  useAccount,
  useConnect,
  useConnectors,
  useDisconnect,
  useEvents,
  useModalState,
  useNetwork,
  usePay,
  useSignMessage,
  useWalletport,
  useWalletportEvent,
  useWalletProvider,
  type AsyncCallState,
  type UseAccountResult,
  type UseConnectResult,
  type UseNetworkResult,
  type UsePayResult,
  type UseSignMessageResult
} from "../react/hooks.js"
export type {
  AccountView,
  ConnectedAccount,
  DisconnectedAccount,
  EvmAccount,
  OtherAccount,
  SolanaAccount
} from "../../schemas/public/account.js"
export type { EvmNetworkView, OtherNetworkView, UnloadedNetworkView, WalletportConnector, WalletportNetwork } from "../types.js"
export { createWalletport, isWalletportError, type Walletport, type WalletportError } from "./index.js"
export type { WalletportButtonProps } from "../../ui/element/jsxElements.js"
