// The reliability run of issue 10: reads and sends through ChainRpc against anvil behind the chaos proxy, each read
// checked against the chain read directly, each send checked on the chain by nonce and hash. Shared by
// bench/reliability.ts (1,000 reads, 50 sends) and the fast test under test/dev/.
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Context from "effect/Context"
import * as Metric from "effect/Metric"
import { encodeAbiParameters, isAddress } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { makeChainRpcWith } from "../../layers/live/ChainRpc.js"
import { MULTICALL3_ADDRESS } from "../../layers/live/rpc/multicall.js"
import { rpcAttempts } from "../../layers/live/rpc/transport.js"
import { isWalletportError } from "../../schemas/errors/WalletportError.js"
import { anvil as anvilNetwork } from "../../schemas/networks/evm.js"
import { decodeConfig } from "../../schemas/options.js"
import type { ChainRpcShape } from "../../services/ChainRpc.js"
import { Config } from "../../services/Config.js"
import { startAnvil } from "../anvil.js"
import { devReceipt, devRpc } from "../jsonRpc.js"
import { type Fault, startChaosProxy } from "./proxy.js"
import { compileToken, TOKEN_DECIMALS, TOKEN_SYMBOL, tokenBalanceOf } from "./token.js"

export interface ReliabilityOptions {
  readonly reads: number
  readonly sends: number
  readonly rate: number
  readonly seed?: number
  /** The client's HTTP timeout; the proxy's "delay" fault holds requests past it. */
  readonly timeoutMs: number
  /** How many reads run at once (they share JSON-RPC batches and multicalls). */
  readonly concurrency?: number
}

export interface ReliabilityReport {
  readonly reads: { readonly total: number; readonly correct: number; readonly typedFailures: number; readonly lost: number }
  readonly sends: {
    readonly total: number
    readonly landed: number
    readonly typedFailures: number
    readonly appRetries: number
    readonly duplicateBroadcasts: number
    readonly untyped: number
  }
  readonly failureTags: Readonly<Record<string, number>>
  readonly attempts: Readonly<Record<string, number>>
  readonly proxy: { readonly requests: number; readonly faults: Readonly<Record<Fault, number>> }
  readonly elapsedMs: number
}

const CHAIN = anvilNetwork.caipNetworkId
const READ_HOLDERS = 5 // accounts 0-4 are read; 5 sends to 6, so reads never race the sends
const SENDER = 5
const RECIPIENT = 6
const APP_RETRIES = 5 // a send whose call failed is retried with the very same signed bytes, as a "Try again" would

export type Outcome = { readonly kind: "correct" } | { readonly kind: "typed"; readonly tag: string } | { readonly kind: "lost"; readonly detail: string }

export const judge = <A>(effect: Effect.Effect<A, unknown>, expected: A): Effect.Effect<Outcome> =>
  Effect.map(Effect.either(effect), (result): Outcome => {
    if (Either.isLeft(result)) {
      return isWalletportError(result.left)
        ? { kind: "typed", tag: result.left._tag }
        : { kind: "lost", detail: `untyped failure ${String(result.left)}` }
    }
    return result.right === expected ? { kind: "correct" } : { kind: "lost", detail: `${String(result.right)} ≠ ${String(expected)}` }
  }).pipe(Effect.catchAllDefect((defect) => Effect.succeed<Outcome>({ kind: "lost", detail: `defect ${String(defect)}` })))

export const attemptsSnapshot = Effect.map(Metric.value(rpcAttempts), (state) => new Map(state.occurrences))

/**
 * What both reliability runs (EVM here, Solana in ./solanaReliability.ts) report from their outcomes: reads by
 * kind, failures by tag (reads and sends), HTTP attempts per call over the run, and the sends that failed untyped.
 */
export const tallyOutcomes = (
  readOutcomes: ReadonlyArray<Outcome>,
  sendOutcomes: ReadonlyArray<Either.Either<unknown, unknown>>,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>
) => {
  const untypedSends = sendOutcomes.filter((o) => Either.isLeft(o) && !isWalletportError(o.left)).length
  const failureTags: Record<string, number> = {}
  for (const o of readOutcomes) if (o.kind === "typed") failureTags[o.tag] = (failureTags[o.tag] ?? 0) + 1
  for (const o of sendOutcomes) {
    if (Either.isLeft(o)) {
      const tag = isWalletportError(o.left) ? o.left._tag : "untyped"
      failureTags[tag] = (failureTags[tag] ?? 0) + 1
    }
  }
  const attempts: Record<string, number> = {}
  for (const [count, n] of after) attempts[count] = n - (before.get(count) ?? 0)
  const lostDetails = readOutcomes.flatMap((o) => (o.kind === "lost" ? [o.detail] : []))
  if (lostDetails.length > 0) console.error("lost reads:", lostDetails.slice(0, 10))
  const reads = {
    total: readOutcomes.length,
    correct: readOutcomes.filter((o) => o.kind === "correct").length,
    typedFailures: readOutcomes.filter((o) => o.kind === "typed").length,
    lost: lostDetails.length
  }
  return { reads, failureTags, attempts, untypedSends }
}

export const runReliability = async (options: ReliabilityOptions): Promise<ReliabilityReport> => {
  const anvil = await startAnvil()
  const proxy = await startChaosProxy({
    upstream: anvil.rpcUrl,
    rate: options.rate,
    seed: options.seed ?? 1,
    delayMs: options.timeoutMs + 200,
    retryAfterSeconds: 1
  })
  try {
    const accounts = anvil.accounts
    const holders = accounts.slice(0, READ_HOLDERS).map((a) => a.address)
    // Setup and ground truth go straight to anvil.
    const tokenTx = await devRpc(anvil.rpcUrl, "eth_sendTransaction", [{
      from: accounts[0]?.address,
      data: (await compileToken()) + encodeAbiParameters([{ type: "address[]" }], [holders]).slice(2)
    }])
    const tokenReceipt = await devReceipt(anvil.rpcUrl, tokenTx)
    const token = typeof tokenReceipt["contractAddress"] === "string" && isAddress(tokenReceipt["contractAddress"])
      ? tokenReceipt["contractAddress"]
      : undefined
    if (token === undefined) throw new Error("token not deployed")
    const multicallCode = String(await devRpc(anvil.rpcUrl, "eth_getCode", [MULTICALL3_ADDRESS, "latest"]))
    const balances = await Promise.all(holders.map(async (a) => BigInt(String(await devRpc(anvil.rpcUrl, "eth_getBalance", [a, "latest"])))))
    const nonces = await Promise.all(holders.map(async (a) => Number(await devRpc(anvil.rpcUrl, "eth_getTransactionCount", [a, "latest"]))))
    const sender = accounts[SENDER]
    const recipient = accounts[RECIPIENT]
    if (sender === undefined || recipient === undefined) throw new Error("dev accounts missing")
    const startNonce = Number(await devRpc(anvil.rpcUrl, "eth_getTransactionCount", [sender.address, "latest"]))
    const startBlock = BigInt(String(await devRpc(anvil.rpcUrl, "eth_blockNumber")))

    const config = Either.getOrThrow(decodeConfig({ projectId: "chaos", networks: [anvilNetwork], rpcUrls: { [CHAIN]: [proxy.url] } }))
    const run = Effect.gen(function*() {
      const rpc: ChainRpcShape = yield* makeChainRpcWith((input, init) => fetch(input, init), {
        timeoutMs: options.timeoutMs,
        pollingIntervalMs: 50
      }).pipe(Effect.provide(Context.make(Config, config)))
      const before = yield* attemptsSnapshot
      const started = Date.now()

      const readAt = (i: number): Effect.Effect<Outcome> => {
        const h = i % READ_HOLDERS
        const holder = holders[h] ?? holders[0]!
        switch (i % 7) {
          case 0: return judge(rpc.getBalance(CHAIN, holder), balances[h])
          case 1: return judge(rpc.getTransactionCount(CHAIN, holder, "latest"), nonces[h])
          case 2: return judge(rpc.getChainId(CHAIN), anvil.chainId)
          case 3: return judge(rpc.getCode(CHAIN, MULTICALL3_ADDRESS), multicallCode)
          case 4: return judge(rpc.erc20BalanceOf(CHAIN, token, holder), tokenBalanceOf(h))
          case 5: return judge(rpc.erc20Decimals(CHAIN, token), TOKEN_DECIMALS)
          default: return judge(rpc.erc20Symbol(CHAIN, token), TOKEN_SYMBOL)
        }
      }

      const signer = privateKeyToAccount(sender.privateKey)
      const sendOne = (n: number) =>
        Effect.gen(function*() {
          const fees = yield* Effect.retry(rpc.getFees(CHAIN), { times: APP_RETRIES })
          const maxFees = fees.type === "eip1559" ? fees : { maxFeePerGas: fees.gasPrice, maxPriorityFeePerGas: 0n }
          const signed = yield* Effect.promise(() =>
            signer.signTransaction({
              type: "eip1559",
              chainId: anvil.chainId,
              nonce: startNonce + n,
              to: recipient.address,
              value: BigInt(n + 1),
              gas: 21_000n,
              maxFeePerGas: maxFees.maxFeePerGas,
              maxPriorityFeePerGas: maxFees.maxPriorityFeePerGas
            })
          )
          let appRetries = 0
          const hash = yield* rpc.sendRawTransaction(CHAIN, signed).pipe(
            Effect.tapError(() => Effect.sync(() => void appRetries++)),
            Effect.retry({ times: APP_RETRIES })
          )
          yield* Effect.retry(rpc.waitForReceipt(CHAIN, hash), { times: APP_RETRIES })
          return { hash, appRetries }
        }).pipe(Effect.either)

      const [readOutcomes, sendOutcomes] = yield* Effect.all([
        Effect.forEach(Array.from({ length: options.reads }, (_, i) => i), readAt, { concurrency: options.concurrency ?? 50 }),
        // Sends go one after another: each has the next nonce, as from one wallet.
        Effect.forEach(Array.from({ length: options.sends }, (_, n) => n), sendOne)
      ], { concurrency: 2 })
      const after = yield* attemptsSnapshot
      return { readOutcomes, sendOutcomes, before, after, elapsedMs: Date.now() - started }
    })
    const { readOutcomes, sendOutcomes, before, after, elapsedMs } = await Effect.runPromise(run)

    // On the chain: every transaction of the sender since the start, by nonce and hash.
    const endBlock = BigInt(String(await devRpc(anvil.rpcUrl, "eth_blockNumber")))
    const mined: Array<{ hash: string; nonce: number }> = []
    for (let b = startBlock + 1n; b <= endBlock; b++) {
      const block = await devRpc(anvil.rpcUrl, "eth_getBlockByNumber", [`0x${b.toString(16)}`, true])
      const txs = typeof block === "object" && block !== null && "transactions" in block && Array.isArray(block.transactions)
        ? block.transactions
        : []
      for (const tx of txs) {
        if (String(tx.from).toLowerCase() === sender.address.toLowerCase()) mined.push({ hash: String(tx.hash), nonce: Number(tx.nonce) })
      }
    }
    const landedHashes = new Set(sendOutcomes.flatMap((o) => Either.isRight(o) ? [o.right.hash.toLowerCase()] : []))
    const duplicateBroadcasts = mined.length - new Set(mined.map((m) => m.nonce)).size +
      (mined.length - new Set(mined.map((m) => m.hash.toLowerCase())).size)
    const { reads, failureTags, attempts, untypedSends } = tallyOutcomes(readOutcomes, sendOutcomes, before, after)

    return {
      reads,
      sends: {
        total: sendOutcomes.length,
        landed: [...landedHashes].filter((h) => mined.some((m) => m.hash.toLowerCase() === h)).length,
        typedFailures: sendOutcomes.filter((o) => Either.isLeft(o)).length - untypedSends,
        appRetries: sendOutcomes.reduce((sum, o) => sum + (Either.isRight(o) ? o.right.appRetries : 0), 0),
        duplicateBroadcasts,
        untyped: untypedSends
      },
      failureTags,
      attempts,
      proxy: proxy.stats(),
      elapsedMs
    }
  } finally {
    await proxy.stop()
    await anvil.stop()
  }
}
