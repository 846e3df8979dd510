/** The host options the switchboard's flags (./flags.ts) turn into: theme and features. */
import type { WalletportOptionsInput } from "../../../schemas/public/options.js"
import { readThemeVariables, type ThemeVariableValues } from "../../../schemas/entities/themeVariableKeys.js"
import { chosenValue, DEMO_FLAGS } from "./flags.js"

/** The value `search` picks for the flag `key` of the table (undefined: its default). */
export const flagValue = (search: string, key: string): string | undefined => {
  const flag = DEMO_FLAGS.find((f) => f.key === key)
  if (flag === undefined) throw new Error(`demo flag ${key} is not in DEMO_FLAGS`)
  return chosenValue(search, flag)
}

/**
 * `?theme-vars=<JSON object>`: any theme variables (scripts/theme-pictures.ts shows each one), kept to the
 * SPEC §1 keys of the right kind; the library checks the values as it does a host's.
 */
const themeVars = (search: string): ThemeVariableValues => {
  const text = new URLSearchParams(search).get("theme-vars")
  if (text === null) return {}
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== "object" || parsed === null) throw new Error("?theme-vars must be a JSON object")
  return readThemeVariables((key) => (Object.hasOwn(parsed, key) ? Reflect.get(parsed, key) : undefined)).variables
}

/** `themeMode` and `themeVariables` from `?theme=`, `?accent=` and `?theme-vars=`. */
export const demoTheme = (search: string): Pick<WalletportOptionsInput, "themeMode" | "themeVariables"> => {
  const mode = flagValue(search, "theme")
  const accent = flagValue(search, "accent")
  return {
    ...(mode === "light" || mode === "system" ? { themeMode: mode } : {}),
    themeVariables: { ...(accent === undefined ? {} : { "--wp-accent": accent }), ...themeVars(search) }
  }
}

/**
 * Issue 23 `locale` from `?locale=`: the switchboard's choices, or any other value as given (a list as
 * `?locale=fr,de`), so a malformed tag can be tried too (the library reports it as InvalidOptions).
 */
export const demoLocale = (search: string): Pick<WalletportOptionsInput, "locale"> => {
  const value = new URLSearchParams(search).get("locale")
  if (value === null || value === "") return {}
  return { locale: value.includes(",") ? value.split(",") : value }
}

/** SPEC §1 features from `?swaps=0`, `?onramp=0` and `?pay=1`; analytics only with the stack's data server. */
export const demoFeatures = (search: string, dataServer: boolean): NonNullable<WalletportOptionsInput["features"]> => ({
  ...(dataServer ? {} : { analytics: false }),
  ...(flagValue(search, "swaps") === "0" ? { swaps: false } : {}),
  ...(flagValue(search, "onramp") === "0" ? { onramp: false } : {}),
  ...(flagValue(search, "pay") === "1" ? { pay: true } : {})
})
