/**
 * The keys the host options take at the top level and in `features`, in one plain table (no Effect): the core
 * reports any other key as InvalidOptions (schemas/options.ts, which checks at compile time that its Schema has
 * exactly these fields), and the instant-open preview, which reads the options before they are decoded, draws
 * nothing for them. `themeVariables` keys come from schemas/entities/themeVariableKeys.ts.
 */
import { THEME_VARIABLE_KEYS } from "./entities/themeVariableKeys.js"

/** Every top-level option. */
export const OPTION_KEYS = [
  "projectId", "storageKey", "metadata", "networks", "defaultNetwork", "adapters", "tokens", "features",
  "connectMethodsOrder", "themeMode", "themeVariables", "customWallets", "includeWalletIds", "excludeWalletIds",
  "featuredWalletIds", "termsConditionsUrl", "privacyPolicyUrl", "defaultAccountTypes", "allowUnsupportedChain",
  "enableEmbedded", "disableAppend", "debug", "logger", "siweConfig", "siwx", "rpcUrls", "rpcGatewayUrl", "apiUrl",
  "analyticsUrl", "explorerUrl", "secureSiteUrl", "relayUrl", "ssr", "autoClose", "locale"
] as const
/** A top-level option. */
export type OptionKey = (typeof OPTION_KEYS)[number]

/** Every switch of `features`. */
export const FEATURE_KEYS = ["swaps", "onramp", "receive", "send", "email", "socials", "history", "analytics", "pay"] as const
/** A switch of `features`. */
export type FeatureKey = (typeof FEATURE_KEYS)[number]

/** A key the options do not take: where it is and the keys that were possible there. */
export interface UnknownOptionKey {
  readonly path: readonly [string] | readonly ["features" | "themeVariables", string]
  readonly known: ReadonlyArray<string>
}

const isRecord = (value: unknown): value is object => typeof value === "object" && value !== null && !Array.isArray(value)

const unknownIn = (value: unknown, known: ReadonlyArray<string>): ReadonlyArray<string> =>
  isRecord(value) ? Object.keys(value).filter((key) => !known.includes(key)) : []

/** The keys the options have that no option, feature or theme variable is called (a typo, another library's name). */
export const unknownOptionKeys = (options: unknown): ReadonlyArray<UnknownOptionKey> => {
  if (!isRecord(options)) return []
  const at = (field: "features" | "themeVariables", known: ReadonlyArray<string>): ReadonlyArray<UnknownOptionKey> =>
    unknownIn(Reflect.get(options, field), known).map((key) => ({ path: [field, key], known }))
  return [
    ...unknownIn(options, OPTION_KEYS).map((key): UnknownOptionKey => ({ path: [key], known: OPTION_KEYS })),
    ...at("features", FEATURE_KEYS),
    ...at("themeVariables", THEME_VARIABLE_KEYS)
  ]
}
