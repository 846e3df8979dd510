/** A Solana wire transaction paying `lamports` from `from` (fee payer, signer) to `to`, built with @solana/kit. */
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash
} from "@solana/kit"

const SYSTEM_PROGRAM = address("11111111111111111111111111111111")

export const solanaTransfer = (from: string, to: string, lamports: bigint): Uint8Array => {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash("EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N"), lastValidBlockHeight: 100n }, m),
    (m) =>
      appendTransactionMessageInstruction(
        { programAddress: SYSTEM_PROGRAM, accounts: [{ address: address(from), role: AccountRole.WRITABLE_SIGNER }, { address: address(to), role: AccountRole.WRITABLE }], data },
        m
      )
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}
