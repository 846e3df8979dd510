/**
 * The WalletConnect connector as the lists show it, the same in every namespace. No Effect: the instant-open
 * preview (runtime/previewWallets.ts) lists it too.
 */

export { WALLETCONNECT_ID } from "../../../schemas/walletConnectId.js"
export const WALLETCONNECT_NAME = "WalletConnect"
/** WalletConnect's mark, drawn locally (no remote image by default, ARCHITECTURE §4). */
export const WALLETCONNECT_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3396FF"/><path d="M12.2 15.3c4.3-4.2 11.3-4.2 15.6 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a7.9 7.9 0 0 0-10.8 0l-.8.8a.3.3 0 0 1-.4 0l-1.8-1.8a.5.5 0 0 1 0-.7zm19.3 3.6 1.6 1.6a.5.5 0 0 1 0 .8l-7.1 7a.6.6 0 0 1-.8 0l-5-4.9a.1.1 0 0 0-.2 0l-5 4.9a.6.6 0 0 1-.8 0l-7.1-7a.5.5 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0z" fill="#fff"/></svg>'
)}`
