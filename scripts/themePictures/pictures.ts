/**
 * docs/theming's pictures: one per themeVariables key (the modal with its default beside the modal with the key
 * set to a striking value) and one of the two themes. scripts/themePictures.ts draws them; the docs test checks
 * that each key's section links its picture and that the file is there.
 */
import type { ThemeVariableKey, ThemeVariableValues } from "../../schemas/entities/themeVariableKeys.js"

/** The folder under docs/ the pictures are in, as docs/theming.md links them. */
export const PICTURES_DIR = "theming"

/** A key's picture, relative to docs/. */
export const keyPicture = (key: ThemeVariableKey): string => `${PICTURES_DIR}/${key.replace(/^--/, "")}.png`

/** The dark and light themes side by side, relative to docs/. */
export const MODES_PICTURE = `${PICTURES_DIR}/theme-modes.png`

/** The ui fixture's views a picture shows (test/e2e/ui-fixture.tsx). */
export type PictureView = "connect-email" | "account" | "walletconnect"

/** What a key's picture changes: the value, the view it shows best on, and what both sides share. */
export interface KeyPicture {
  readonly changed: ThemeVariableValues
  readonly view: PictureView
  /** Set on both sides (the strength is nothing without a mix colour). */
  readonly base?: ThemeVariableValues
  /** A host element at this z-index is drawn over the page, and the picture is the window, not the dialog. */
  readonly hostLayer?: number
}

export const KEY_PICTURES: { readonly [K in ThemeVariableKey]: KeyPicture } = {
  "--wp-accent": { changed: { "--wp-accent": "#db2777" }, view: "connect-email" },
  "--wp-color-mix": { changed: { "--wp-color-mix": "#7c3aed" }, view: "account" },
  "--wp-color-mix-strength": { base: { "--wp-color-mix": "#7c3aed" }, changed: { "--wp-color-mix-strength": 60 }, view: "account" },
  "--wp-font-family": { changed: { "--wp-font-family": "Georgia, 'DejaVu Serif', serif" }, view: "account" },
  "--wp-font-size-master": { changed: { "--wp-font-size-master": "12px" }, view: "account" },
  "--wp-border-radius-master": { changed: { "--wp-border-radius-master": "0px" }, view: "connect-email" },
  "--wp-z-index": { changed: { "--wp-z-index": 999 }, view: "connect-email", hostLayer: 1000 },
  "--wp-qr-color": { changed: { "--wp-qr-color": "#7c3aed" }, view: "walletconnect" }
}
