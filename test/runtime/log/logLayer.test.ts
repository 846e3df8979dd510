/**
 * The core's logger (issue 24): readable lines (`walletport: …`, never Effect's logfmt) at the SPEC §9 default
 * level (error) to console.error, every level with `debug: true`, or to the host's `logger` option (a function
 * given each entry, or a console-like object).
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { logLayer, type LogOptions } from "../../../runtime/log/logLayer.js"
import { DisconnectFailed } from "../../../schemas/errors/connectors.js"
import type { WalletportLogEntry } from "../../../schemas/hostLogger.js"

/** Logs one line at each level, the error line about a catalogue error with a cause. */
const everyLevel = (failure: DisconnectFailed) =>
  Effect.all([
    Effect.logError("disconnect went wrong", Cause.fail(failure)),
    Effect.logWarning("session restore failed"),
    Effect.logInfo("connected"),
    Effect.logDebug("explorer unavailable")
  ])

const run = (options: LogOptions, failure = new DisconnectFailed({ cause: new Error("wallet gone") })) =>
  Effect.runSync(everyLevel(failure).pipe(Effect.provide(logLayer(options))))

const spyConsole = () => ({
  log: vi.spyOn(console, "log").mockImplementation(() => undefined),
  error: vi.spyOn(console, "error").mockImplementation(() => undefined),
  warn: vi.spyOn(console, "warn").mockImplementation(() => undefined),
  info: vi.spyOn(console, "info").mockImplementation(() => undefined),
  debug: vi.spyOn(console, "debug").mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the core's logger", () => {
  it("by default: errors only, to console.error, as readable text with the error as a second argument", () => {
    const spies = spyConsole()
    const failure = new DisconnectFailed({ cause: new Error("wallet gone") })
    run({ debug: false }, failure)
    expect(spies.error.mock.calls).toEqual([[
      "walletport: disconnect went wrong: Failed to disconnect\nDisconnectFailed; cause: Error: wallet gone",
      failure
    ]])
    for (const spy of [spies.log, spies.warn, spies.info, spies.debug]) expect(spy).not.toHaveBeenCalled()
  })

  it("never writes Effect's logfmt (timestamp=, level=, fiber=) anywhere", () => {
    const spies = spyConsole()
    run({ debug: true })
    const written = Object.values(spies).flatMap((spy) => spy.mock.calls.flat()).filter((arg) => typeof arg === "string")
    expect(written.length).toBeGreaterThan(0)
    for (const line of written) {
      expect(line).toMatch(/^walletport: /)
      expect(line).not.toMatch(/timestamp=|level=|fiber=/)
    }
    expect(spies.log).not.toHaveBeenCalled()
  })

  it("debug: true logs every level, each to its console method", () => {
    const spies = spyConsole()
    run({ debug: true })
    expect(spies.error).toHaveBeenCalledTimes(1)
    expect(spies.warn.mock.calls).toEqual([["walletport: session restore failed"]])
    expect(spies.info.mock.calls).toEqual([["walletport: connected"]])
    expect(spies.debug.mock.calls).toEqual([["walletport: explorer unavailable"]])
  })

  it("a host logger function gets each entry: level, message, the error and its cause", () => {
    const spies = spyConsole()
    const entries: Array<WalletportLogEntry> = []
    const cause = new Error("wallet gone")
    const failure = new DisconnectFailed({ cause })
    run({ debug: true, logger: (entry) => entries.push(entry) }, failure)
    expect(entries).toEqual([
      { level: "error", message: "disconnect went wrong: Failed to disconnect", error: failure, cause },
      { level: "warn", message: "session restore failed" },
      { level: "info", message: "connected" },
      { level: "debug", message: "explorer unavailable" }
    ])
    expect(entries[0]?.error).toBe(failure)
    for (const spy of Object.values(spies)) expect(spy).not.toHaveBeenCalled()
  })

  it("a host logger function gets errors only without debug", () => {
    const entries: Array<WalletportLogEntry> = []
    run({ debug: false, logger: (entry) => entries.push(entry) })
    expect(entries.map((entry) => entry.level)).toEqual(["error"])
  })

  it("a console-like object: its methods get the lines; a level it lacks is skipped", () => {
    const spies = spyConsole()
    const error = vi.fn<(message: string, ...rest: ReadonlyArray<unknown>) => void>()
    const debug = vi.fn<(message: string, ...rest: ReadonlyArray<unknown>) => void>()
    run({ debug: true, logger: { error, debug } })
    expect(error.mock.calls[0]?.[0]).toBe("walletport: disconnect went wrong: Failed to disconnect\nDisconnectFailed; cause: Error: wallet gone")
    expect(debug.mock.calls).toEqual([["walletport: explorer unavailable"]])
    for (const spy of Object.values(spies)) expect(spy).not.toHaveBeenCalled()
  })

  it("an error logged alone (no words) is described by its own message", () => {
    const entries: Array<WalletportLogEntry> = []
    const failure = new DisconnectFailed({})
    Effect.runSync(Effect.logError(failure).pipe(Effect.provide(logLayer({ debug: false, logger: (entry) => entries.push(entry) }))))
    expect(entries).toEqual([{ level: "error", message: "Failed to disconnect", error: failure }])
  })

  it("a defect is logged with the thrown value as the error", () => {
    const entries: Array<WalletportLogEntry> = []
    const defect = new TypeError("t.onPageHide is not a function")
    Effect.runSync(Effect.logError("action failed", Cause.die(defect)).pipe(Effect.provide(logLayer({ debug: false, logger: (entry) => entries.push(entry) }))))
    expect(entries).toEqual([{ level: "error", message: "action failed: t.onPageHide is not a function", error: defect }])
  })

  it("a host logger that throws does not break the program that logged", () => {
    const result = Effect.runSync(
      Effect.logError("x").pipe(Effect.as("went on"), Effect.provide(logLayer({ debug: false, logger: () => { throw new Error("host bug") } })))
    )
    expect(result).toBe("went on")
  })
})
