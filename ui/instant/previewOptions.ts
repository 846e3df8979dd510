/**
 * What the instant-open preview takes from the host options, which the core has not decoded yet: decoded here
 * without Effect by the rules the core's Schema (schemas/options.ts) applies to the same fields, the same
 * Effect-free predicates it is built from (the theme-variable table, the http(s) URL rule) and the same
 * defaults, and the same whole-options rules (schemas/optionKeys.ts, schemas/adapterRules.ts). Never laxer:
 * options the core would reject give no preview (undefined), and the core opens the
 * modal and reports InvalidOptions as without one (test/runtime/instantOpenParity.test.tsx decodes both ways).
 */
import type { WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import type { CustomWallet } from "../../schemas/entities/CustomWallet.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { ThemeModeOption, ThemeVariables } from "../../schemas/entities/Theme.js"
import { readThemeVariables } from "../../schemas/entities/themeVariableKeys.js"
import { isHttpUrl } from "../../schemas/validators/httpUrl.js"
import { isEmailLoginConfigured, unservedNetworks } from "../../schemas/adapterRules.js"
import { unknownOptionKeys } from "../../schemas/optionKeys.js"
import { isWalletportLogger } from "../../schemas/hostLogger.js"
import { isLocaleOption } from "../../schemas/localeTag.js"
import type { SupportedLocale } from "../i18n/locales.js"
import { modalLocale } from "../i18n/modalLocale.js"

export interface PreviewOptions {
  /** The configured browser-wallet adapters' namespaces, in adapter order. */
  readonly namespaces: ReadonlyArray<ChainNamespace>
  /** The configured adapters, in order (runtime/previewWallets.ts lists their wallets as the core does). */
  readonly adapters: ReadonlyArray<WalletportAdapter>
  /** The namespaces of the configured networks. */
  readonly networkNamespaces: ReadonlyArray<string>
  /** The embedded wallet is configured with email login: the Connect view leads with the email field (SPEC §1). */
  readonly email: boolean
  readonly customWallets: ReadonlyArray<CustomWallet>
  readonly themeMode: ThemeModeOption
  readonly themeVariables: ThemeVariables
  readonly includeWalletIds: ReadonlyArray<string>
  readonly excludeWalletIds: ReadonlyArray<string>
  readonly featuredWalletIds: ReadonlyArray<string>
  readonly termsUrl: string | undefined
  readonly privacyUrl: string | undefined
  /** The visitor's language, resolved as the core resolves it (modalLocale): the preview paints in it. */
  readonly locale: SupportedLocale
}

/** Every mode of the ThemeModeOption Schema (a mode added there fails to compile here). */
const THEME_MODES: { readonly [M in ThemeModeOption]: true } = { light: true, dark: true, system: true }
const isThemeMode = (value: unknown): value is ThemeModeOption => typeof value === "string" && Object.hasOwn(THEME_MODES, value)

const isWalletIds = (value: unknown): value is ReadonlyArray<string> => Array.isArray(value) && value.every((id) => typeof id === "string")
const isUrl = (value: unknown): value is string => typeof value === "string" && isHttpUrl(value)
const isObject = (value: unknown): value is object => typeof value === "object" && value !== null
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean"

/** The CustomWallet Schema's fields: `true` when null is accepted too (a field added there fails to compile here). */
const CUSTOM_WALLET_LINKS: { readonly [K in Exclude<keyof CustomWallet, "id" | "name">]-?: boolean } = {
  homepage: false,
  image_url: false,
  mobile_link: true,
  desktop_link: true,
  webapp_link: true,
  app_store: true,
  play_store: true,
  rdns: true
}

/** An own field (the Schema reads no inherited one). */
const own = (value: object, key: string): unknown => (Object.hasOwn(value, key) ? Reflect.get(value, key) : undefined)

/** One custom wallet by the Schema's rules (its known keys only); undefined when it does not decode. */
const customWallet = (value: unknown): CustomWallet | undefined => {
  if (!isObject(value)) return undefined
  const id = own(value, "id")
  const name = own(value, "name")
  if (typeof id !== "string" || id === "" || typeof name !== "string" || name === "") return undefined
  const links: Record<string, string | null | undefined> = {}
  for (const [key, nullable] of Object.entries(CUSTOM_WALLET_LINKS)) {
    if (!Object.hasOwn(value, key)) continue
    const field = own(value, key)
    if (!(field === undefined || typeof field === "string" || (nullable && field === null))) return undefined
    links[key] = field
  }
  return { ...links, id, name }
}

/** The `customWallets` option; undefined when one does not decode. */
const customWallets = (value: unknown): ReadonlyArray<CustomWallet> | undefined => {
  if (value === undefined) return []
  if (!Array.isArray(value)) return undefined
  const wallets = value.map(customWallet)
  return wallets.every((w) => w !== undefined) ? wallets : undefined
}

/** The networks as the adapter rule reads them (the Network Schema's `chainNamespace`); undefined when they do not read. */
const readNetworks = (networks: unknown): ReadonlyArray<{ readonly chainNamespace: string }> | undefined => {
  if (!Array.isArray(networks)) return undefined
  const read = networks.map((network: unknown) => {
    const chainNamespace: unknown = isObject(network) ? Reflect.get(network, "chainNamespace") : undefined
    return typeof chainNamespace === "string" ? { chainNamespace } : undefined
  })
  return read.every((network) => network !== undefined) ? read : undefined
}

/**
 * The preview's options from the raw host options and the configured adapters (real descriptors, checked by
 * the shell); undefined when they do not decode, or when the Connect view is not the first view (no browser
 * wallet adapter: WalletConnect's own views).
 */
export const previewOptions = (options: unknown, adapters: ReadonlyArray<WalletportAdapter>): PreviewOptions | undefined => {
  if (!isObject(options)) return undefined
  const namespaces = adapters.flatMap((a) => (a.connector === undefined && (a.namespace === "eip155" || a.namespace === "solana") ? [a.namespace] : []))
  if (namespaces.length === 0) return undefined
  let decodes = true
  /** The field, its default when absent (the Schema's), and `decodes` false when it is not valid. */
  const read = <A>(from: object, key: string, fallback: A, valid: (value: unknown) => value is A): A => {
    const value: unknown = Reflect.get(from, key)
    if (value === undefined) return fallback
    if (valid(value)) return value
    decodes = false
    return fallback
  }
  const networks = readNetworks(Reflect.get(options, "networks"))
  // The Schema's Struct keeps the known keys only, each of its kind.
  const { rejected, variables } = readThemeVariables((key) => Reflect.get(read(options, "themeVariables", {}, isObject), key))
  const features = read(options, "features", {}, isObject)
  const emailLogin = read(features, "email", true, isBoolean)
  const custom = customWallets(Reflect.get(options, "customWallets"))
  // Not drawn, but the core rejects a bad one: checked so that the preview is never laxer (a function passes).
  read(options, "debug", false, isBoolean)
  read(options, "logger", undefined, isWalletportLogger)
  const decoded: PreviewOptions = {
    namespaces,
    adapters,
    networkNamespaces: networks?.map((network) => network.chainNamespace) ?? [],
    email: isEmailLoginConfigured({ adapters }, emailLogin),
    customWallets: custom ?? [],
    themeMode: read(options, "themeMode", "dark", isThemeMode),
    themeVariables: variables,
    includeWalletIds: read(options, "includeWalletIds", [], isWalletIds),
    excludeWalletIds: read(options, "excludeWalletIds", [], isWalletIds),
    featuredWalletIds: read(options, "featuredWalletIds", [], isWalletIds),
    termsUrl: read(options, "termsConditionsUrl", undefined, isUrl),
    privacyUrl: read(options, "privacyPolicyUrl", undefined, isUrl),
    // Issue 23: the core's own resolution (the host's tag or list, else the browser's languages).
    locale: modalLocale({ locale: read(options, "locale", undefined, isLocaleOption) })
  }
  // The core's rules on the whole options: no key it does not take, every network served by an adapter.
  const unserved = networks === undefined ? "no networks" : unservedNetworks({ adapters }, networks)
  const whole = typeof unserved !== "string" && unserved.length === 0 && unknownOptionKeys(options).length === 0
  return decodes && whole && networks !== undefined && rejected === 0 && custom !== undefined ? decoded : undefined
}
