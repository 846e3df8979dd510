/**
 * viem's model (BaseError: `shortMessage`, `details`, `cause`): a catalogue error's `message` is the SPEC §8
 * text a visitor may see, exactly; `details` is for developers: what the error was made with and what the
 * underlying error (`cause`) said. Plain code, no Effect: the classes call it from their `details` getter.
 */

/** Longest rendering of one value: a wallet's error can carry megabytes, a log line should not. */
const MAX_VALUE_CHARS = 200

// Not part of the detail: the tag leads it, the cause closes it, the message is the user text beside it.
const LEFT_OUT: ReadonlySet<string> = new Set(["_tag", "cause", "message", "name", "stack"])

const clip = (text: string): string => (text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text)

const show = (value: unknown): string => {
  if (typeof value === "string") return JSON.stringify(clip(value))
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value)
  try {
    return clip(JSON.stringify(value, (_, v: unknown) => (typeof v === "bigint" ? String(v) : v)) ?? String(value))
  } catch {
    // A cyclic or hostile value: its type is all we can say.
    return typeof value
  }
}

/** What an underlying error said about itself: an Error's name and message, a string, an object's `message`. */
const causeText = (cause: unknown): string | undefined => {
  if (cause === undefined || cause === null) return undefined
  if (typeof cause === "string") return clip(cause)
  if (cause instanceof Error) return clip(`${cause.name}: ${cause.message}`)
  if (typeof cause === "object") {
    const message: unknown = Reflect.get(cause, "message")
    if (typeof message === "string") return clip(message)
  }
  return show(cause)
}

/**
 * `Tag: field: value, …; cause: …`, e.g. `ApiRequestFailed: path: "/balance", status: 500; cause: TypeError:
 * Failed to fetch`. Only the error's own fields are read, so the detail follows the class without a list here.
 */
export const developerDetails = (error: { readonly _tag: string }): string => {
  const fields = Object.entries(error)
    .filter(([key, value]) => !LEFT_OUT.has(key) && value !== undefined)
    .map(([key, value]) => `${key}: ${show(value)}`)
  const cause = causeText(Reflect.get(error, "cause"))
  const head = fields.length === 0 ? error._tag : `${error._tag}: ${fields.join(", ")}`
  return cause === undefined ? head : `${head}; cause: ${cause}`
}
