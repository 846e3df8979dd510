/**
 * What the instant-open preview takes from the host options, which are not decoded yet (the core decodes
 * them): only fields that pass a cheap type check, else the defaults, so a bad value can never reach the
 * page. The core's decode stays the judge: bad options still reject with InvalidOptions once it loads.
 */
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { ThemeMode, ThemeVariables } from "../../schemas/entities/Theme.js"
import { readThemeVariables } from "../../schemas/entities/themeVariableKeys.js"
import { isHttpUrl } from "../../schemas/validators/httpUrl.js"

export interface PreviewOptions {
  /** The configured browser-wallet adapters' namespaces, in adapter order. */
  readonly namespaces: ReadonlyArray<ChainNamespace>
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
  readonly includeWalletIds: ReadonlyArray<string>
  readonly excludeWalletIds: ReadonlyArray<string>
  readonly featuredWalletIds: ReadonlyArray<string>
  readonly termsUrl: string | undefined
  readonly privacyUrl: string | undefined
}

const field = (options: unknown, key: string): unknown =>
  typeof options === "object" && options !== null ? Reflect.get(options, key) : undefined

const strings = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : []

const url = (value: unknown): string | undefined => (typeof value === "string" && isHttpUrl(value) ? value : undefined)

/** The host's theme variables when every one has its type (SPEC §1), else none: the defaults. */
const themeVariables = (value: unknown): ThemeVariables => {
  if (typeof value !== "object" || value === null) return {}
  const { rejected, variables } = readThemeVariables((key) => field(value, key))
  return rejected === 0 ? variables : {}
}

/** The preview's options from the raw host options and the configured adapters' namespaces. */
export const previewOptions = (options: unknown, namespaces: ReadonlyArray<ChainNamespace>): PreviewOptions => ({
  namespaces,
  themeMode: field(options, "themeMode") === "light" ? "light" : "dark",
  themeVariables: themeVariables(field(options, "themeVariables")),
  includeWalletIds: strings(field(options, "includeWalletIds")),
  excludeWalletIds: strings(field(options, "excludeWalletIds")),
  featuredWalletIds: strings(field(options, "featuredWalletIds")),
  termsUrl: url(field(options, "termsConditionsUrl")),
  privacyUrl: url(field(options, "privacyPolicyUrl"))
})
