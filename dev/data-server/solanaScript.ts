// Scripted Solana transfers for the tests (a script, not the UI): SOL or an SPL token from a demo account,
// built with the library's own Solana transfer planner, signed with the demo key and confirmed on Surfpool.
import { getBase58Decoder } from "@solana/kit"
import { listTokens, planTransfer } from "../../layers/live/solana/transfers.js"
import type { DemoSolanaAccount } from "../solana-wallet/accounts.js"
import { createDemoSigner } from "../solana-wallet/signer.js"
import { submitTransaction } from "../solana-wallet/submit.js"

/** Sends `amount` base units of SOL (`mint` undefined) or of the SPL `mint`; resolves to the signature (base58) once confirmed. */
export const scriptSolanaTransfer = async (
  rpcUrl: string,
  from: DemoSolanaAccount,
  to: string,
  amount: bigint,
  mint?: string
): Promise<string> => {
  const signal = AbortSignal.timeout(30_000)
  const tokens = await listTokens(rpcUrl, from.address, signal)
  const token = tokens.find((t) => (mint === undefined ? t.kind === "native" : t.id === mint))
  if (token === undefined) throw new Error(`${from.address} holds no ${mint ?? "SOL"}`)
  const { wire } = await planTransfer(rpcUrl, { from: from.address, to, token, amount }, signal)
  const signer = await createDemoSigner(from)
  const signature = await submitTransaction(rpcUrl, await signer.signTransaction(wire), { commitment: "confirmed" })
  return getBase58Decoder().decode(signature)
}
