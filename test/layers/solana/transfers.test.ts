/**
 * The Solana adapter's transfers against a real Surfpool (issue 10): the account's SOL and SPL tokens, a plan
 * with its fee (and the rent of the recipient's new token account), signAndSendTransaction through the demo
 * wallet, the outcome polled from the chain, and the balances moved on the chain.
 */
import { address, createSolanaRpc, getBase58Decoder } from "@solana/kit"
import { getWallets } from "@wallet-standard/app"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SOLANA_DEMO_ACCOUNT } from "../../../dev/solana-wallet/accounts.js"
import { DEMO_SOLANA_WALLET_ICON } from "../../../dev/solana-wallet/icon.js"
import { createDemoSigner } from "../../../dev/solana-wallet/signer.js"
import { DemoSolanaWallet } from "../../../dev/solana-wallet/wallet.js"
import { startSurfpool, type Surfpool } from "../../../dev/surfpool.js"
import { make } from "../../../layers/live/solana/module.js"
import { solanaLocal } from "../../../schemas/networks/solana.js"
import { decodeConfig } from "../../../schemas/options.js"
import type { Transfer } from "../../../schemas/send.js"
import type { Network } from "../../../schemas/entities/Network.js"
import type { TransferCapability } from "../../../services/ChainAdapter.js"
import { Config } from "../../../services/Config.js"

const RECIPIENT = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"
const MINT = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU"
const FUNDED = 2_000_000_000n
const WALLET = "Node Transfer Wallet"

let surfpool: Surfpool | undefined
let unregister: (() => void) | undefined
let answer = true
beforeAll(async () => {
  surfpool = await startSurfpool({ fund: [{ address: SOLANA_DEMO_ACCOUNT.address, lamports: FUNDED }] })
  await surfpool.createMint(MINT, 6)
  await surfpool.fundToken(SOLANA_DEMO_ACCOUNT.address, MINT, 25_000_000n)
  const wallet = new DemoSolanaWallet({
    name: WALLET,
    icon: DEMO_SOLANA_WALLET_ICON,
    signer: await createDemoSigner(SOLANA_DEMO_ACCOUNT),
    rpcUrl: surfpool.rpcUrl,
    prompt: { ask: async () => answer },
    storage: null,
    storageKey: "unused",
    origin: "http://127.0.0.1"
  })
  unregister = getWallets().register(wallet)
}, 60_000)
afterAll(async () => {
  unregister?.()
  await surfpool?.stop()
})

const rpcUrl = (): string => {
  if (surfpool === undefined) throw new Error("surfpool did not start")
  return surfpool.rpcUrl
}

/** Runs `body` with the connected adapter's transfer capability. */
const withTransfers = <A, E>(body: (t: TransferCapability, network: Network, owner: string) => Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(Effect.scoped(Effect.gen(function*() {
    const { transfers, network, owner } = yield* adapterOf
    return yield* body(transfers, network, owner)
  })))

const adapterOf = Effect.gen(function*() {
    const network = solanaLocal(rpcUrl())
    const config = Either.getOrThrow(decodeConfig({ projectId: "p", networks: [network] }))
    const solana = yield* Effect.provideService(make, Config, config)
    const session = yield* Effect.orDie(solana.connect(WALLET, network))
    const transfers = solana.transfers
    if (transfers === undefined) return yield* Effect.dieMessage("the Solana adapter cannot send")
    return { transfers, network, owner: session.address }
  })

const tokenBalance = async (owner: string): Promise<bigint> => {
  const { value } = await createSolanaRpc(rpcUrl()).getTokenAccountsByOwner(address(owner), { mint: address(MINT) }, { encoding: "jsonParsed" }).send()
  const parsed: unknown = value[0]?.account.data.parsed.info.tokenAmount.amount
  return typeof parsed === "string" ? BigInt(parsed) : 0n
}

describe("Solana transfers on Surfpool", () => {
  it("lists SOL first, then the SPL token with its balance and decimals", async () => {
    const tokens = await withTransfers((t, network, owner) => t.tokens(network, owner))
    expect(tokens.map((t) => [t.id, t.kind, t.decimals, t.balance])).toEqual([
      ["native", "native", 9, FUNDED],
      [MINT, "spl", 6, 25_000_000n]
    ])
  }, 30_000)

  it("sends 0.1 SOL: fee from the node, signed and sent by the wallet, confirmed, balances moved", async () => {
    const { before, after, received, outcome, fee } = await withTransfers((t, network, owner) =>
      Effect.gen(function*() {
        const [sol] = yield* t.tokens(network, owner)
        if (sol === undefined) return yield* Effect.dieMessage("no SOL")
        const transfer: Transfer = { from: owner, to: RECIPIENT, token: sol, amount: 100_000_000n }
        const plan = yield* t.plan(network, transfer)
        if (plan._tag !== "solana") return yield* Effect.dieMessage("not a Solana plan")
        const hash = yield* t.submit(WALLET, network, plan)
        // Within its lifetime and landed: confirmed, not dropped.
        const outcome = yield* t.outcome(network, hash, plan.lastValidBlockHeight)
        const [solAfter] = yield* t.tokens(network, owner)
        const [received] = yield* t.tokens(network, RECIPIENT)
        return { before: sol.balance, after: solAfter?.balance, received: received?.balance, outcome, fee: plan.fee }
      }))
    expect(outcome).toBe("success")
    expect(fee).toBe(5_000n)
    expect(received).toBe(100_000_000n)
    expect(after).toBe(before - 100_000_000n - fee)
  }, 30_000)

  it("sends 10 SPL tokens, creating the recipient's token account (its rent is in the fee)", async () => {
    const { outcome, fee } = await withTransfers((t, network, owner) =>
      Effect.gen(function*() {
        const token = (yield* t.tokens(network, owner)).find((x) => x.id === MINT)
        if (token === undefined) return yield* Effect.dieMessage("no token")
        const plan = yield* t.plan(network, { from: owner, to: RECIPIENT, token, amount: 10_000_000n })
        const outcome = yield* t.outcome(network, yield* t.submit(WALLET, network, plan))
        return { outcome, fee: plan.fee }
      }))
    expect(outcome).toBe("success")
    expect(fee).toBeGreaterThan(2_000_000n)
    expect(await tokenBalance(RECIPIENT)).toBe(10_000_000n)
    expect(await tokenBalance(SOLANA_DEMO_ACCOUNT.address)).toBe(15_000_000n)
  }, 30_000)

  it("a transaction that never landed is dropped once the chain's block height passes its blockhash's last valid height", async () => {
    // Signed elsewhere, never broadcast (a wallet that lost it): the node never learns its signature.
    const lost = getBase58Decoder().decode(new Uint8Array(64).fill(9))
    const { plan, height, outcome } = await withTransfers((t, network, owner) =>
      Effect.gen(function*() {
        const [sol] = yield* t.tokens(network, owner)
        if (sol === undefined) return yield* Effect.dieMessage("no SOL")
        const plan = yield* t.plan(network, { from: owner, to: RECIPIENT, token: sol, amount: 1n })
        if (plan._tag !== "solana") return yield* Effect.dieMessage("not a Solana plan")
        const height = yield* Effect.promise(() => createSolanaRpc(rpcUrl()).getBlockHeight({ commitment: "confirmed" }).send())
        // A lifetime a few blocks ahead: the node's (about 150 blocks, checked below) took the test 15 s to pass.
        return { plan, height, outcome: yield* t.outcome(network, lost, height + 3n) }
      }))
    expect(plan.lastValidBlockHeight).toBeGreaterThan(height)
    expect(outcome).toBe("dropped")
  }, 60_000)

  it("a rejection in the wallet is the catalogue's UserRejectedRequest and nothing is sent", async () => {
    answer = false
    try {
      const result = await withTransfers((t, network, owner) =>
        Effect.gen(function*() {
          const [sol] = yield* t.tokens(network, owner)
          if (sol === undefined) return yield* Effect.dieMessage("no SOL")
          const plan = yield* t.plan(network, { from: owner, to: RECIPIENT, token: sol, amount: 1n })
          return yield* Effect.either(t.submit(WALLET, network, plan))
        }))
      expect(Either.isLeft(result) && result.left._tag).toBe("UserRejectedRequest")
    } finally {
      answer = true
    }
  }, 30_000)
})
