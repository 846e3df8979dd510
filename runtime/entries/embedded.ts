/**
 * `walletport/embedded`: the embedded wallet's adapter descriptor (tiny: its chunk loads with the core, the
 * secure frame's code on first use). Pass `embeddedWallet({ url })` in `adapters`; with `features.email` on,
 * the Connect view leads with the email field.
 */
export { embeddedWallet, type EmbeddedWalletOptions } from "../adapters/embedded.js"
