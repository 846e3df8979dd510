/** `walletport/react`: the provider, the connect button and the hooks. */
export { WalletportProvider } from "../react/WalletportProvider.js"
export { ConnectButton } from "../../ui/ConnectButton.js"
export { WalletportModal } from "../../ui/WalletportModal.js"
export {
  useAccount,
  useDisconnect,
  useEvents,
  useModalState,
  useNetwork,
  useWalletport,
  useWalletProvider,
  type UseAccountResult,
  type UseNetworkResult
} from "../react/hooks.js"
export { createWalletport, type Walletport } from "../createWalletport.js"
