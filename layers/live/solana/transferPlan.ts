/**
 * A Solana send's transaction (issue 10), built with @solana/kit (handed in: ./kit.ts imports it on the first
 * plan): a v0 transfer of SOL or of an SPL token (creating the recipient's associated token account when it has
 * none) and its fee. Instructions are encoded by hand (three fixed layouts), so no program client package is needed.
 */
import * as Effect from "effect/Effect"
import type { Instruction } from "@solana/kit"
import { RpcHttpError } from "../../../schemas/errors/chainRpc.js"
import type { Transfer } from "../../../schemas/send.js"
import type { Kit } from "./kit.js"
import type { SolanaReadError, SolanaReads } from "./reads.js"
import { TOKEN_PROGRAM } from "./transfers.js"
import { encodeKitTransaction } from "./wire.js"

const SYSTEM_PROGRAM = "11111111111111111111111111111111"
const ATA_PROGRAM = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL"
/** A Token-program account's size, for the rent of the recipient's new associated token account. */
const TOKEN_ACCOUNT_BYTES = 165n
/** Token program instruction 12; associated-token-account instruction 1 (create, idempotent). */
const TRANSFER_CHECKED = 12
const CREATE_IDEMPOTENT = 1

export interface PlannedTransfer {
  readonly wire: Uint8Array
  readonly fee: bigint
  readonly lastValidBlockHeight: bigint
}

/** The transfer planner over `kit`. */
export const makeTransferPlanner = (kit: Kit) => {
  const { AccountRole, address } = kit
  const systemTransfer = kit.getStructEncoder([["instruction", kit.getU32Encoder()], ["lamports", kit.getU64Encoder()]])
  const transferChecked = kit.getStructEncoder([["instruction", kit.getU8Encoder()], ["amount", kit.getU64Encoder()], ["decimals", kit.getU8Encoder()]])

  /** The owner's associated token account of a mint (a hash, computed locally; kit's derivation is async). */
  const associatedAccount = (owner: string, program: string, mint: string) => {
    const encoder = kit.getAddressEncoder()
    return Effect.tryPromise({
      try: () =>
        kit.getProgramDerivedAddress({
          programAddress: address(ATA_PROGRAM),
          seeds: [encoder.encode(address(owner)), encoder.encode(address(program)), encoder.encode(address(mint))]
        }).then(([ata]) => ata),
      catch: (cause) => new RpcHttpError({ url: "getProgramDerivedAddress", cause })
    })
  }

  /** The instructions of a transfer, and the rent it pays for a new recipient token account. */
  const instructionsOf = (
    reads: SolanaReads,
    caipNetworkId: string,
    transfer: Transfer
  ): Effect.Effect<{ readonly instructions: ReadonlyArray<Instruction>; readonly rent: bigint }, SolanaReadError> => Effect.gen(function*() {
    const from = address(transfer.from)
    const to = address(transfer.to)
    const { token } = transfer
    if (token.kind === "native") {
      return {
        rent: 0n,
        instructions: [{
          programAddress: address(SYSTEM_PROGRAM),
          accounts: [{ address: from, role: AccountRole.WRITABLE_SIGNER }, { address: to, role: AccountRole.WRITABLE }],
          data: new Uint8Array(systemTransfer.encode({ instruction: 2, lamports: transfer.amount }))
        }]
      }
    }
    const program = address(token.program ?? TOKEN_PROGRAM)
    const mint = address(token.id)
    const source = token.account === undefined ? yield* associatedAccount(transfer.from, program, token.id) : address(token.account)
    const destination = yield* associatedAccount(transfer.to, program, token.id)
    const exists = yield* reads.accountExists(caipNetworkId, destination)
    const rent = exists ? 0n : yield* reads.getMinimumBalanceForRentExemption(caipNetworkId, TOKEN_ACCOUNT_BYTES)
    return {
      rent,
      instructions: [
        {
          programAddress: address(ATA_PROGRAM),
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: destination, role: AccountRole.WRITABLE },
            { address: to, role: AccountRole.READONLY },
            { address: mint, role: AccountRole.READONLY },
            { address: address(SYSTEM_PROGRAM), role: AccountRole.READONLY },
            { address: program, role: AccountRole.READONLY }
          ],
          data: new Uint8Array([CREATE_IDEMPOTENT])
        },
        {
          programAddress: program,
          accounts: [
            { address: source, role: AccountRole.WRITABLE },
            { address: mint, role: AccountRole.READONLY },
            { address: destination, role: AccountRole.WRITABLE },
            { address: from, role: AccountRole.READONLY_SIGNER }
          ],
          data: new Uint8Array(transferChecked.encode({ instruction: TRANSFER_CHECKED, amount: transfer.amount, decimals: token.decimals }))
        }
      ]
    }
  })

  /**
   * The unsigned v0 transaction (wire bytes) on a fresh blockhash, what it costs in lamports (network fee plus any
   * rent), and the last block height the blockhash is valid for. Fails: SolanaReadError.
   */
  return (reads: SolanaReads, caipNetworkId: string, transfer: Transfer): Effect.Effect<PlannedTransfer, SolanaReadError> =>
    Effect.gen(function*() {
      const [{ instructions, rent }, latest] = yield* Effect.all([
        instructionsOf(reads, caipNetworkId, transfer),
        reads.getLatestBlockhash(caipNetworkId)
      ], { concurrency: "unbounded" })
      const { blockhash } = latest
      if (!kit.isBlockhash(blockhash)) return yield* new RpcHttpError({ url: "getLatestBlockhash", status: 200, cause: `not a blockhash: ${blockhash}` })
      const lifetime = { blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
      const compiled = kit.pipe(
        kit.createTransactionMessage({ version: 0 }),
        (m) => kit.setTransactionMessageFeePayer(address(transfer.from), m),
        (m) => kit.setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) => kit.appendTransactionMessageInstructions(instructions, m),
        (m) => kit.compileTransaction(m)
      )
      const networkFee = yield* reads.getFeeForMessage(caipNetworkId, kit.getBase64Decoder().decode(compiled.messageBytes))
      return { wire: encodeKitTransaction(compiled), fee: (networkFee ?? 0n) + rent, lastValidBlockHeight: latest.lastValidBlockHeight }
    })
}
