// Smoke test of the offline stack: the demo page loads, the demo wallet announces itself once over EIP-6963,
// and its prompt approves/rejects real requests against anvil. That stop() leaves no process and closes the
// ports is checked by the harness each time a stack stops (test/e2e/harness.ts close()).
import type { Page } from "playwright-core"
import { createPublicClient, http, isAddressEqual, isHex, numberToHex, parseEther, stringToHex, verifyMessage } from "viem"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { BROWSER_STATE_WAIT_MS } from "../setup/timeouts.js"
import { useHarness } from "./harness.js"

const harness = useHarness()
const RDNS = "dev.walletport.demo"

type RpcOutcome =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly code: unknown; readonly message: unknown }

/** Calls the demo wallet's provider inside the page, found the way a dapp finds it: EIP-6963. */
const rpc = (page: Page, method: string, params: ReadonlyArray<unknown> = []): Promise<RpcOutcome> =>
  page.evaluate(
    async ({ method, params, rdns, bound }): Promise<RpcOutcome> => {
      const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null
      const provider = await new Promise<{ request: (a: { method: string; params: unknown }) => Promise<unknown> }>(
        (resolve, reject) => {
          const onAnnounce = (event: Event): void => {
            const detail: unknown = event instanceof CustomEvent ? event.detail : undefined
            if (!isObject(detail) || !isObject(detail["info"]) || detail["info"]["rdns"] !== rdns) return
            const candidate = detail["provider"]
            if (!isObject(candidate)) return
            const request = candidate["request"]
            if (typeof request !== "function") return
            window.removeEventListener("eip6963:announceProvider", onAnnounce)
            resolve({ request: (a) => Promise.resolve(Reflect.apply(request, candidate, [a])) })
          }
          window.addEventListener("eip6963:announceProvider", onAnnounce)
          window.dispatchEvent(new Event("eip6963:requestProvider"))
          setTimeout(() => reject(new Error(`no EIP-6963 announcement from ${rdns}`)), bound)
        }
      )
      try {
        return { ok: true, result: await provider.request({ method, params }) }
      } catch (error) {
        return isObject(error)
          ? { ok: false, code: error["code"], message: error["message"] }
          : { ok: false, code: undefined, message: String(error) }
      }
    },
    { method, params, rdns: RDNS, bound: BROWSER_STATE_WAIT_MS }
  )

/** Waits for the wallet prompt showing `method`, then clicks approve or reject. */
const answerPrompt = async (page: Page, method: string, answer: "approve" | "reject", screenshotName?: string) => {
  const prompt = page.getByTestId("demo-wallet-prompt")
  await prompt.waitFor({ state: "visible" })
  expect(await prompt.getAttribute("data-method")).toBe(method)
  expect(await page.getByTestId("demo-wallet-method").textContent()).toBe(method)
  if (screenshotName !== undefined) await harness().screenshot(page, screenshotName)
  await page.getByTestId(`demo-wallet-${answer}`).click()
  await prompt.waitFor({ state: "detached" })
}

describe("offline dev stack smoke", () => {
  let page: Page

  it("serves the demo page, whose wallet announces itself exactly once per request", async () => {
    page = await harness().newPage("/")
    await page.getByRole("heading", { name: "walletport demo" }).waitFor()
    await page.waitForFunction(() => "__demoWallet" in window)

    // One requestProvider → exactly one announcement from our wallet (an idempotent install).
    const announcements = await page.evaluate((rdns) => {
      let count = 0
      const onAnnounce = (event: Event): void => {
        const detail: unknown = event instanceof CustomEvent ? event.detail : undefined
        if (typeof detail === "object" && detail !== null && "info" in detail) {
          const info: unknown = detail.info
          if (typeof info === "object" && info !== null && "rdns" in info && info.rdns === rdns) count += 1
        }
      }
      window.addEventListener("eip6963:announceProvider", onAnnounce)
      window.dispatchEvent(new Event("eip6963:requestProvider"))
      window.removeEventListener("eip6963:announceProvider", onAnnounce)
      return count
    }, RDNS)
    expect(announcements).toBe(1)

    const config: unknown = await (await fetch(new URL("/config.json", harness().stack.url))).json()
    const { rpcUrl, surfpool, data } = harness().stack
    // The chains and the data server the demo points at; the other local services add their own URLs.
    expect(config).toMatchObject({
      rpcUrl,
      chainId: 31337,
      solanaRpcUrl: surfpool.rpcUrl,
      solanaWsUrl: surfpool.wsUrl,
      apiUrl: data.apiUrl,
      explorerUrl: data.explorerUrl,
      analyticsUrl: data.analyticsUrl
    })
    expect(harness().pageErrors(page)).toEqual([])
  })

  it("eth_accounts is empty until eth_requestAccounts is approved in the wallet prompt", async () => {
    expect(await rpc(page, "eth_accounts")).toEqual({ ok: true, result: [] })
    expect(await rpc(page, "eth_chainId")).toEqual({ ok: true, result: "0x7a69" })

    const pending = rpc(page, "eth_requestAccounts")
    await answerPrompt(page, "eth_requestAccounts", "approve", "smoke-connect-prompt")
    const outcome = await pending
    // The returned address is anvil account 0 (checksummed, as wallets return it).
    expect(outcome).toEqual({ ok: true, result: [ANVIL_ACCOUNT_0_ADDRESS] })
    expect(await rpc(page, "eth_accounts")).toEqual({ ok: true, result: [ANVIL_ACCOUNT_0_ADDRESS] })
  })

  it("remembers the approval across a reload, like a real wallet", async () => {
    expect(await page.evaluate(() => localStorage.getItem("demo-wallet:authorized"))).toBe(ANVIL_ACCOUNT_0_ADDRESS)
    await page.reload()
    await page.waitForFunction(() => "__demoWallet" in window)
    expect(await rpc(page, "eth_accounts")).toEqual({ ok: true, result: [ANVIL_ACCOUNT_0_ADDRESS] })
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
  })

  it("sends 0.01 ETH to itself after approval and the receipt is mined on anvil", async () => {
    const { rpcUrl } = harness().stack
    const client = createPublicClient({ transport: http(rpcUrl) })
    const pending = rpc(page, "eth_sendTransaction", [
      { from: ANVIL_ACCOUNT_0_ADDRESS, to: ANVIL_ACCOUNT_0_ADDRESS, value: numberToHex(parseEther("0.01")) }
    ])
    await answerPrompt(page, "eth_sendTransaction", "approve", "smoke-send-prompt")
    const outcome = await pending
    if (!outcome.ok) throw new Error(`eth_sendTransaction failed: ${String(outcome.code)} ${String(outcome.message)}`)
    const hash = outcome.result
    if (!isHex(hash) || hash.length !== 66) throw new Error(`not a transaction hash: ${String(hash)}`)
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: BROWSER_STATE_WAIT_MS })
    expect(receipt.status).toBe("success")
    expect(isAddressEqual(receipt.from, ANVIL_ACCOUNT_0_ADDRESS)).toBe(true)
    // Reads through the wallet reach the same devnet.
    expect(await rpc(page, "eth_getTransactionReceipt", [hash])).toMatchObject({ ok: true, result: { transactionHash: hash } })
  })

  it("personal_sign produces a signature that verifies for account 0", async () => {
    const message = "hello from walletport"
    const pending = rpc(page, "personal_sign", [stringToHex(message), ANVIL_ACCOUNT_0_ADDRESS])
    await answerPrompt(page, "personal_sign", "approve")
    const outcome = await pending
    if (!outcome.ok || !isHex(outcome.result)) throw new Error(`personal_sign failed: ${JSON.stringify(outcome)}`)
    expect(await verifyMessage({ address: ANVIL_ACCOUNT_0_ADDRESS, message, signature: outcome.result })).toBe(true)
  })

  it("reject in the prompt gives EIP-1193 error 4001", async () => {
    const pending = rpc(page, "personal_sign", ["0x68656c6c6f", ANVIL_ACCOUNT_0_ADDRESS])
    await answerPrompt(page, "personal_sign", "reject")
    expect(await pending).toEqual({ ok: false, code: 4001, message: "User rejected the request." })
  })

  it("answers chain switching: 31337 succeeds, an unknown chain gives 4902", async () => {
    expect(await rpc(page, "wallet_switchEthereumChain", [{ chainId: "0x7a69" }])).toEqual({ ok: true, result: null })
    expect(await rpc(page, "wallet_switchEthereumChain", [{ chainId: "0x1" }])).toMatchObject({ ok: false, code: 4902 })
    await harness().screenshot(page, "smoke-final")
    expect(harness().pageErrors(page)).toEqual([])
  })
})
