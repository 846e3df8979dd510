/**
 * Dates as the Activity list shows them (issue 23): a full date and time ("27 Nov 2026, 14:05" in en-GB,
 * "Nov 27, 2026, 2:05 PM" in en-US) and month headers ("November 2026"), in the visitor's locale and time zone
 * through Intl.DateTimeFormat. Effect- and React-free, like schemas/displayNumbers.ts.
 */
import type { DisplayLocale } from "./displayNumbers.js"

const dateFormat = (locale: DisplayLocale | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, options)

const FULL: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }
const MONTH: Intl.DateTimeFormatOptions = { month: "long", year: "numeric" }

const parsed = (iso: string): Date | undefined => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The date and time of `iso` (an ISO 8601 timestamp) in the locale; undefined when it is not a date. */
export const displayDateTime = (iso: string, locale?: DisplayLocale, timeZone?: string): string | undefined => {
  const date = parsed(iso)
  return date === undefined ? undefined : dateFormat(locale, timeZone === undefined ? FULL : { ...FULL, timeZone }).format(date)
}

/** The month and year of `iso` ("November 2026") in the locale; undefined when it is not a date. */
export const displayMonth = (iso: string, locale?: DisplayLocale, timeZone?: string): string | undefined => {
  const date = parsed(iso)
  return date === undefined ? undefined : dateFormat(locale, timeZone === undefined ? MONTH : { ...MONTH, timeZone }).format(date)
}
