/**
 * Issue 23: the host-page connect button's words, per locale. They ship in the host's initial chunk, which has
 * no room for the modal's tables (ui/i18n/<locale>.ts, loaded with import()): this is their one home, and
 * test/ui/ConnectButtonView.test.tsx holds them to the modal's Connect titles. "Wrong network" loads with the connected look
 * (wrongNetworkLabel.ts).
 */
import type { SupportedLocale } from "./locales.js"

export interface ButtonLabels {
  /** The disconnected button's text unless the host gives a label. */
  readonly connect: string
  /** The button's text while a connection is being made or restored. */
  readonly connecting: string
}

// English: the fallback, and what `<walletport-button>` says (its bundle, without the other languages, reads these two).
export const EN_CONNECT_LABEL = "Connect Wallet"
export const EN_CONNECTING_LABEL = "Connecting…"

export const BUTTON_LABELS: { readonly [L in SupportedLocale]: ButtonLabels } = {
  en: { connect: EN_CONNECT_LABEL, connecting: EN_CONNECTING_LABEL },
  de: { connect: "Wallet verbinden", connecting: "Verbinden…" },
  ar: { connect: "ربط المحفظة", connecting: "جارٍ الربط…" }
}
