/**
 * Issue 23: the tables by locale. English is imported (the fallback every view renders with); the others load
 * with import() the first time their locale is asked for, each its own chunk, and are kept.
 */
import { en, type Messages } from "./en.js"
import type { SupportedLocale } from "./locales.js"

const IMPORTS: { readonly [L in Exclude<SupportedLocale, "en">]: () => Promise<Messages> } = {
  de: () => import("./de.js").then((m) => m.de),
  ar: () => import("./ar.js").then((m) => m.ar)
}

const loaded = new Map<SupportedLocale, Messages>([["en", en]])

/** `locale`'s table if it has loaded (English always has). */
export const loadedMessages = (locale: SupportedLocale): Messages | undefined => loaded.get(locale)

/** Loads `locale`'s table; English when its chunk fails to load (the modal still works, in English). */
export const loadMessages = (locale: SupportedLocale): Promise<Messages> => {
  const ready = loaded.get(locale)
  if (ready !== undefined || locale === "en") return Promise.resolve(ready ?? en)
  return IMPORTS[locale]().then(
    (messages) => {
      loaded.set(locale, messages)
      return messages
    },
    () => en
  )
}
