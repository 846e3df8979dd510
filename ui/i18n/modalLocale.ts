import { browserLanguages, resolveLocale, type SupportedLocale } from "./locales.js"

/** The modal's locale: the host's `locale` option, else the browser's languages, else English. */
export const modalLocale = (options: { readonly locale?: string | ReadonlyArray<string> | undefined }): SupportedLocale =>
  resolveLocale(options.locale, browserLanguages())
