/**
 * Issue 23: the host-page connect button's words, per locale (`<ConnectButton/>` and `<walletport-button>`). They ship
 * in the host's initial chunk, which has no room for the modal's tables (ui/i18n/<locale>.ts, loaded with import()):
 * this is their one home, and test/ui/ConnectButtonView.test.tsx holds them to the modal's Connect titles. "Wrong
 * network" comes with the connected look (wrongNetworkLabel.ts).
 */
import type { SupportedLocale } from "./locales.js"

export interface ButtonLabels {
  /** The disconnected button's text unless the host gives a label. */
  readonly connect: string
  /** The button's text while a connection is being made or restored. */
  readonly connecting: string
}

export const BUTTON_LABELS: { readonly [L in SupportedLocale]: ButtonLabels } = {
  en: { connect: "Connect Wallet", connecting: "Connecting…" },
  de: { connect: "Wallet verbinden", connecting: "Verbinden…" },
  ar: { connect: "ربط المحفظة", connecting: "جارٍ الربط…" }
}
