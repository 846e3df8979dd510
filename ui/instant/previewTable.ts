/**
 * Issue 23: the preview draws from the table of the visitor's language (ui/i18n/<locale>.ts, the chunk the core's
 * modal loads too). Here, not in runtime/instantSession.ts: runtime/ reaches ui/ only through ui/instant/.
 */
import type { SupportedLocale } from "../i18n/locales.js"
import { loadedMessages, loadMessages } from "../i18n/loadMessages.js"

/** Whether `locale`'s table is in (English always is). */
export const hasPreviewTable = (locale: SupportedLocale): boolean => loadedMessages(locale) !== undefined

/** Resolves once `locale`'s table has loaded; rejects when it did not (loadMessages falls back to English then). */
export const loadPreviewTable = (locale: SupportedLocale): Promise<void> =>
  loadMessages(locale).then(() => {
    if (!hasPreviewTable(locale)) throw new Error(`the ${locale} table did not load`)
  })
