/**
 * Mobile deep links for a WalletConnect pairing (issue 11, AppKit's rules): a native scheme gets
 * `<scheme>://wc?uri=<encoded>` (`rainbow://wc?uri=…`), an https universal link gets `<link>/wc?uri=<encoded>`
 * (one slash, whatever the host wrote). The URI is always percent-encoded: it holds `@`, `?` and `&`.
 * The bare link (`rainbow://`, `https://…/`) is what brings the visitor back to the wallet on each later
 * request; the chosen wallet and its bare link are stored per instance (WalletConnectDeepLink).
 */
import * as Schema from "effect/Schema"

/**
 * The wallet's link without a pairing: `<scheme>://` or `<https link>/`. Undefined when `base` is neither a
 * scheme nor https (http, javascript, data, file and vbscript are refused).
 */
export const walletBaseLink = (base: string): string | undefined => {
  const trimmed = base.trim()
  if (/^https:\/\/[^/\s]+/i.test(trimmed)) return `${trimmed.replace(/\/+$/, "")}/`
  const scheme = /^([a-z][a-z0-9+.-]*):(?:\/\/)?/i.exec(trimmed)
  if (scheme === null || /^(?:https?|javascript|data|file|vbscript)$/i.test(scheme[1] ?? "")) return undefined
  return `${scheme[1]}://`
}

/** The link that opens `wallet` with the pairing `uri`; undefined when `base` is neither a scheme nor https. */
export const walletDeepLink = (base: string, uri: string): string | undefined => {
  const bare = walletBaseLink(base)
  return bare === undefined ? undefined : `${bare}wc?uri=${encodeURIComponent(uri)}`
}

/** A link `walletBaseLink` accepts, kept as written. */
const WalletLink = Schema.String.pipe(
  Schema.maxLength(2048),
  Schema.filter((link) => walletBaseLink(link) !== undefined, { message: () => "a wallet link: a native scheme or https" })
)

/**
 * A wallet picked from the catalogue for WalletConnect (the ConnectingWalletConnect route's `wallet`): the
 * Explorer entry's id, name, icon URL and mobile link (native scheme or https universal link).
 */
export const ChosenWallet = Schema.Struct({
  id: Schema.NonEmptyString.pipe(Schema.maxLength(256)),
  name: Schema.String.pipe(Schema.maxLength(256)),
  icon: Schema.optional(Schema.String.pipe(Schema.maxLength(64 * 1024))),
  mobileLink: Schema.optional(WalletLink)
})
export interface ChosenWallet extends Schema.Schema.Type<typeof ChosenWallet> {}

/**
 * "On finalize, the deep link … [is] stored": the wallet a phone visitor connected through, and its
 * bare link, opened again before each request so the visitor lands in the wallet. Cleared on disconnect.
 */
export const WalletConnectDeepLink = Schema.Struct({
  walletId: Schema.NonEmptyString.pipe(Schema.maxLength(256)),
  name: Schema.String.pipe(Schema.maxLength(256)),
  href: WalletLink
})
export interface WalletConnectDeepLink extends Schema.Schema.Type<typeof WalletConnectDeepLink> {}
