// The messages between the dev stack and its wallet-server child process (dev/embedded/walletServer.ts ↔
// walletServerProcess.ts), over Node's IPC channel. Both sides decode what they receive.
import * as Schema from "effect/Schema"

/** What the stack tells the child once the demo's origin is known (the server's allow-list needs it). */
export const ConfigureMessage = Schema.TaggedStruct("configure", {
  /** projectId → parent origins allowed to embed the frame. */
  projects: Schema.Record({ key: Schema.String, value: Schema.Struct({ origins: Schema.Array(Schema.String) }) }),
  /** CAIP-2 → JSON-RPC URL of the stack's chains. */
  rpcUrls: Schema.Record({ key: Schema.String, value: Schema.String }),
  smtp: Schema.Struct({ host: Schema.String, port: Schema.Number }),
  /** Dev-only fixed one-time code (WALLETPORT_DEV_FIXED_OTP); absent = real random codes. */
  devFixedOtp: Schema.optional(Schema.String.pipe(Schema.pattern(/^\d{6}$/)))
})
/**
 * Tests only: moves the server's clock (its `now`) forward by `ms`, so a browser test can let the SPEC §5 mail
 * cooldown (or any server-side window) run out instead of sitting it out.
 */
export const AdvanceClockMessage = Schema.TaggedStruct("advanceClock", { ms: Schema.Number.pipe(Schema.nonNegative()) })
export const StopMessage = Schema.TaggedStruct("stop", {})
export const ToChild = Schema.Union(ConfigureMessage, AdvanceClockMessage, StopMessage)
export type ToChild = Schema.Schema.Type<typeof ToChild>

/** The child's HTTP port is open (requests wait until it is configured). */
export const ListeningMessage = Schema.TaggedStruct("listening", { url: Schema.String })
/** The wallet server is up (migrations applied, frame built). */
export const ReadyMessage = Schema.TaggedStruct("ready", {})
/** The clock moved (answers advanceClock). */
export const ClockAdvancedMessage = Schema.TaggedStruct("clockAdvanced", {})
export const FailedMessage = Schema.TaggedStruct("failed", { message: Schema.String })
export const FromChild = Schema.Union(ListeningMessage, ReadyMessage, ClockAdvancedMessage, FailedMessage)
export type FromChild = Schema.Schema.Type<typeof FromChild>
