// The reliability run of issue 10 for Solana: reads and sends through the Solana reads (the shared ChainRpc policy)
// against Surfpool behind the chaos proxy. Each read is checked against the chain read directly; each send is the
// same signed bytes on every retry, and the recipient's balance must grow by exactly the landed sends (a transfer
// credited twice would show). Shared by bench/reliability.ts (--solana) and the fast test under test/dev/.
import {
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  isBlockhash
} from "@solana/kit"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schedule from "effect/Schedule"
import { makeSolanaReads } from "../../layers/live/solana/reads.js"
import { isWalletportError } from "../../schemas/errors/WalletportError.js"
import { solanaLocal } from "../../schemas/networks/solana.js"
import { decodeConfig } from "../../schemas/options.js"
import { devRpc } from "../jsonRpc.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "../solana-wallet/accounts.js"
import { createDemoSigner } from "../solana-wallet/signer.js"
import { buildKitTransfer } from "../solana-wallet/transfer.js"
import { startSurfpool } from "../surfpool.js"
import { startChaosProxy } from "./proxy.js"
import { attemptsSnapshot, judge, tallyOutcomes, type Outcome, type ReliabilityOptions, type ReliabilityReport } from "./reliability.js"

const HOLDERS = 4
const SOL = 1_000_000_000n
const APP_RETRIES = 5
/** Bytes of an SPL token account, whose rent-exempt minimum is read. */
const TOKEN_ACCOUNT_BYTES = 165n

/** A landed signature is final once confirmed; polled on the real clock, bounded. */
const confirmed = Schedule.spaced("100 millis").pipe(Schedule.compose(Schedule.recurs(300)))

/** The fee payer's signature of a signed wire transaction: the id the chain knows it by, known before any answer. */
const signatureOf = (signed: Uint8Array, payer: string): string => {
  const bytes = Object.entries(getTransactionDecoder().decode(signed).signatures).find(([signer]) => signer === payer)?.[1]
  if (bytes === null || bytes === undefined) throw new Error("the transaction is not signed by its fee payer")
  return getBase58Decoder().decode(bytes)
}

export const runSolanaReliability = async (options: ReliabilityOptions): Promise<ReliabilityReport> => {
  const holders = await Promise.all(Array.from({ length: HOLDERS }, () => generateKeyPairSigner()))
  const funded = holders.map((_, i) => BigInt(i + 1) * SOL + BigInt(i))
  const sender = SOLANA_DEMO_ACCOUNT.address
  const recipient = MULTICHAIN_DEMO_SOLANA_ACCOUNT.address
  const surfpool = await startSurfpool({
    fund: [
      { address: sender, lamports: 100n * SOL },
      { address: recipient, lamports: SOL },
      ...holders.map((h, i) => ({ address: h.address, lamports: funded[i] ?? 0n }))
    ]
  })
  const proxy = await startChaosProxy({
    upstream: surfpool.rpcUrl,
    rate: options.rate,
    seed: options.seed ?? 1,
    delayMs: options.timeoutMs + 200,
    retryAfterSeconds: 1
  })
  try {
    // Ground truth straight from Surfpool.
    const rent = BigInt(Number(await devRpc(surfpool.rpcUrl, "getMinimumBalanceForRentExemption", [Number(TOKEN_ACCOUNT_BYTES)])))
    const balanceOf = async (address: string) => {
      const answer = await devRpc(surfpool.rpcUrl, "getBalance", [address])
      return BigInt(Number(typeof answer === "object" && answer !== null && "value" in answer ? answer.value : Number.NaN))
    }
    const recipientBefore = await balanceOf(recipient)
    const signer = await createDemoSigner(SOLANA_DEMO_ACCOUNT)
    const local = solanaLocal(proxy.url)
    const config = Either.getOrThrow(decodeConfig({ projectId: "chaos", networks: [local] }))
    const reads = makeSolanaReads((input, init) => fetch(input, init), config, { timeoutMs: options.timeoutMs, rankIntervalMs: 50 })
    const chain = local.caipNetworkId

    const run = Effect.gen(function*() {
      const before = yield* attemptsSnapshot
      const started = Date.now()
      const readAt = (i: number): Effect.Effect<Outcome> => {
        const h = i % HOLDERS
        const holder = holders[h]?.address ?? sender
        switch (i % 4) {
          case 0:
          case 1:
            return judge(reads.getBalance(chain, holder), funded[h])
          case 2:
            return judge(reads.getMinimumBalanceForRentExemption(chain, TOKEN_ACCOUNT_BYTES), rent)
          default:
            return judge(reads.accountExists(chain, holder), true)
        }
      }
      // Each send: a fresh blockhash, one signed transaction, and only those bytes on every retry.
      const sendOne = (n: number) =>
        Effect.gen(function*() {
          const latest = yield* Effect.retry(reads.getLatestBlockhash(chain), { times: APP_RETRIES })
          const { blockhash } = latest
          if (!isBlockhash(blockhash)) return yield* Effect.dieMessage(`not a blockhash: ${blockhash}`)
          const lamports = 1_000n + BigInt(n)
          const wire = new Uint8Array(getTransactionEncoder().encode(buildKitTransfer({
            from: sender,
            to: recipient,
            lamports,
            blockhash,
            lastValidBlockHeight: latest.lastValidBlockHeight
          })))
          const signedBytes = yield* Effect.promise(() => signer.signTransaction(wire))
          const signature = signatureOf(signedBytes, sender)
          let appRetries = 0
          // A broadcast whose answer was lost may have landed: a resend of the same bytes is refused as already
          // processed, so the chain's status of the known signature decides.
          const sent = yield* Effect.either(reads.sendTransaction(chain, getBase64Decoder().decode(signedBytes)).pipe(
            Effect.tapError(() => Effect.sync(() => void appRetries++)),
            Effect.retry({ times: APP_RETRIES })
          ))
          if (Either.isRight(sent) && sent.right !== signature) return yield* Effect.dieMessage(`signature ${sent.right} is not ${signature}`)
          const final = yield* Effect.either(reads.getSignatureStatus(chain, signature).pipe(
            Effect.flatMap((status) =>
              status?.confirmationStatus === "confirmed" || status?.confirmationStatus === "finalized" ? Effect.void : Effect.fail("not yet" as const)
            ),
            Effect.retry(confirmed)
          ))
          if (Either.isLeft(final)) return yield* Effect.fail(Either.isLeft(sent) ? sent.left : final.left)
          return { lamports, appRetries }
        }).pipe(Effect.either)

      const [readOutcomes, sendOutcomes] = yield* Effect.all([
        Effect.forEach(Array.from({ length: options.reads }, (_, i) => i), readAt, { concurrency: options.concurrency ?? 50 }),
        Effect.forEach(Array.from({ length: options.sends }, (_, n) => n), sendOne)
      ], { concurrency: 2 })
      const after = yield* attemptsSnapshot
      return { readOutcomes, sendOutcomes, before, after, elapsedMs: Date.now() - started }
    })
    const { readOutcomes, sendOutcomes, before, after, elapsedMs } = await Effect.runPromise(run)

    // On the chain: the recipient got exactly the landed transfers, each once.
    const landed = sendOutcomes.flatMap((o) => (Either.isRight(o) ? [o.right] : []))
    const expected = landed.reduce((sum, s) => sum + s.lamports, 0n)
    const credited = (await balanceOf(recipient)) - recipientBefore
    const tally = tallyOutcomes(readOutcomes, sendOutcomes, before, after)
    const { failureTags, attempts, untypedSends } = tally
    return {
      reads: tally.reads,
      sends: {
        total: sendOutcomes.length,
        landed: landed.length,
        typedFailures: sendOutcomes.length - landed.length - untypedSends,
        appRetries: landed.reduce((sum, s) => sum + s.appRetries, 0),
        // Lamports credited beyond the landed transfers: a transfer that landed twice (or one we lost track of).
        duplicateBroadcasts: credited === expected ? 0 : 1,
        untyped: untypedSends
      },
      failureTags,
      attempts,
      proxy: proxy.stats(),
      elapsedMs
    }
  } finally {
    await proxy.stop()
    await surfpool.stop()
  }
}
