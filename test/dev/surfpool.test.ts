/**
 * The local Solana chain end to end in node (ARCHITECTURE §5, §8): Surfpool from npm, an account funded by
 * cheat code, its balance read through the Solana adapter (kit), and 0.1 SOL sent with a kit-built
 * transaction through the host provider, signed and submitted by the demo wallet's own code.
 */
import { createSolanaRpc, signature as toSignature } from "@solana/kit"
import { getWallets } from "@wallet-standard/app"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { DEMO_SOLANA_WALLET_ICON } from "../../dev/solana-wallet/icon.js"
import { createDemoSigner } from "../../dev/solana-wallet/signer.js"
import { buildKitTransfer } from "../../dev/solana-wallet/transfer.js"
import { DemoSolanaWallet } from "../../dev/solana-wallet/wallet.js"
import { startSurfpool, type Surfpool } from "../../dev/surfpool.js"
import { make } from "../../layers/live/solana/module.js"
import { solanaLocal } from "../../schemas/networks/solana.js"
import { decodeOptions } from "../../schemas/options.js"
import { Config } from "../../services/Config.js"
import { providerOf } from "../layers/solana/harness.js"

const RECIPIENT = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"
const FUNDED = 2_000_000_000n
const SENT = 100_000_000n

let surfpool: Surfpool | undefined
beforeAll(() => {
  surfpool = startSurfpool({ fund: [{ address: SOLANA_DEMO_ACCOUNT.address, lamports: FUNDED }] })
})
afterAll(async () => {
  await surfpool?.stop()
})

const chain = (): Surfpool => {
  if (surfpool === undefined) throw new Error("surfpool did not start")
  return surfpool
}

describe("Surfpool + Solana adapter + demo wallet", () => {
  it("starts offline on 127.0.0.1 and stops, freeing its port", async () => {
    const extra = startSurfpool()
    expect(extra.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(extra.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const health = await fetch(extra.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getHealth" })
    })
    expect(await health.json()).toMatchObject({ result: "ok" })
    await extra.stop()
    await extra.stop()
    await expect(fetch(extra.rpcUrl, { method: "POST", body: "{}" })).rejects.toThrow()
  })

  it("reads the funded balance through the adapter and sends 0.1 SOL signed by the demo wallet", async () => {
    const { rpcUrl } = chain()
    const local = solanaLocal(rpcUrl)
    const wallet = new DemoSolanaWallet({
      name: "Node Demo Wallet",
      icon: DEMO_SOLANA_WALLET_ICON,
      signer: await createDemoSigner(SOLANA_DEMO_ACCOUNT),
      rpcUrl,
      prompt: { ask: async () => true },
      storage: null,
      storageKey: "unused",
      origin: "http://127.0.0.1"
    })
    const unregister = getWallets().register(wallet)
    try {
      const config = Either.getOrThrow(decodeOptions({ projectId: "p", networks: [local] }))
      const run = Effect.scoped(
        Effect.gen(function*() {
          const solana = yield* Effect.provideService(make, Config, config)
          const session = yield* solana.connect("Node Demo Wallet", local)
          const before = yield* solana.getBalance(local, session.address)
          const provider = providerOf(yield* solana.hostProvider("Node Demo Wallet"))
          const { value: latest } = yield* Effect.promise(() => createSolanaRpc(rpcUrl).getLatestBlockhash().send())
          const transaction = buildKitTransfer({
            from: session.address,
            to: RECIPIENT,
            lamports: SENT,
            blockhash: latest.blockhash,
            lastValidBlockHeight: latest.lastValidBlockHeight
          })
          const signature = yield* Effect.promise(() => provider.signAndSendTransaction(transaction, { commitment: "confirmed" }))
          const after = yield* solana.getBalance(local, session.address)
          const received = yield* solana.getBalance(local, RECIPIENT)
          return { session, before, after, received, signature }
        })
      )
      const { session, before, after, received, signature } = await Effect.runPromise(run)
      expect(session.caipAddress).toBe(`solana:localnet:${SOLANA_DEMO_ACCOUNT.address}`)
      expect(before).toBe(FUNDED)
      expect(received).toBe(SENT)
      // The sender paid the amount plus a fee.
      expect(before - after > SENT).toBe(true)
      expect(before - after < SENT + 1_000_000n).toBe(true)
      const { value: [status] } = await createSolanaRpc(rpcUrl).getSignatureStatuses([toSignature(signature)]).send()
      expect(status?.err).toBeNull()
    } finally {
      unregister()
    }
  }, 30_000)
})
