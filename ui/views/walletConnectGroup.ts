/** The WalletConnect view group: one lazy chunk with the QR encoder and the pairing container (see registry.ts). */
export { ConnectingWalletConnect } from "./ConnectingWalletConnect.js"
