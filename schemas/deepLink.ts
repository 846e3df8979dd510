/**
 * Mobile deep links for a WalletConnect pairing (issue 11, AppKit's rules): a native scheme gets
 * `<scheme>://wc?uri=<encoded>` (`rainbow://wc?uri=…`), an https universal link gets `<link>/wc?uri=<encoded>`
 * (one slash, whatever the host wrote). The URI is always percent-encoded: it holds `@`, `?` and `&`.
 */

/** The link that opens `wallet` with the pairing `uri`; undefined when `base` is neither a scheme nor https. */
export const walletDeepLink = (base: string, uri: string): string | undefined => {
  const encoded = encodeURIComponent(uri)
  const trimmed = base.trim()
  if (/^https:\/\//i.test(trimmed)) return `${trimmed.replace(/\/+$/, "")}/wc?uri=${encoded}`
  const scheme = /^([a-z][a-z0-9+.-]*):(?:\/\/)?/i.exec(trimmed)
  if (scheme === null || /^(?:http|javascript|data|file|vbscript)$/i.test(scheme[1] ?? "")) return undefined
  return `${scheme[1]}://wc?uri=${encoded}`
}
