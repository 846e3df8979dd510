/** The WalletConnect view group: one lazy chunk with the QR encoder (see registry.ts). */
export { ConnectingWalletConnectView } from "./ConnectingWalletConnectView.js"
