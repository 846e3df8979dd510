/**
 * `themeMode: "system"` for what draws with concrete colours rather than the modal's CSS (the host-page connect
 * button): the query it follows and the mode it resolves to. Only type imports: the button's initial chunk
 * holds the query.
 */
import type { ThemeMode, ThemeModeOption } from "../../schemas/entities/Theme.js"

/** The media query under which "system" draws the light theme (dark otherwise, as the default). */
export const PREFERS_LIGHT = "(prefers-color-scheme: light)"

/** The mode drawn for a host's `themeMode` (missing: dark) while the visitor does or does not prefer light. */
export const drawnMode = (mode: ThemeModeOption | undefined, prefersLight: boolean): ThemeMode =>
  mode === "light" || (mode === "system" && prefersLight) ? "light" : "dark"
