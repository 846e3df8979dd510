/**
 * `walletport/walletconnect`: the WalletConnect adapter descriptor (tiny: its chunk loads with the core, and
 * @walletconnect/universal-provider, an optional peer, only on the first WalletConnect connect or restore).
 */
export { walletConnectAdapter, type WalletConnectAdapterOptions } from "../adapters/walletconnect.js"
