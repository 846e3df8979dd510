// A SOL transfer built with @solana/kit (the System Program's Transfer instruction, encoded by hand so no
// program client is needed). Used by the demo dapp's "send" action and by the tests.
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getStructEncoder,
  getU32Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction
} from "@solana/kit"

const SYSTEM_PROGRAM = address("11111111111111111111111111111111")
const TRANSFER = 2
const transferData = getStructEncoder([["instruction", getU32Encoder()], ["lamports", getU64Encoder()]])

export interface KitTransferInput {
  readonly from: string
  readonly to: string
  readonly lamports: bigint
  readonly blockhash: Blockhash
  readonly lastValidBlockHeight: bigint
}

/** An unsigned v0 transaction moving `lamports` from `from` (fee payer and signer) to `to`. */
export const buildKitTransfer = (input: KitTransferInput): Transaction =>
  pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayer(address(input.from), message),
    (message) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: input.blockhash, lastValidBlockHeight: input.lastValidBlockHeight },
        message
      ),
    (message) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: address(input.from), role: AccountRole.WRITABLE_SIGNER },
            { address: address(input.to), role: AccountRole.WRITABLE }
          ],
          data: new Uint8Array(transferData.encode({ instruction: TRANSFER, lamports: input.lamports }))
        },
        message
      ),
    (message) => compileTransaction(message)
  )
