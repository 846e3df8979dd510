/**
 * RFC 3339 §5.6 `date-time` for sign-in messages (EIP-4361 `issued-at`, `expiration-time`, `not-before`).
 * The text is kept verbatim in the message (re-serialising `…24Z` as `…24.000Z` would change the signed
 * bytes); this module only checks it and reads the instant it names, for the verifier's time window.
 */

// full-date "T" partial-time time-offset; "T" and "Z" may be lower case (RFC 3339 §5.6 NOTE).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** RFC 3339 Appendix C: days in `month` of `year`. */
const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/**
 * The instant an RFC 3339 date-time names, in milliseconds since the epoch, or `undefined` when the text
 * breaks the grammar or a range (month 01–12, day per month and leap year, hour 00–23, minute 00–59,
 * second 00–60, offset hour 00–23). A leap second (":60") counts as the last millisecond of its minute.
 */
export const rfc3339ToEpochMillis = (value: string): number | undefined => {
  const match = DATE_TIME.exec(value)
  if (match === null) return undefined
  const [, y, mo, d, h, mi, s, frac, zulu, sign, oh, om] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60) return undefined
  let offsetMinutes = 0
  if (zulu === undefined) {
    const offsetHour = Number(oh)
    const offsetMinute = Number(om)
    if (offsetHour > 23 || offsetMinute > 59) return undefined
    offsetMinutes = (sign === "-" ? -1 : 1) * (offsetHour * 60 + offsetMinute)
  }
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, Math.min(second, 59)))
  date.setUTCFullYear(year)
  const millis = frac === undefined ? 0 : Math.floor(Number(`0${frac}`) * 1000)
  const leap = second === 60 ? 999 : millis
  return date.getTime() + leap - offsetMinutes * 60_000
}

/** RFC 3339 §5.6: true for a valid `date-time`. */
export const isRfc3339DateTime = (value: string): boolean => rfc3339ToEpochMillis(value) !== undefined
