// The messages between the stack and its Surfpool child process (dev/surfpool.ts ↔ dev/surfpool/process.ts),
// over Node's IPC channel (JSON), after its configuration in argv. Both sides decode what they receive; amounts travel as decimal strings.
import * as Schema from "effect/Schema"

const Address = Schema.String
/** u64 amounts (lamports, token base units), exact over JSON. */
const Amount = Schema.BigInt

/** The chain's configuration: the child's argv[2], as JSON. */
export const ChainConfig = Schema.Struct({
  /** Surfpool's slot time in ms; its default when absent. */
  slotTimeMs: Schema.optional(Schema.Number)
})
export const ChainConfigJson = Schema.parseJson(ChainConfig)

/** The cheat codes (state changes without a transaction) the stack and the tests use. */
export const CheatCode = Schema.Union(
  Schema.TaggedStruct("fundSol", { address: Address, lamports: Amount }),
  Schema.TaggedStruct("createMint", { mint: Address, decimals: Schema.Number }),
  Schema.TaggedStruct("fundToken", { owner: Address, mint: Address, amount: Amount }),
  Schema.TaggedStruct("setTokenBalance", { owner: Address, mint: Address, amount: Amount })
)
export type CheatCode = Schema.Schema.Type<typeof CheatCode>

export const CheatMessage = Schema.TaggedStruct("cheat", { id: Schema.Number, code: CheatCode })
export const StopMessage = Schema.TaggedStruct("stop", {})
export const ToChild = Schema.Union(CheatMessage, StopMessage)
export type ToChild = Schema.Schema.Type<typeof ToChild>

/** The chain answers on these 127.0.0.1 URLs. */
export const ReadyMessage = Schema.TaggedStruct("ready", { rpcUrl: Schema.String, wsUrl: Schema.String, payer: Address })
/** Cheat code `id` is applied (error absent) or refused (error: why). */
export const CheatDoneMessage = Schema.TaggedStruct("cheatDone", { id: Schema.Number, error: Schema.optional(Schema.String) })
/** The chain could not start. */
export const FailedMessage = Schema.TaggedStruct("failed", { message: Schema.String })
export const FromChild = Schema.Union(ReadyMessage, CheatDoneMessage, FailedMessage)
export type FromChild = Schema.Schema.Type<typeof FromChild>
