// Scripted Solana transfers for the tests (a script, not the UI): SOL or an SPL token from a demo account,
// built with the library's own Solana transfer planner (over its Solana reads), signed with the demo key and
// confirmed on Surfpool.
import * as kit from "@solana/kit"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { makeSolanaReads } from "../../layers/live/solana/reads.js"
import { makeTransferPlanner } from "../../layers/live/solana/transferPlan.js"
import { listTokens } from "../../layers/live/solana/transfers.js"
import { solanaLocal } from "../../schemas/networks/solana.js"
import { decodeConfig } from "../../schemas/options.js"
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
  const local = solanaLocal(rpcUrl)
  const config = Either.getOrThrow(decodeConfig({ projectId: "script", networks: [local] }))
  const reads = makeSolanaReads((input, init) => fetch(input, init), config)
  const chain = local.caipNetworkId
  const tokens = await Effect.runPromise(listTokens(reads, chain, from.address))
  const token = tokens.find((t) => (mint === undefined ? t.kind === "native" : t.id === mint))
  if (token === undefined) throw new Error(`${from.address} holds no ${mint ?? "SOL"}`)
  const { wire } = await Effect.runPromise(makeTransferPlanner(kit)(reads, chain, { from: from.address, to, token, amount }))
  const signer = await createDemoSigner(from)
  const signature = await submitTransaction(rpcUrl, await signer.signTransaction(wire), { commitment: "confirmed" })
  return kit.getBase58Decoder().decode(signature)
}
