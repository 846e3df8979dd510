/**
 * The host-page connect button's whole theme from the host's theme options: the accent and type
 * (buttonAccent.ts) and the connected look's colours, which are the modal's surface, text and border for the
 * host's mode (mixed and repaired for contrast by tokens.ts). `<ConnectButton/>` loads it with the connected
 * label; `<walletport-button>` imports it.
 */
import type { ThemeMode, ThemeModeOption, ThemeVariables } from "../../schemas/entities/Theme.js"
import type { ConnectButtonTheme } from "../components/ConnectButtonView.js"
import { readThemeVariables } from "../../schemas/entities/themeVariableKeys.js"
import { resolveTokens } from "./tokens.js"

/** The shell hands over the options before they are decoded: only the SPEC §1 variables of the right type. */
export const checkedThemeVariables = (variables: ThemeVariables | undefined): ThemeVariables =>
  readThemeVariables((key) => variables?.[key]).variables

/** The mode drawn for a host's `themeMode` (missing: dark) while the visitor does or does not prefer light. */
export const drawnMode = (mode: ThemeModeOption | undefined, prefersLight: boolean): ThemeMode =>
  mode === "light" || (mode === "system" && prefersLight) ? "light" : "dark"

/**
 * The button's theme for a host's `themeMode` and `themeVariables` (either may be missing or malformed);
 * `prefersLight`: whether the visitor's `prefers-color-scheme` is light now (what "system" follows).
 */
export const buttonTheme = (
  mode: ThemeModeOption | undefined,
  variables: ThemeVariables | undefined,
  prefersLight = false
): ConnectButtonTheme => {
  const t = resolveTokens(drawnMode(mode, prefersLight), checkedThemeVariables(variables))
  return {
    accent: t.accent,
    accentFg: t.accentFg,
    surface: t.bg1,
    surfaceFg: t.fg1,
    mutedFg: t.fg2,
    border: t.border,
    errorFg: t.error,
    fontFamily: t.fontFamily,
    fontSizeMaster: t.fontSizeMaster,
    borderRadiusMaster: t.borderRadiusMaster
  }
}
