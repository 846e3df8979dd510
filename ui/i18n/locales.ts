/**
 * Issue 23: the languages the modal speaks, which one a visitor gets and which way it reads. Effect-free and
 * small: the instant-open preview and the modal both resolve the locale with it, from the same inputs.
 */

/** The languages with a table (ui/i18n/<locale>.ts); English is the fallback and the source of truth. */
export const SUPPORTED_LOCALES = ["en", "de", "ar"] as const
/** A language with a table. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/** Languages written right to left (of those a host may ask for; only `ar` has a table today). */
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur"])

/** The text direction of `locale`'s language. */
export const directionOf = (locale: string): "ltr" | "rtl" => (RIGHT_TO_LEFT.has(languageOf(locale)) ? "rtl" : "ltr")

const languageOf = (tag: string): string => tag.split("-")[0]?.toLowerCase() ?? ""

const isSupported = (language: string): language is SupportedLocale => SUPPORTED_LOCALES.some((l) => l === language)

/** The canonical tags of `requested` (a BCP 47 tag or list), or undefined when one is malformed. */
export const canonicalLocales = (requested: string | ReadonlyArray<string>): ReadonlyArray<string> | undefined => {
  try {
    return Intl.getCanonicalLocales(typeof requested === "string" ? requested : [...requested])
  } catch {
    return undefined
  }
}

/**
 * The table a visitor gets: the host's `locale` (a tag or a list, best first) when given, else the browser's
 * languages; the first whose language has a table ("de-AT" → de), else English.
 */
export const resolveLocale = (
  option: string | ReadonlyArray<string> | undefined,
  browser: ReadonlyArray<string>
): SupportedLocale => {
  const requested = option === undefined ? browser : (canonicalLocales(option) ?? [])
  for (const tag of requested) {
    const language = languageOf(tag)
    if (isSupported(language)) return language
  }
  return "en"
}

/** The browser's languages, best first ([] outside a browser). */
export const browserLanguages = (): ReadonlyArray<string> =>
  typeof navigator === "undefined" ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language]
