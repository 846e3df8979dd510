/**
 * The host-page connect button's accent and type from the host's theme options: all its first frame needs
 * ("Connect Wallet", "Connecting…"), in the host's initial chunk. The connected look's colours come with the
 * connected label (buttonTheme.ts, loaded with import()). The button lives in the host's DOM, outside the
 * modal's shadow root, so it gets concrete values rather than `--wp-*` variables.
 */
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import { readThemeVariables } from "../../schemas/entities/themeVariableKeys.js"
import type { ButtonAccentTheme } from "../components/ConnectButtonView.js"
import { resolveAccent } from "./accent.js"

/** The shell hands over the options before they are decoded: only the SPEC §1 variables of the right type. */
export const checkedThemeVariables = (variables: ThemeVariables | undefined): ThemeVariables =>
  readThemeVariables((key) => variables?.[key]).variables

/** The button's accent and type for a host's `themeVariables` (missing or malformed: the defaults). */
export const buttonAccentTheme = (variables: ThemeVariables | undefined): ButtonAccentTheme => resolveAccent(checkedThemeVariables(variables))
