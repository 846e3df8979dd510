/**
 * What the instant-open preview takes from the host options, which the core has not decoded yet: decoded here
 * without Effect by the rules the core's Schema (schemas/options.ts) applies to the same fields, the same
 * Effect-free predicates it is built from (the theme-variable table, the http(s) URL rule) and the same
 * defaults. Never laxer: options the core would reject give no preview (undefined), and the core opens the
 * modal and reports InvalidOptions as without one (test/ui/previewOptions.test.ts decodes both ways).
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

/** Every mode of the ThemeMode Schema (a mode added there fails to compile here). */
const THEME_MODES: { readonly [M in ThemeMode]: true } = { light: true, dark: true }
const isThemeMode = (value: unknown): value is ThemeMode => typeof value === "string" && Object.hasOwn(THEME_MODES, value)

const isWalletIds = (value: unknown): value is ReadonlyArray<string> => Array.isArray(value) && value.every((id) => typeof id === "string")
const isUrl = (value: unknown): value is string => typeof value === "string" && isHttpUrl(value)
const isObject = (value: unknown): value is object => typeof value === "object" && value !== null

/** The preview's options from the raw host options and the configured adapters' namespaces; undefined when they do not decode. */
export const previewOptions = (options: unknown, namespaces: ReadonlyArray<ChainNamespace>): PreviewOptions | undefined => {
  if (!isObject(options)) return undefined
  let decodes = true
  /** The field, its default when absent (the Schema's), and `decodes` false when it is not valid. */
  const read = <A>(key: string, fallback: A, valid: (value: unknown) => value is A): A => {
    const value: unknown = Reflect.get(options, key)
    if (value === undefined) return fallback
    if (valid(value)) return value
    decodes = false
    return fallback
  }
  // The Schema's Struct keeps the known keys only, each of its kind.
  const { rejected, variables } = readThemeVariables((key) => Reflect.get(read("themeVariables", {}, isObject), key))
  const decoded: PreviewOptions = {
    namespaces,
    themeMode: read("themeMode", "dark", isThemeMode),
    themeVariables: variables,
    includeWalletIds: read("includeWalletIds", [], isWalletIds),
    excludeWalletIds: read("excludeWalletIds", [], isWalletIds),
    featuredWalletIds: read("featuredWalletIds", [], isWalletIds),
    termsUrl: read("termsConditionsUrl", undefined, isUrl),
    privacyUrl: read("privacyPolicyUrl", undefined, isUrl)
  }
  return decodes && rejected === 0 ? decoded : undefined
}
