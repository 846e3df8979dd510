/**
 * When the bench counts something as on screen: one rule for every library. These functions run in the
 * page (the probe, probe.ts, embeds their source) and in the unit tests; they take what the probe reads
 * of an element, never the element, so that they stay pure. Keep them self-contained arrow functions:
 * their source text is what the page runs.
 */

/** An element's border box in viewport coordinates (getBoundingClientRect). */
export interface Box {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
}

export interface Viewport {
  readonly width: number
  readonly height: number
}

/**
 * "Has a box": rendered (`rendered` is `checkVisibility({ visibilityProperty: true })`: not under
 * display:none, not visibility:hidden; opacity is not asked), of non-zero size, and at least partly inside
 * the viewport (a tree prepared out of the page, or parked off-screen, is not on screen). The dialog and the
 * wallet's row count from this frame whatever their opacity, so an enter animation that starts at opacity
 * 0 costs no library anything; the connect button also needs `opaque` (RainbowKit renders its button
 * transparent until mounted, and nobody clicks what they cannot see).
 */
export const hasBox = (rendered: boolean, box: Box, viewport: Viewport): boolean =>
  rendered && box.width > 0 && box.height > 0 && box.left + box.width > 0 && box.top + box.height > 0 && box.left < viewport.width &&
  box.top < viewport.height

/**
 * Whether a button's text names the wallet: the bench wallet's row is the button (or role=button, or link)
 * whose text holds its name ("Bench Wallet", "Bench WalletInstalled", "Bench Wallet installed"); spaces are
 * collapsed, as the libraries split the name and its tag over several elements.
 */
export const namesWallet = (text: string | null, walletName: string): boolean =>
  (text ?? "").replace(/\s+/g, " ").includes(walletName)

/** The centre of a box, where the visitor clicks. */
export const centre = (box: Box): { readonly x: number; readonly y: number } => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
