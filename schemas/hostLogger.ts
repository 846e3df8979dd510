/**
 * The host's `logger` option (issue 24): where walletport's log lines go instead of the console. Effect-free: the
 * options Schema (schemas/options.ts) and the instant-open preview's decoder (ui/instant/previewOptions.ts) both
 * accept a logger by this one guard.
 */

/** The levels walletport logs at, most severe first. `error` by default, every level with `debug: true`. */
export const LOG_LEVELS = ["error", "warn", "info", "debug"] as const

/** A log level. */
export type WalletportLogLevel = (typeof LOG_LEVELS)[number]

/** One log line, as a host `logger` function receives it. */
export interface WalletportLogEntry {
  readonly level: WalletportLogLevel
  /** What happened, in words (`session restore failed: User rejected the request.`), without the `walletport:` prefix. */
  readonly message: string
  /** The error behind the line: a catalogue error (`walletport/errors`, with `details`), or what was thrown. */
  readonly error?: unknown
  /** The error's own cause (the wallet's, the RPC's or the API's error), when it has one. */
  readonly cause?: unknown
}

/** A console-like object: each level a method called with the line and the error (`console` itself fits). */
export type WalletportConsoleLogger = {
  readonly [L in WalletportLogLevel]?: (message: string, ...rest: ReadonlyArray<unknown>) => void
}

/** The `logger` option: a function given each entry, or a console-like object (default: `console`). */
export type WalletportLogger = ((entry: WalletportLogEntry) => void) | WalletportConsoleLogger

/** A function, or an object whose level fields (when present) are functions. */
export const isWalletportLogger = (value: unknown): value is WalletportLogger => {
  if (typeof value === "function") return true
  if (typeof value !== "object" || value === null) return false
  return LOG_LEVELS.every((level) => {
    const method: unknown = Reflect.get(value, level)
    return method === undefined || typeof method === "function"
  })
}
