/**
 * What a Solana wire transaction pays, for the approval panel: its fee payer and the System Program transfers
 * it holds (recipient + SOL). Anything it cannot read is reported as "other instructions", never guessed.
 */
import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from "@solana/kit"

const SYSTEM_PROGRAM = "11111111111111111111111111111111"
/** System Program instruction 2: Transfer { lamports: u64 } (little-endian, after the u32 tag). */
const TRANSFER_TAG = 2

export interface SolanaTransfer {
  readonly to: string
  readonly lamports: bigint
}

export interface SolanaTransactionSummary {
  readonly feePayer: string | undefined
  readonly transfers: ReadonlyArray<SolanaTransfer>
  /** Instructions other than plain SOL transfers. */
  readonly otherInstructions: number
}

interface Instruction {
  readonly programAddressIndex: number
  readonly accountIndices?: ReadonlyArray<number>
  readonly data?: Uint8Array | ArrayLike<number>
}

const transferOf = (accounts: ReadonlyArray<string>, instruction: Instruction): SolanaTransfer | undefined => {
  if (accounts[instruction.programAddressIndex] !== SYSTEM_PROGRAM) return undefined
  const data = instruction.data === undefined ? undefined : Uint8Array.from(instruction.data)
  if (data === undefined || data.length !== 12) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (view.getUint32(0, true) !== TRANSFER_TAG) return undefined
  const to = accounts[instruction.accountIndices?.[1] ?? -1]
  return to === undefined ? undefined : { to, lamports: view.getBigUint64(4, true) }
}

/** The wire transaction's summary, or undefined when it is not a transaction at all. */
export const summarizeSolanaTransaction = (wire: Uint8Array): SolanaTransactionSummary | undefined => {
  try {
    const transaction = getTransactionDecoder().decode(wire)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const accounts: ReadonlyArray<string> = message.staticAccounts
    const instructions: ReadonlyArray<Instruction> = "instructions" in message ? message.instructions : []
    const transfers = instructions.flatMap((instruction) => transferOf(accounts, instruction) ?? [])
    const total = "instructions" in message ? instructions.length : message.numInstructions
    return { feePayer: accounts[0], transfers, otherInstructions: total - transfers.length }
  } catch {
    return undefined
  }
}
