/**
 * Issue 23: the connected button's text when the wallet is on a chain the host did not configure (as RainbowKit
 * says it), per locale. Apart from buttonLabels.ts: only the connected look shows it, which `<ConnectButton/>` loads
 * with import() (`<walletport-button>` and the server render import it).
 */
import type { SupportedLocale } from "./locales.js"

/** English: connectedButtonState's fallback when a caller passes no words. */
export const EN_WRONG_NETWORK_LABEL = "Wrong network"

export const WRONG_NETWORK_LABEL: { readonly [L in SupportedLocale]: string } = {
  en: EN_WRONG_NETWORK_LABEL,
  de: "Falsches Netzwerk",
  ar: "شبكة غير صحيحة"
}
