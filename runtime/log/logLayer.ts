/**
 * The core's logging (issue 24), in place of Effect's default logger (logfmt lines on console.log): each line
 * goes to the host's `logger` option or the console (writeLog.ts), at the SPEC §9 default level, error, or at
 * debug with `debug: true`. Provided once, in the layer every instance's runtime is built from (runtime/layers.ts).
 */
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as LogLevel from "effect/LogLevel"
import type { WalletportLogger } from "../../schemas/hostLogger.js"
import { hostLevel, logEntry } from "./logEntry.js"
import { writeLog } from "./writeLog.js"

/** What the log layer reads of the options. */
export interface LogOptions {
  readonly logger?: WalletportLogger | undefined
  readonly debug: boolean
}

/** The Effect logger that writes each line to `logger` (default: the console). */
export const hostLogger = (logger: WalletportLogger | undefined): Logger.Logger<unknown, void> =>
  Logger.make(({ logLevel, message, cause }) => {
    const level = hostLevel(logLevel)
    if (level !== undefined) writeLog(logger, logEntry(level, message, cause))
  })

/** Replaces Effect's default logger and sets the level: SPEC §9 error, debug with `debug: true`. */
export const logLayer = (options: LogOptions): Layer.Layer<never> =>
  Layer.merge(
    Logger.replace(Logger.defaultLogger, hostLogger(options.logger)),
    Logger.minimumLogLevel(options.debug ? LogLevel.Debug : LogLevel.Error)
  )
