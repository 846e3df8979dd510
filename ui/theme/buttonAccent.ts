/**
 * The host-page connect button's accent and type from the host's theme options: all its first frame needs
 * ("Connect Wallet", "Connecting…"), in the host's initial chunk. The connected look's colours come with the
 * connected label (buttonTheme.ts, loaded with import()). The button lives in the host's DOM, outside the
 * modal's shadow root, so it gets concrete values rather than `--wp-*` variables.
 */
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import type { ButtonAccentTheme } from "../components/ConnectButtonView.js"
import { resolveAccent } from "./accent.js"

/**
 * The button's accent and type for a host's `themeVariables` (missing or malformed: the defaults). The shell hands
 * the options over before they are decoded: resolveAccent reads its four keys and ignores a value that is not a
 * readable string, so the button needs no table of every key (buttonTheme.ts checks them all, for the full theme).
 */
export const buttonAccentTheme = (variables: ThemeVariables | undefined): ButtonAccentTheme => resolveAccent(variables)
