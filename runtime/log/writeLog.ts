/**
 * Hands one log entry to the host's `logger` option, or to the console: readable text (`walletport: …`, the
 * error's developer detail on the next line) with the error as a second argument, so the console shows the
 * object and its cause. No Effect here: the entry is built from Effect's log in logEntry.ts.
 */
import type { WalletportLogEntry, WalletportLogger } from "../../schemas/hostLogger.js"

/** A field of a thrown value (an error's `message`, `details`, `cause`), or undefined when it is not an object. */
export const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined

/** The text a console shows: the prefixed message, and the catalogue error's `details` when it has them. */
export const consoleText = (entry: WalletportLogEntry): string => {
  const details = fieldOf(entry.error, "details")
  return `walletport: ${entry.message}${typeof details === "string" && details !== "" ? `\n${details}` : ""}`
}

/** Writes the entry to `logger` (default: the page's console, read at each call). A throwing host logger is ignored. */
export const writeLog = (logger: WalletportLogger | undefined, entry: WalletportLogEntry): void => {
  try {
    if (typeof logger === "function") return logger(entry)
    const method = (logger ?? console)[entry.level]
    if (method === undefined) return
    if (entry.error === undefined) method(consoleText(entry))
    else method(consoleText(entry), entry.error)
  } catch {
    // A log line must never break the flow that wrote it.
  }
}
