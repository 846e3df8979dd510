/**
 * `walletport/element`: `<walletport-button>`, the connect button for pages without React. Plain DOM: no
 * React and no Effect here, so a vanilla host's initial chunk stays the shell plus this button.
 */
export {
  defineWalletportButton,
  type DefineWalletportButtonOptions,
  WALLETPORT_BUTTON_TAG,
  type WalletportButtonInstance
} from "../../ui/element/walletportButton.js"
export type { WalletportButtonAttributes, WalletportButtonElement } from "../../ui/element/elementTypes.js"
