/**
 * The local Solana chain (dev/surfpool.ts): Surfpool in a child process of its own — it starts, answers, takes
 * the cheat codes, keeps answering past its event queue's 1,024 entries, stops (freeing its ports) and exits
 * when its parent dies. Then end to end in node: an account funded by cheat code, its balance read through
 * the Solana adapter (kit), and 0.1 SOL sent with a kit-built transaction through the host provider, signed
 * and submitted by the demo wallet's own code.
 */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { connect } from "node:net"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { createSolanaRpc, signature as toSignature } from "@solana/kit"
import { getWallets } from "@wallet-standard/app"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"
import { SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { DEMO_SOLANA_WALLET_ICON } from "../../dev/solana-wallet/icon.js"
import { createDemoSigner } from "../../dev/solana-wallet/signer.js"
import { buildKitTransfer } from "../../dev/solana-wallet/transfer.js"
import { DemoSolanaWallet } from "../../dev/solana-wallet/wallet.js"
import { startSurfpool, type Surfpool } from "../../dev/surfpool.js"
import { make } from "../../layers/live/solana/module.js"
import { solanaLocal } from "../../schemas/networks/solana.js"
import { decodeConfig } from "../../schemas/options.js"
import { Config } from "../../services/Config.js"
import { isProcessAlive } from "../e2e/harness.js"
import { providerOf } from "../layers/solana/harness.js"

const RECIPIENT = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"
const MINT = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU"
const FUNDED = 2_000_000_000n
const SENT = 100_000_000n

let surfpool: Surfpool | undefined
beforeAll(async () => {
  surfpool = await startSurfpool({ fund: [{ address: SOLANA_DEMO_ACCOUNT.address, lamports: FUNDED }] })
}, 60_000)
afterAll(async () => {
  await surfpool?.stop()
})

const chain = (): Surfpool => {
  if (surfpool === undefined) throw new Error("surfpool did not start")
  return surfpool
}

const rpc = async (url: string, method: string, params: ReadonlyArray<unknown> = []): Promise<unknown> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params })
  })
  return Schema.decodeUnknownSync(Schema.Struct({ result: Schema.Unknown }))(await response.json()).result
}

const Balance = Schema.Struct({ value: Schema.Number })
const lamportsOf = async (url: string, address: string): Promise<number> =>
  Schema.decodeUnknownSync(Balance)(await rpc(url, "getBalance", [address])).value

const TokenAccounts = Schema.Struct({
  value: Schema.Array(Schema.Struct({ account: Schema.Struct({ data: Schema.Struct({ parsed: Schema.Struct({ info: Schema.Struct({ tokenAmount: Schema.Struct({ amount: Schema.String }) }) }) }) }) }))
})
const tokenAmountsOf = async (url: string, owner: string, mint: string): Promise<ReadonlyArray<string>> =>
  Schema.decodeUnknownSync(TokenAccounts)(await rpc(url, "getTokenAccountsByOwner", [owner, { mint }, { encoding: "jsonParsed" }])).value.map(
    (entry) => entry.account.data.parsed.info.tokenAmount.amount
  )

/** True once nothing accepts connections on `url`'s port. */
const refusesConnections = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resolve(false)
    })
    socket.once("error", () => resolve(true))
  })

describe("Surfpool in its own process", () => {
  it("starts offline on 127.0.0.1 in a child process, and stop() ends it and frees both ports", async () => {
    const extra = await startSurfpool()
    expect(extra.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(extra.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(extra.pid).not.toBe(process.pid)
    expect(isProcessAlive(extra.pid)).toBe(true)
    expect(await rpc(extra.rpcUrl, "getHealth")).toBe("ok")
    expect(await refusesConnections(extra.wsUrl)).toBe(false)
    await extra.stop()
    await extra.stop()
    expect(await extra.exited).toEqual({ code: 0, signal: null })
    expect(isProcessAlive(extra.pid)).toBe(false)
    expect(await refusesConnections(extra.rpcUrl)).toBe(true)
    expect(await refusesConnections(extra.wsUrl)).toBe(true)
    await expect(extra.fundSol(RECIPIENT, 1n)).rejects.toThrow(/stopped/)
  }, 60_000)

  it("applies the cheat codes: SOL balance, a mint, token balances; refuses a bad address", async () => {
    const { rpcUrl } = chain()
    expect(await lamportsOf(rpcUrl, SOLANA_DEMO_ACCOUNT.address)).toBe(Number(FUNDED))
    const holder = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
    await chain().fundSol(holder, 3_000_000_000n)
    expect(await lamportsOf(rpcUrl, holder)).toBe(3_000_000_000)
    await chain().createMint(MINT, 6)
    await chain().fundToken(holder, MINT, 25_000_000n)
    expect(await tokenAmountsOf(rpcUrl, holder, MINT)).toEqual(["25000000"])
    await chain().setTokenBalance(holder, MINT, 7n)
    expect(await tokenAmountsOf(rpcUrl, holder, MINT)).toEqual(["7"])
    await expect(chain().fundSol("not-an-address", 1n)).rejects.toThrow(/address/i)
    await expect(chain().fundSol(holder, 2n ** 60n)).rejects.toThrow(/out of range/)
  }, 60_000)

  // The runtime queues an event per slot and per state change, 1,024 at most, and blocks when the queue is
  // full: in-process, nobody emptied it, and the chain stopped answering ≈ 90 s into every `npm start`.
  it("keeps answering and producing slots after more than 1,024 chain events", async () => {
    const { rpcUrl } = chain()
    const holder = "GjwcWFQYzemBtpUoN5fMAP2FZviTtMRWCmrppGuTthJS"
    for (let i = 1; i <= 1_100; i++) await chain().fundSol(holder, BigInt(i))
    expect(await lamportsOf(rpcUrl, holder)).toBe(1_100)
    const slot = Number(await rpc(rpcUrl, "getSlot"))
    await expect.poll(async () => Number(await rpc(rpcUrl, "getSlot")), { timeout: 30_000 }).toBeGreaterThan(slot)
    expect(await rpc(rpcUrl, "getLatestBlockhash")).toMatchObject({ value: { blockhash: expect.any(String) } })
  }, 120_000)

  it("exits, freeing its ports, when its parent process dies", async () => {
    const root = projectRoot()
    const parent = spawn(process.execPath, [join(root, "scripts", "run-ts.mjs"), join(root, "test", "dev", "fixtures", "surfpoolParent.ts")], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"]
    })
    const parentExited = new Promise((resolve) => parent.once("exit", resolve))
    try {
      const [line]: ReadonlyArray<unknown> = await once(createInterface({ input: parent.stdout }), "line")
      const started = Schema.decodeUnknownSync(Schema.parseJson(Schema.Struct({ pid: Schema.Number, rpcUrl: Schema.String, wsUrl: Schema.String })))(line)
      expect(await rpc(started.rpcUrl, "getHealth")).toBe("ok")
      parent.kill("SIGKILL")
      await parentExited
      await expect.poll(() => isProcessAlive(started.pid), { timeout: 30_000 }).toBe(false)
      expect(await refusesConnections(started.rpcUrl)).toBe(true)
      expect(await refusesConnections(started.wsUrl)).toBe(true)
    } finally {
      parent.kill("SIGKILL")
    }
  }, 90_000)
})

describe("Surfpool + Solana adapter + demo wallet", () => {
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
      const config = Either.getOrThrow(decodeConfig({ projectId: "p", networks: [local] }))
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
