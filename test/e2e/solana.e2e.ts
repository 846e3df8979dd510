// Solana end to end through the real modal (issue 7 "the proof"): the demo dapp configured with the EVM and
// Solana adapters and the Surfpool network, the Solana demo wallet answering in its own prompt. Balances are
// read from Surfpool directly, the signature is verified with WebCrypto, the rejection is the catalogue's.
import { address, createSolanaRpc, getAddressEncoder } from "@solana/kit"
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEMO_SOLANA_MESSAGE, DEMO_SOLANA_RECIPIENT } from "../../dev/demo/SolanaActions.js"
import { DEMO_SOLANA_WALLET_NAME } from "../../dev/solana-wallet/index.js"
import { SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { UserRejectedRequest } from "../../schemas/errors/walletRpc.js"
import { visitorMessage } from "../../ui/components/visitorMessage.js"
import { displayBalance } from "../../schemas/displayNumbers.js"
import { truncateAddress } from "../../schemas/format.js"
import { DEMO_PROJECT_ID } from "../../dev/demo/config.js"
import { scopedStorageKey } from "../../schemas/storage/keys.js"
import { connectedConnectorDef } from "../../schemas/storage/registry.js"
import { formatUnits } from "../../schemas/units.js"
import { answerDemoWallet, useHarness } from "./harness.js"

const harness = useHarness()
const WALLET = `wallet-${DEMO_SOLANA_WALLET_NAME}`
const OWN = SOLANA_DEMO_ACCOUNT.address
const LAMPORTS_SENT = 100_000_000n
/** The demo's Solana connection key, under its projectId's scope (issue 8). */
const CONNECTION_KEY = scopedStorageKey(connectedConnectorDef("solana").key, DEMO_PROJECT_ID)

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const button = (page: Page): Locator => page.getByTestId("connect-button")
const rpc = () => createSolanaRpc(harness().stack.surfpool.rpcUrl)
const lamportsOf = async (owner: string): Promise<bigint> => (await rpc().getBalance(address(owner)).send()).value
/** A Surfpool balance as the modal shows it. */
const shown = (lamports: bigint): string => displayBalance(formatUnits(lamports, 9), "SOL")


const hexBytes = (hex: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)))

describe("Solana through the real modal (Chromium, Surfpool)", () => {
  let page: Page

  it("rejecting in the Solana wallet shows the catalogue message and leaves Solana disconnected", async () => {
    page = await harness().newPage("/")
    await button(page).waitFor()
    await button(page).click()
    await page.getByTestId(WALLET).click()
    await answerDemoWallet(page, "reject", "standard:connect")
    await expect.poll(() => page.getByTestId("connect-error").textContent()).toBe(visitorMessage(new UserRejectedRequest({})))
    expect(new UserRejectedRequest({}).message).toBe("User rejected the request.")
    expect(await page.getByTestId("solana-address").textContent()).toBe("—")
  })

  it("approving connects Solana: the Account view shows the address, Surfpool's SOL balance and the network", async () => {
    await page.getByRole("button", { name: "Back" }).click()
    await page.getByTestId(WALLET).click()
    await answerDemoWallet(page, "approve", "standard:connect")
    const addressEl = page.getByTestId("account-address")
    await addressEl.waitFor()
    expect(await addressEl.getAttribute("title")).toBe(OWN)
    expect(await addressEl.textContent()).toBe(truncateAddress(OWN))
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toBe(shown(await lamportsOf(OWN)))
    expect(await page.getByTestId("account-network").textContent()).toBe("Solana Localnet")
    // Only Solana is connected: no namespace switcher; the host's default account is the Solana one.
    expect(await page.getByTestId("namespace-eip155").count()).toBe(0)
    expect(await page.getByTestId("account-status").textContent()).toBe("connected")
    expect(await page.getByTestId("solana-address").textContent()).toBe(OWN)
    await harness().screenshot(page, "solana-1-account")
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
  })

  it("signs a message through the SolanaProvider; the ed25519 signature verifies against the account's key", async () => {
    await page.getByTestId("solana-sign").click()
    await answerDemoWallet(page, "approve", "solana:signMessage")
    await expect.poll(() => page.getByTestId("solana-status").textContent()).toBe("signed")
    const signature = hexBytes((await page.getByTestId("solana-signature").textContent()) ?? "")
    expect(signature.length).toBe(64)
    const publicKey = new Uint8Array(getAddressEncoder().encode(address(OWN)))
    const key = await crypto.subtle.importKey("raw", publicKey, { name: "Ed25519" }, false, ["verify"])
    const message = new TextEncoder().encode(DEMO_SOLANA_MESSAGE)
    expect(await crypto.subtle.verify("Ed25519", key, signature, message)).toBe(true)
    // A different message does not verify with the same signature (the check can fail).
    expect(await crypto.subtle.verify("Ed25519", key, signature, new TextEncoder().encode("other"))).toBe(false)
  })

  it("a rejected signature is the catalogue error, thrown by the SolanaProvider", async () => {
    await page.getByTestId("solana-sign").click()
    await answerDemoWallet(page, "reject", "solana:signMessage")
    await expect.poll(() => page.getByTestId("solana-status").textContent()).toBe(`failed: ${new UserRejectedRequest({}).message}`)
  })

  it("sends 0.1 SOL built with @solana/kit: both balances change on Surfpool and the modal shows the new one", async () => {
    const [ownBefore, toBefore] = await Promise.all([lamportsOf(OWN), lamportsOf(DEMO_SOLANA_RECIPIENT)])
    await page.getByTestId("solana-send").click()
    await answerDemoWallet(page, "approve", "solana:signAndSendTransaction")
    await expect.poll(() => page.getByTestId("solana-status").textContent()).toMatch(/^sent [1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await expect.poll(() => lamportsOf(DEMO_SOLANA_RECIPIENT)).toBe(toBefore + LAMPORTS_SENT)
    const ownAfter = await lamportsOf(OWN)
    // The sender paid the amount and a fee (5,000 lamports per signature on Solana).
    expect(ownBefore - ownAfter).toBe(LAMPORTS_SENT + 5_000n)
    await expect.poll(() => page.getByTestId("solana-balance").textContent()).toBe(`${formatUnits(ownAfter, 9)} SOL`)
    await button(page).click()
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toBe(shown(ownAfter))
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
  })

  it("sends 0.1 SOL built with @solana/web3.js 1.x (a legacy Transaction) through the same provider", async () => {
    const [ownBefore, toBefore] = await Promise.all([lamportsOf(OWN), lamportsOf(DEMO_SOLANA_RECIPIENT)])
    await page.getByTestId("solana-send-web3").click()
    await answerDemoWallet(page, "approve", "solana:signAndSendTransaction")
    await expect.poll(() => page.getByTestId("solana-status").textContent()).toMatch(/^sent [1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await expect.poll(() => lamportsOf(DEMO_SOLANA_RECIPIENT)).toBe(toBefore + LAMPORTS_SENT)
    expect(ownBefore - (await lamportsOf(OWN))).toBe(LAMPORTS_SENT + 5_000n)
  })

  it("a reload restores the Solana session without a wallet prompt", async () => {
    await page.reload()
    await expect.poll(() => page.getByTestId("solana-address").textContent()).toBe(OWN)
    expect(await page.getByTestId("account-status").textContent()).toBe("connected")
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    await button(page).click()
    expect(await page.getByTestId("account-address").getAttribute("title")).toBe(OWN)
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toBe(shown(await lamportsOf(OWN)))
  })

  it("the wallet revoking while the Account view is open leads to the Connect view and forgets the session", async () => {
    expect(await page.evaluate((key) => localStorage.getItem(key), CONNECTION_KEY)).not.toBeNull()
    await page.evaluate(() => window.__demoSolanaWallet?.revoke())
    await page.getByTestId(WALLET).waitFor()
    expect(await dialog(page).getByRole("heading").first().textContent()).toBe("Connect Wallet")
    await expect.poll(() => page.getByTestId("solana-address").textContent()).toBe("—")
    expect(await page.evaluate((key) => localStorage.getItem(key), CONNECTION_KEY)).toBeNull()
    expect(harness().pageErrors(page)).toEqual([])
  })
})
