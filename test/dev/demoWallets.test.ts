// @vitest-environment happy-dom
/**
 * The demo wallets in a page (ARCHITECTURE §5): the Solana demo wallet registered through `registerWallet`
 * and seen by the Solana adapter, its prompt's reject mapped to the catalogue, its approval remembered for a
 * silent restore; the multi-chain wallet authorising both faces with one approval.
 */
import { afterEach, describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Fiber from "effect/Fiber"
import { installMultichainWallet, MULTICHAIN_WALLET_NAME, MULTICHAIN_WALLET_RDNS } from "../../dev/multichain-wallet/index.js"
import { DEMO_SOLANA_WALLET_NAME, installDemoSolanaWallet } from "../../dev/solana-wallet/index.js"
import { make } from "../../layers/live/solana/module.js"
import { solanaLocal } from "../../schemas/networks/solana.js"
import { decodeConfig } from "../../schemas/options.js"
import { Config } from "../../services/Config.js"

const LOCAL = solanaLocal("http://127.0.0.1:1")
const config = Either.getOrThrow(decodeConfig({ projectId: "p", networks: [LOCAL] }))

/** Runs `f` with the Solana adapter built in a scope of its own. */
const withAdapter = <A, E>(f: (adapter: Effect.Effect.Success<typeof make>) => Effect.Effect<A, E>) =>
  Effect.runPromise(Effect.scoped(Effect.flatMap(Effect.provideService(make, Config, config), f)))

/** Clicks Approve or Reject in the visible demo-wallet prompt. */
const answer = (choice: "approve" | "reject") => {
  for (const host of document.querySelectorAll("walletport-demo-wallet")) {
    const button = host.shadowRoot?.querySelector<HTMLButtonElement>(`[data-testid="demo-wallet-${choice}"]`)
    if (button !== null && button !== undefined) return button.click()
  }
  throw new Error("no prompt is showing")
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  localStorage.clear()
})

describe("demo Solana wallet", () => {
  it("registers with the Wallet Standard; reject → UserRejectedRequest; approve → session; approval survives a reload", async () => {
    const wallet = await installDemoSolanaWallet({ rpcUrl: "http://127.0.0.1:1" })
    expect(await installDemoSolanaWallet({ rpcUrl: "http://127.0.0.1:1" })).toBe(wallet)
    await withAdapter((solana) =>
      Effect.gen(function*() {
        expect((yield* solana.wallets.get).map((w) => w.name)).toContain(DEMO_SOLANA_WALLET_NAME)
        const rejected = yield* Effect.fork(Effect.flip(solana.connect(DEMO_SOLANA_WALLET_NAME, LOCAL)))
        yield* Effect.promise(tick)
        expect(window.__demoSolanaWallet?.pendingRequests()).toEqual(["standard:connect"])
        answer("reject")
        expect((yield* Fiber.join(rejected)).message).toBe("User rejected the request.")

        const approving = yield* Effect.fork(solana.connect(DEMO_SOLANA_WALLET_NAME, LOCAL))
        yield* Effect.promise(tick)
        answer("approve")
        expect((yield* Fiber.join(approving)).address).toBe(wallet.address)
      })
    )
    // A fresh wallet object over the same storage (a reload) answers a silent connect without prompting.
    const { DemoSolanaWallet } = await import("../../dev/solana-wallet/wallet.js")
    const { createDemoSigner } = await import("../../dev/solana-wallet/signer.js")
    const { SOLANA_DEMO_ACCOUNT } = await import("../../dev/solana-wallet/accounts.js")
    const reloaded = new DemoSolanaWallet({
      name: "reloaded",
      icon: wallet.icon,
      signer: await createDemoSigner(SOLANA_DEMO_ACCOUNT),
      rpcUrl: "http://127.0.0.1:1",
      prompt: { ask: () => Promise.reject(new Error("must not prompt")) },
      storage: localStorage,
      storageKey: "demo-solana-wallet:authorized",
      origin: location.origin
    })
    const silent = await reloaded.features["standard:connect"].connect({ silent: true })
    expect(silent.accounts.map((a) => a.address)).toEqual([wallet.address])
  })
})

describe("multi-chain demo wallet", () => {
  it("announces the EVM face with its rdns and registers the Solana face under the same name", async () => {
    const announced: Array<unknown> = []
    const listener = (event: Event) => announced.push(event instanceof CustomEvent ? event.detail : undefined)
    window.addEventListener("eip6963:announceProvider", listener)
    const wallet = await installMultichainWallet({ rpcUrl: "http://127.0.0.1:2", chainId: 31337, solanaRpcUrl: "http://127.0.0.1:1" })
    window.dispatchEvent(new Event("eip6963:requestProvider"))
    window.removeEventListener("eip6963:announceProvider", listener)
    expect(announced.length).toBeGreaterThanOrEqual(1)
    expect(announced[0]).toMatchObject({ info: { name: MULTICHAIN_WALLET_NAME, rdns: MULTICHAIN_WALLET_RDNS }, provider: wallet.evm })
    await withAdapter((solana) =>
      Effect.gen(function*() {
        expect((yield* solana.wallets.get).map((w) => w.name)).toContain(MULTICHAIN_WALLET_NAME)
      })
    )
  })

  it("one approval connects both faces, whichever asks first and even when both ask at once; a revoke asks again", async () => {
    const wallet = await installMultichainWallet({ rpcUrl: "http://127.0.0.1:2", chainId: 31337, solanaRpcUrl: "http://127.0.0.1:1" })
    const evmAccounts = wallet.evm.request({ method: "eth_requestAccounts" })
    const solanaAccounts = wallet.solana.features["standard:connect"].connect()
    await tick()
    expect(wallet.pendingRequests()).toEqual(["eth_requestAccounts"])
    answer("approve")
    expect(await evmAccounts).toEqual([wallet.evmAddress])
    expect((await solanaAccounts).accounts.map((a) => a.address)).toEqual([wallet.solanaAddress])
    expect(wallet.pendingRequests()).toEqual([])

    // After a revoke the shared approval is gone: the Solana face alone asks, and the EVM face then follows it.
    wallet.revoke()
    const solanaAgain = wallet.solana.features["standard:connect"].connect()
    await tick()
    expect(wallet.pendingRequests()).toEqual(["standard:connect"])
    answer("approve")
    await solanaAgain
    expect(await wallet.evm.request({ method: "eth_requestAccounts" })).toEqual([wallet.evmAddress])
    expect(wallet.pendingRequests()).toEqual([])

    // A rejected approval connects neither face.
    wallet.revoke()
    const refused = wallet.evm.request({ method: "eth_requestAccounts" }).catch((e: unknown) => e)
    await tick()
    answer("reject")
    expect(await refused).toMatchObject({ code: 4001 })
    const second = wallet.solana.features["standard:connect"].connect().catch((e: unknown) => e)
    await tick()
    expect(wallet.pendingRequests()).toEqual(["standard:connect"])
    answer("reject")
    expect(await second).toMatchObject({ code: 4001 })
  })
})
