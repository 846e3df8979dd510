/** The `<walletport-button>` shadow root's stylesheet: the React button's inline styles as rules. */
import type { ButtonAccentTheme, ButtonSurfaceColors, ConnectButtonSize } from "../components/ConnectButtonView.js"
import { connectButtonStyles, cssDeclarations } from "../components/connectButtonModel.js"

/**
 * `:host` is an inline-block that never outgrows its container (the button inside is capped at 100% of
 * it); a host page can still set `display` or `width` on the element, which shadow rules cannot override.
 */
export const buttonCss = (theme: ButtonAccentTheme, size: ConnectButtonSize, connected: ButtonSurfaceColors | undefined): string => {
  const styles = connectButtonStyles(theme, size, connected)
  return [
    ":host { display: inline-block; max-width: 100%; vertical-align: middle; }",
    ":host([hidden]) { display: none; }",
    `button { margin: 0; ${cssDeclarations(styles.button)} }`,
    `.text { ${cssDeclarations(styles.text)} }`,
    `.balance { ${cssDeclarations(styles.balance)} }`,
    `.avatar { ${cssDeclarations(styles.avatar)} }`,
    `.stack { ${cssDeclarations(styles.stack)} }`,
    `.reserved { ${cssDeclarations(styles.reserved)} }`
  ].join("\n")
}
