// The demo Solana wallet in Chromium, against the stack's Surfpool (ARCHITECTURE §5): found the way a dapp
// finds it (Wallet Standard app-ready), its prompt rejects and approves, it signs a message (verified with
// the page's WebCrypto) and signs and submits a kit-built 0.1 SOL transfer that lands on Surfpool.
import { address, createSolanaRpc, getTransactionEncoder } from "@solana/kit"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { buildKitTransfer } from "../../dev/solana-wallet/transfer.js"
import { BROWSER_STATE_WAIT_MS } from "../setup/timeouts.js"
import { useHarness } from "./harness.js"

const harness = useHarness()
const RECIPIENT = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"
const NAME = "Walletport Solana Demo Wallet"

type Outcome = { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly code: unknown; readonly message: unknown }

/** Calls a feature of the demo Solana wallet inside the page; `input` may use `$account` for the wallet's account. */
const call = (page: Page, feature: string, method: string, input: unknown): Promise<Outcome> =>
  page.evaluate(
    async ({ feature, method, input, name, bound }): Promise<Outcome> => {
      const found = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const api = Object.freeze({
          register: (...wallets: ReadonlyArray<Record<string, unknown>>) => {
            const wallet = wallets.find((w) => w["name"] === name)
            if (wallet !== undefined) resolve(wallet)
            return () => {}
          }
        })
        window.dispatchEvent(new CustomEvent("wallet-standard:app-ready", { detail: api }))
        setTimeout(() => reject(new Error(`no Wallet Standard wallet named ${name}`)), bound)
      })
      const accounts: unknown = found["accounts"]
      const revive = (value: unknown): unknown =>
        value === "$account" ? (Array.isArray(accounts) ? accounts[0] : undefined)
        : Array.isArray(value) ? Uint8Array.from(value)
        : typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]))
        : value
      const plain = (value: unknown): unknown =>
        value instanceof Uint8Array ? Array.from(value)
        : Array.isArray(value) ? value.map(plain)
        : typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
        : value
      try {
        const features: unknown = found["features"]
        const holder: unknown = typeof features === "object" && features !== null ? Reflect.get(features, feature) : undefined
        const fn: unknown = typeof holder === "object" && holder !== null ? Reflect.get(holder, method) : undefined
        if (typeof fn !== "function") throw new Error(`no ${feature}`)
        return { ok: true, result: plain(await Reflect.apply(fn, holder, [revive(input)])) }
      } catch (error) {
        const field = (key: string): unknown => (typeof error === "object" && error !== null ? Reflect.get(error, key) : undefined)
        return { ok: false, code: field("code"), message: field("message") }
      }
    },
    { feature, method, input, name: NAME, bound: BROWSER_STATE_WAIT_MS }
  )

/** The number array at `path` in a successful outcome's result (bytes come back from the page as arrays). */
const numbersAt = (outcome: Outcome, path: ReadonlyArray<string | number>): ReadonlyArray<number> => {
  let value: unknown = outcome.ok ? outcome.result : undefined
  for (const key of path) value = typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined
  if (!Array.isArray(value) || !value.every((n) => typeof n === "number")) throw new Error(`no bytes at ${path.join(".")}`)
  return value
}

const setMode = (page: Page, mode: "approve" | "reject") =>
  page.evaluate((m) => window.__demoSolanaWallet?.setAutoApprove(m), mode)

describe("demo Solana wallet in Chromium", () => {
  it("rejects, connects, signs a verifiable message and sends 0.1 SOL to Surfpool", async () => {
    const page = await harness().newPage("/")
    await page.waitForFunction(() => window.__demoSolanaWallet !== undefined)

    await setMode(page, "reject")
    expect(await call(page, "standard:connect", "connect", {})).toMatchObject({ ok: false, code: 4001, message: "User rejected the request." })

    await setMode(page, "approve")
    const connected = await call(page, "standard:connect", "connect", {})
    expect(connected).toMatchObject({ ok: true, result: { accounts: [{ address: SOLANA_DEMO_ACCOUNT.address }] } })

    const message = Array.from(new TextEncoder().encode("walletport ✓"))
    const signed = await call(page, "solana:signMessage", "signMessage", { account: "$account", message })
    expect(signed.ok).toBe(true)
    const publicKey = Uint8Array.from(numbersAt(connected, ["accounts", 0, "publicKey"]))
    const signature = Uint8Array.from(numbersAt(signed, [0, "signature"]))
    const key = await crypto.subtle.importKey("raw", publicKey, { name: "Ed25519" }, false, ["verify"])
    expect(await crypto.subtle.verify("Ed25519", key, signature, Uint8Array.from(message))).toBe(true)

    const rpc = createSolanaRpc(harness().stack.surfpool.rpcUrl)
    const before = (await rpc.getBalance(address(RECIPIENT)).send()).value
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const transfer = buildKitTransfer({
      from: SOLANA_DEMO_ACCOUNT.address,
      to: RECIPIENT,
      lamports: 100_000_000n,
      blockhash: latest.blockhash,
      lastValidBlockHeight: latest.lastValidBlockHeight
    })
    const wire = Array.from(new Uint8Array(getTransactionEncoder().encode(transfer)))
    const sent = await call(page, "solana:signAndSendTransaction", "signAndSendTransaction", {
      account: "$account",
      chain: "solana:localnet",
      transaction: wire,
      options: { commitment: "confirmed" }
    })
    expect(sent).toMatchObject({ ok: true })
    const after = (await rpc.getBalance(address(RECIPIENT)).send()).value
    expect(after - before).toBe(100_000_000n)
    await harness().screenshot(page, "solana-wallet-sent")
    expect(harness().pageErrors(page)).toEqual([])
  })
})
