/**
 * `themeMode: "system"`: the media query it follows, alone in its module because the host-page button's initial
 * chunk holds it (the mode it resolves to, drawnMode, loads with the connected look: buttonTheme.ts).
 */

/** The media query under which "system" draws the light theme (dark otherwise, as the default). */
export const PREFERS_LIGHT = "(prefers-color-scheme: light)"
