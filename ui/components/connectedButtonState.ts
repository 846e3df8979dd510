/**
 * The connected button: its text (the profile name, else the truncated address; the balance, formatted), the
 * avatar through the image source policy, and its colours (the modal's surface for the host's mode). Loaded with
 * import() by `<ConnectButton/>` (useConnectedButton.ts) once an account is being connected: the host's first
 * paint shows "Connect Wallet" and needs none of it. `<walletport-button>` imports it. Shared by both, so they
 * show the same.
 */
import { displayBalance } from "../../schemas/displayNumbers.js"
import { truncateAddress } from "../../schemas/format.js"
import type { ButtonOptions } from "../../runtime/types.js"
import type { ConnectedButtonAccount } from "./connectButtonModel.js"
import type { ButtonSurfaceColors, ConnectButtonState } from "./ConnectButtonView.js"
import { safeImageSrc } from "./safeImageSrc.js"
import { EN_WRONG_NETWORK_LABEL } from "../i18n/wrongNetworkLabel.js"

export { buttonTheme } from "../theme/buttonTheme.js"
export { WRONG_NETWORK_LABEL } from "../i18n/wrongNetworkLabel.js"

/**
 * The connected button's state for an account, in `colors` (buttonTheme() gives them); undefined (the button stays
 * "Connecting…") while a shown balance has not been read a first time. A wallet on a chain the
 * host did not configure shows "Wrong network" (`wrongNetwork`: in the visitor's language) in the error colour (no balance, no avatar:
 * both would be of the wrong chain), unless the host allows unsupported chains (`options.allowUnsupportedChain`).
 */
export const connectedButtonState = (
  account: ConnectedButtonAccount,
  colors: ButtonSurfaceColors,
  options?: Pick<ButtonOptions, "allowUnsupportedChain">,
  showBalance?: boolean,
  wrongNetwork: string = EN_WRONG_NETWORK_LABEL
): Extract<ConnectButtonState, { readonly kind: "connected" }> | undefined => {
  const wrong = account.unsupportedChain === true && options?.allowUnsupportedChain !== true
  // Address and balance appear together (issue 23: one change of width, the final one); a refresh keeps its balance.
  if (!wrong && showBalance === true && account.balance === undefined && account.balanceStatus === "loading") return undefined
  const name = wrong ? wrongNetwork : account.profileName
  return {
    kind: "connected",
    displayName: name ?? truncateAddress(account.address),
    fullName: name === undefined ? account.address : `${name} (${account.address})`,
    avatar: wrong ? undefined : safeImageSrc(account.profileImage),
    balance: wrong || account.balance === undefined ? undefined : displayBalance(account.balance, account.balanceSymbol),
    colors: wrong ? { ...colors, surfaceFg: colors.errorFg } : colors
  }
}
