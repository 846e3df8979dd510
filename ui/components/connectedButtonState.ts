/**
 * The connected button: its text (the profile name, else the truncated address; the balance, formatted), the
 * avatar through the image source policy, and its colours (the modal's surface for the host's mode). Loaded with
 * import() by `<ConnectButton/>` (useConnectedButton.ts) once an account is being connected: the host's first
 * paint shows "Connect Wallet" and needs none of it. `<walletport-button>` imports it. Shared by both, so they
 * show the same.
 */
import { formatBalance, truncateAddress } from "../../schemas/format.js"
import type { ConnectedButtonAccount } from "./connectButtonModel.js"
import type { ButtonSurfaceColors, ConnectButtonState } from "./ConnectButtonView.js"
import { safeImageSrc } from "./safeImageSrc.js"

export { buttonTheme } from "../theme/buttonTheme.js"

/** The connected button's state for an account, in `colors` (buttonTheme() gives them). */
export const connectedButtonState = (
  account: ConnectedButtonAccount,
  colors: ButtonSurfaceColors
): Extract<ConnectButtonState, { readonly kind: "connected" }> => ({
  kind: "connected",
  displayName: account.profileName ?? truncateAddress(account.address),
  fullName: account.profileName === undefined ? account.address : `${account.profileName} (${account.address})`,
  avatar: safeImageSrc(account.profileImage),
  balance: account.balance === undefined ? undefined : formatBalance(account.balance, account.balanceSymbol),
  colors
})
