/**
 * The host-page connect button's colours and shape from the host's theme options. The button lives in the
 * host's DOM, outside the modal's shadow root, so it gets concrete values rather than `--wp-*` variables.
 */
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import type { ConnectButtonTheme } from "../components/ConnectButtonView.js"
import type { ThemeMode } from "../../schemas/entities/Theme.js"
import { readThemeVariables } from "../../schemas/entities/themeVariableKeys.js"
import { resolveTokens } from "./tokens.js"

// The shell hands over the options before they are decoded: keep only the SPEC §1 variables of the right type.
const checked = (variables: ThemeVariables | undefined): ThemeVariables =>
  readThemeVariables((key) => variables?.[key]).variables

/** The button's theme for a host's `themeMode` and `themeVariables` (either may be missing or malformed). */
export const buttonTheme = (mode: ThemeMode | undefined, variables: ThemeVariables | undefined): ConnectButtonTheme => {
  const t = resolveTokens(mode === "light" ? "light" : "dark", checked(variables))
  return {
    accent: t.accent,
    accentFg: t.accentFg,
    surface: t.bg1,
    surfaceFg: t.fg1,
    mutedFg: t.fg2,
    border: t.border,
    fontFamily: t.fontFamily,
    fontSizeMaster: t.fontSizeMaster,
    borderRadiusMaster: t.borderRadiusMaster
  }
}
