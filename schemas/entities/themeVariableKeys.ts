/**
 * Theme variables: the keys a host may set and the kind of value each takes, in one plain table (no
 * Effect). The ThemeVariables Schema is built from it, and the host's connect button and the instant-open
 * preview, which read the options before they are decoded, check values with the same rule.
 */
export const THEME_VARIABLES = {
  "--wp-accent": "string",
  "--wp-color-mix": "string",
  "--wp-color-mix-strength": "percent",
  "--wp-font-family": "string",
  "--wp-font-size-master": "string",
  "--wp-border-radius-master": "string",
  "--wp-z-index": "integer",
  "--wp-qr-color": "string"
} as const

/** A theme variable a host may set. */
export type ThemeVariableKey = keyof typeof THEME_VARIABLES
/** The kind of value a theme variable takes. */
export type ThemeVariableKind = (typeof THEME_VARIABLES)[ThemeVariableKey]

interface KindValues {
  readonly string: string
  readonly percent: number
  readonly integer: number
}
/** The value a theme variable takes. */
export type ThemeVariableValue<K extends ThemeVariableKey> = KindValues[(typeof THEME_VARIABLES)[K]]
/** The theme variables a host set (the ThemeVariables Schema's type, without Effect). */
export type ThemeVariableValues = { -readonly [K in ThemeVariableKey]?: ThemeVariableValue<K> }

type KeyOfKind<Kind extends ThemeVariableKind> = { [K in ThemeVariableKey]: (typeof THEME_VARIABLES)[K] extends Kind ? K : never }[ThemeVariableKey]

/** Every theme variable, in table order. */
export const THEME_VARIABLE_KEYS: ReadonlyArray<ThemeVariableKey> = Object.keys(THEME_VARIABLES).filter(
  (key): key is ThemeVariableKey => Object.hasOwn(THEME_VARIABLES, key)
)

const isStringKey = (key: ThemeVariableKey): key is KeyOfKind<"string"> => THEME_VARIABLES[key] === "string"

/** True when `value` is of `kind`: any string; a number from 0 to 100; an integer. */
export const isThemeValueOfKind = (kind: ThemeVariableKind, value: unknown): boolean => {
  switch (kind) {
    case "string":
      return typeof value === "string"
    case "percent":
      return typeof value === "number" && value >= 0 && value <= 100
    case "integer":
      return Number.isInteger(value)
  }
}

/**
 * The theme variables `read` gives with a value of the right kind, and how many it gave with a wrong
 * one: for options that are not decoded yet (the connect button, the instant-open preview).
 */
export const readThemeVariables = (
  read: (key: ThemeVariableKey) => unknown
): { readonly variables: ThemeVariableValues; readonly rejected: number } => {
  const variables: ThemeVariableValues = {}
  let rejected = 0
  for (const key of THEME_VARIABLE_KEYS) {
    const value = read(key)
    if (value === undefined) continue
    if (!isThemeValueOfKind(THEME_VARIABLES[key], value)) rejected++
    else if (typeof value === "string" && isStringKey(key)) variables[key] = value
    else if (typeof value === "number" && !isStringKey(key)) variables[key] = value
  }
  return { variables, rejected }
}
