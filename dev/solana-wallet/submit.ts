// Submitting a signed transaction to the local chain (Surfpool) over JSON-RPC, and waiting for the
// commitment the dapp asked for. Dev code: plain timers are fine here (the library itself never uses them).
import {
  createSolanaRpc,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type Commitment
} from "@solana/kit"

export interface SubmitOptions {
  readonly skipPreflight?: boolean
  readonly preflightCommitment?: Commitment
  /** When set, resolve only once the transaction reached it (Wallet Standard signAndSendTransaction). */
  readonly commitment?: Commitment
}

/** How long a submitted transaction may take to reach the asked commitment. */
export const CONFIRM_TIMEOUT_MS = 30_000
const POLL_INTERVAL_MS = 100
const RANK: Readonly<Record<Commitment, number>> = { processed: 0, confirmed: 1, finalized: 2 }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Sends signed wire bytes; resolves to the 64-byte transaction signature. */
export const submitTransaction = async (rpcUrl: string, signed: Uint8Array, options: SubmitOptions = {}): Promise<Uint8Array> => {
  const rpc = createSolanaRpc(rpcUrl)
  const wire = getBase64EncodedWireTransaction(getTransactionDecoder().decode(signed))
  const signature = await rpc
    .sendTransaction(wire, {
      encoding: "base64",
      ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      ...(options.preflightCommitment === undefined ? {} : { preflightCommitment: options.preflightCommitment })
    })
    .send()
  const wanted = options.commitment
  if (wanted !== undefined) {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    for (;;) {
      const { value: [status] } = await rpc.getSignatureStatuses([signature]).send()
      if (status?.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err, (_, v: unknown) => (typeof v === "bigint" ? String(v) : v))}`)
      if (status?.confirmationStatus != null && RANK[status.confirmationStatus] >= RANK[wanted]) break
      if (Date.now() > deadline) throw new Error(`transaction ${signature} not ${wanted} within ${CONFIRM_TIMEOUT_MS} ms`)
      await sleep(POLL_INTERVAL_MS)
    }
  }
  return new Uint8Array(getBase58Encoder().encode(signature))
}
