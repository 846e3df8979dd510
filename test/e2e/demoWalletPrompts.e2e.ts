// The demo wallets' prompts (dev/wallet/prompt.ts) in Chromium: the demo installs the EVM demo wallet and the
// Solana one, each with its own prompt; when both ask at once, both prompts show and neither covers the other's
// buttons (a Solana connect from `npm start` once could not click Approve: the EVM wallet's prompt, still
// waiting in the same corner, lay over it).
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEMO_SOLANA_WALLET_NAME } from "../../dev/solana-wallet/index.js"
import { DEMO_WALLET_RDNS } from "../../dev/wallet/index.js"
import { useHarness } from "./harness.js"

const harness = useHarness()

/** Asks the Solana demo wallet to connect (Wallet Standard), without waiting for the answer. */
const askSolana = (page: Page): Promise<void> =>
  page.evaluate((name) => {
    const api = Object.freeze({
      register: (...wallets: ReadonlyArray<Record<string, unknown>>) => {
        const features: unknown = wallets.find((wallet) => wallet["name"] === name)?.["features"]
        const connect: unknown = typeof features === "object" && features !== null ? Reflect.get(features, "standard:connect") : undefined
        const call: unknown = typeof connect === "object" && connect !== null ? Reflect.get(connect, "connect") : undefined
        if (typeof call === "function") Reflect.set(window, "__solanaAnswer", Reflect.apply(call, connect, []))
        return () => undefined
      }
    })
    window.dispatchEvent(new CustomEvent("wallet-standard:app-ready", { detail: api }))
  }, DEMO_SOLANA_WALLET_NAME)

/** Asks the EVM demo wallet for its accounts (EIP-6963), without waiting for the answer. */
const askEvm = (page: Page): Promise<void> =>
  page.evaluate((rdns) => {
    const onAnnounce = (event: Event): void => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined
      const info: unknown = typeof detail === "object" && detail !== null ? Reflect.get(detail, "info") : undefined
      if (typeof info !== "object" || info === null || Reflect.get(info, "rdns") !== rdns) return
      window.removeEventListener("eip6963:announceProvider", onAnnounce)
      const provider: unknown = Reflect.get(detail ?? {}, "provider")
      const request: unknown = typeof provider === "object" && provider !== null ? Reflect.get(provider, "request") : undefined
      if (typeof request === "function") Reflect.set(window, "__evmAnswer", Reflect.apply(request, provider, [{ method: "eth_requestAccounts" }]))
    }
    window.addEventListener("eip6963:announceProvider", onAnnounce)
    window.dispatchEvent(new Event("eip6963:requestProvider"))
  }, DEMO_WALLET_RDNS)

const prompt = (page: Page, method: string): Locator => page.locator(`[data-testid=demo-wallet-prompt][data-method="${method}"]`)

/** True when a click at the button's centre lands on the button itself (nothing lies over it). */
const onTop = (button: Locator): Promise<boolean> =>
  button.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    const root = el.getRootNode()
    return root instanceof ShadowRoot && document.elementFromPoint(x, y) === root.host && root.elementFromPoint(x, y) === el
  })

describe("the demo wallets' prompts (Chromium)", () => {
  it("two wallets asking at once: both prompts show, each Approve is clickable, each answers its own wallet", async () => {
    const page = await harness().newPage("/")
    await page.getByTestId("connect-button").waitFor()
    // The Solana wallet asks first, so its prompt is the older one.
    await askSolana(page)
    const solana = prompt(page, "standard:connect")
    await solana.waitFor({ state: "visible" })
    await askEvm(page)
    const evm = prompt(page, "eth_requestAccounts")
    await evm.waitFor({ state: "visible" })
    expect(await onTop(solana.getByTestId("demo-wallet-approve"))).toBe(true)
    expect(await onTop(evm.getByTestId("demo-wallet-approve"))).toBe(true)
    await solana.getByTestId("demo-wallet-approve").click()
    await solana.waitFor({ state: "detached" })
    expect(await page.evaluate(async () => {
      const answer: unknown = await Reflect.get(window, "__solanaAnswer")
      const accounts: unknown = typeof answer === "object" && answer !== null ? Reflect.get(answer, "accounts") : undefined
      return Array.isArray(accounts) ? accounts.length : -1
    })).toBe(1)
    await evm.getByTestId("demo-wallet-approve").click()
    await evm.waitFor({ state: "detached" })
    expect(await page.evaluate(async () => {
      const accounts: unknown = await Reflect.get(window, "__evmAnswer")
      return Array.isArray(accounts) ? accounts.length : -1
    })).toBe(1)
    expect(harness().pageErrors(page)).toEqual([])
  })
})
