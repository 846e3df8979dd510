/**
 * Issue 23: the locale, its direction and its table, given to the views as one context (ModalRoot and the
 * instant-open preview provide it). Outside a provider (a view rendered alone, in tests) it is English.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react"
import { en, type Messages } from "./en.js"
import { directionOf, type SupportedLocale } from "./locales.js"
import { loadedMessages, loadMessages } from "./loadMessages.js"

/** What the views read: the visitor's locale (for Intl), its direction and its strings. */
export interface I18n {
  readonly locale: SupportedLocale
  readonly dir: "ltr" | "rtl"
  readonly messages: Messages
}

/** English, left to right: outside a provider, and until another table has loaded. */
export const ENGLISH: I18n = { locale: "en", dir: "ltr", messages: en }

const I18nContext = createContext<I18n>(ENGLISH)

/** The visitor's locale, direction and table. */
export const useI18n = (): I18n => useContext(I18nContext)

/** The visitor's strings. */
export const useMessages = (): Messages => useContext(I18nContext).messages

/**
 * Provides `locale`'s table: at once when it has loaded (the modal preloads it with the first view), else
 * English until its chunk is in.
 */
export const I18nProvider = (props: { readonly locale: SupportedLocale; readonly children: ReactNode }): ReactNode => {
  const { locale } = props
  const [messages, setMessages] = useState<{ readonly locale: SupportedLocale; readonly table: Messages } | undefined>()
  const ready = loadedMessages(locale) ?? (messages?.locale === locale ? messages.table : undefined)
  useEffect(() => {
    if (ready !== undefined) return
    let current = true
    void loadMessages(locale).then((table) => {
      if (current) setMessages({ locale, table })
    })
    return () => {
      current = false
    }
  }, [locale, ready])
  const value = useMemo<I18n>(() => (ready === undefined ? ENGLISH : { locale, dir: directionOf(locale), messages: ready }), [locale, ready])
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>
}
