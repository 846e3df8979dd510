// Several namespaces through the real modal (issue 7): the multi-chain demo wallet connects EVM and Solana in
// one approval; the Account view's switcher and the Networks view move the active namespace (and the host's
// `useAccount()` follows: one source of truth); an EVM wallet on a chain the host did not configure gets the
// UnsupportedChain view, or with `allowUnsupportedChain` an account that says "Unsupported network".
import { address, createSolanaRpc } from "@solana/kit"
import type { Locator, Page } from "playwright-core"
import { createPublicClient, formatEther, http } from "viem"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS, ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { MULTICHAIN_WALLET_RDNS } from "../../dev/multichain-wallet/index.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { DEMO_SOLANA_WALLET_NAME } from "../../dev/solana-wallet/index.js"
import { UserRejectedRequest } from "../../schemas/errors/walletRpc.js"
import { visitorMessage } from "../../ui/components/visitorMessage.js"
import { displayBalance } from "../../schemas/displayNumbers.js"
import { truncateAddress } from "../../schemas/format.js"
import { formatUnits } from "../../schemas/units.js"
import { answerDemoWallet, useHarness } from "./harness.js"

const harness = useHarness()
const EVM: `0x${string}` = ANVIL_ACCOUNTS[1]?.address ?? "0x"
const SOL = MULTICHAIN_DEMO_SOLANA_ACCOUNT.address
const ANVIL = "eip155:31337"
const LOCALNET = "solana:localnet"
/** A chain the demo does not configure (Ethereum mainnet). */
const UNCONFIGURED_CHAIN_ID = 1

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const button = (page: Page): Locator => page.getByTestId("connect-button")

const ethShown = async (owner: `0x${string}`): Promise<string> => {
  const client = createPublicClient({ transport: http(harness().stack.rpcUrl) })
  return displayBalance(formatEther(await client.getBalance({ address: owner })), "ETH")
}
const solShown = async (owner: string): Promise<string> => {
  const { value } = await createSolanaRpc(harness().stack.surfpool.rpcUrl).getBalance(address(owner)).send()
  return displayBalance(formatUnits(value, 9), "SOL")
}

const approve = (page: Page) => answerDemoWallet(page, "approve")

/** The host's `useAccount()` (no namespace: the active one), as the demo page prints it. */
const hostAccount = async (page: Page): Promise<{ readonly namespace: string; readonly address: string | undefined }> =>
  JSON.parse((await page.getByTestId("hook-account").textContent()) ?? "{}")

/** The Account view shows `owner` with `network` and its balance. */
const expectAccount = async (page: Page, owner: string, network: string, balance: string) => {
  await expect.poll(() => page.getByTestId("account-address").getAttribute("title")).toBe(owner)
  expect(await page.getByTestId("account-address").textContent()).toBe(truncateAddress(owner))
  await expect.poll(() => page.getByTestId("account-network").textContent()).toBe(network)
  await expect.poll(() => page.getByTestId("account-balance").textContent()).toBe(balance)
}

/** Opens the demo, connects the EVM demo wallet through the modal, and moves the wallet to a chain the host lacks. */
const evmOnUnconfiguredChain = async (path: string): Promise<Page> => {
  const page = await harness().newPage(path)
  await page.setViewportSize({ width: 360, height: 740 })
  await button(page).click()
  await page.getByTestId("wallet-dev.walletport.demo").click()
  await approve(page)
  await expectAccount(page, ANVIL_ACCOUNT_0_ADDRESS, "Anvil", await ethShown(ANVIL_ACCOUNT_0_ADDRESS))
  await page.evaluate((chainId) => window.__demoWallet?.simulateChainChanged(chainId), UNCONFIGURED_CHAIN_ID)
  return page
}

describe("two namespaces through the real modal (Chromium, anvil + Surfpool)", () => {
  let page: Page

  it("the multi-chain wallet: one rejection answers both namespaces; then one approval connects EVM and Solana", async () => {
    page = await harness().newPage("/?multichain-wallet=1")
    await page.setViewportSize({ width: 360, height: 740 })
    await button(page).click()
    const entry = page.getByTestId(`wallet-${MULTICHAIN_WALLET_RDNS}`)
    await entry.waitFor()
    expect(await entry.getByTestId("multichain-tag").count()).toBe(1)
    // One rejection answers both namespaces: the visitor's message for it, nothing half connected.
    await entry.click()
    await answerDemoWallet(page, "reject")
    await expect.poll(() => page.getByTestId("connect-error").textContent()).toBe(visitorMessage(new UserRejectedRequest({})))
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    expect(await page.getByTestId("solana-address").textContent()).toBe("—")
    expect(await hostAccount(page)).toMatchObject({ namespace: "eip155", status: "disconnected" })
    await page.getByRole("button", { name: "Back" }).click()
    await entry.click()
    await approve(page)
    // Both namespaces connect on that one answer: no second prompt, nothing left pending in the wallet.
    await page.getByTestId("namespace-solana").waitFor()
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    expect(await page.evaluate(() => window.__demoMultichainWallet?.pendingRequests())).toEqual([])
    // The connector's first namespace (EVM) is the active one.
    expect(await page.getByTestId("namespace-eip155").getAttribute("aria-pressed")).toBe("true")
    await expectAccount(page, EVM, "Anvil", await ethShown(EVM))
    await expect.poll(() => page.getByTestId("solana-address").textContent()).toBe(SOL)
    expect(await hostAccount(page)).toMatchObject({ namespace: "eip155", address: EVM })
    await harness().screenshot(page, "multichain-1-account-two-namespaces-360")
  })

  it("the Account view's switcher moves the active namespace; the host's useAccount() follows", async () => {
    await page.getByTestId("namespace-solana").click()
    await expectAccount(page, SOL, "Solana Localnet", await solShown(SOL))
    expect(await page.getByTestId("namespace-solana").getAttribute("aria-pressed")).toBe("true")
    expect(await page.getByTestId("namespace-eip155").getAttribute("aria-pressed")).toBe("false")
    await expect.poll(() => hostAccount(page)).toMatchObject({ namespace: "solana", address: SOL })
    await harness().screenshot(page, "multichain-2-account-solana-360")
    await page.getByTestId("namespace-eip155").click()
    await expectAccount(page, EVM, "Anvil", await ethShown(EVM))
    await expect.poll(() => hostAccount(page)).toMatchObject({ namespace: "eip155", address: EVM })
  })

  it("the Networks view lists both namespaces and choosing a network of the other one makes it active", async () => {
    await page.getByTestId("account-network").click()
    await page.getByTestId("networks-view").waitFor()
    expect(await page.getByTestId(`network-${ANVIL}`).count()).toBe(1)
    expect(await page.getByTestId(`network-${LOCALNET}`).count()).toBe(1)
    await page.getByTestId(`network-${LOCALNET}`).click()
    await expectAccount(page, SOL, "Solana Localnet", await solShown(SOL))
    await expect.poll(() => hostAccount(page)).toMatchObject({ namespace: "solana", address: SOL })
    await page.getByTestId("account-network").click()
    await page.getByTestId(`network-${ANVIL}`).click()
    await expectAccount(page, EVM, "Anvil", await ethShown(EVM))
    // The wallet was already on those chains: no prompt was needed.
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
  })

  it("a reload restores both namespaces without a prompt, EVM active", async () => {
    await page.reload()
    await expect.poll(() => page.getByTestId("solana-address").textContent()).toBe(SOL)
    await expect.poll(() => hostAccount(page)).toMatchObject({ namespace: "eip155", address: EVM, status: "connected" })
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    await button(page).click()
    await page.getByTestId("namespace-solana").waitFor()
    await expectAccount(page, EVM, "Anvil", await ethShown(EVM))
  })

  it("Disconnect in the Account view ends every namespace of the multi-chain wallet, then Connect (issue 23)", async () => {
    await page.getByTestId("disconnect").click()
    await page.getByTestId(`wallet-${MULTICHAIN_WALLET_RDNS}`).waitFor()
    await expect.poll(() => hostAccount(page)).toMatchObject({ namespace: "eip155", status: "disconnected" })
    expect(await page.getByTestId("solana-address").textContent()).toBe("—")
    expect(await page.getByTestId("namespace-eip155").count()).toBe(0)
    expect(harness().pageErrors(page)).toEqual([])
  })

  it("choosing a Solana network with only EVM connected leads to connecting a Solana wallet, then both are shown", async () => {
    const evmPage = await harness().newPage("/")
    await button(evmPage).click()
    await evmPage.getByTestId("wallet-dev.walletport.demo").click()
    await approve(evmPage)
    await expectAccount(evmPage, ANVIL_ACCOUNT_0_ADDRESS, "Anvil", await ethShown(ANVIL_ACCOUNT_0_ADDRESS))
    await evmPage.getByTestId("account-network").click()
    await evmPage.getByTestId(`network-${LOCALNET}`).click()
    // Solana has no connection: the modal offers Solana's wallets (never an empty Account card), and it does not
    // look like a disconnect (issue 23): the EVM account stays the page's, and Back returns to it.
    await evmPage.getByTestId("connect-intro").waitFor()
    expect(await evmPage.getByTestId("connect-intro").textContent()).toContain("Connect a Solana wallet")
    expect(await dialog(evmPage).getByTestId("wallet-dev.walletport.demo").count()).toBe(0)
    expect(await button(evmPage).textContent()).toContain(truncateAddress(ANVIL_ACCOUNT_0_ADDRESS))
    expect(await hostAccount(evmPage)).toMatchObject({ namespace: "eip155", address: ANVIL_ACCOUNT_0_ADDRESS, status: "connected" })
    await harness().screenshot(evmPage, "multichain-connect-solana-while-evm-1280")
    await dialog(evmPage).getByRole("button", { name: "Back" }).click()
    await expectAccount(evmPage, ANVIL_ACCOUNT_0_ADDRESS, "Anvil", await ethShown(ANVIL_ACCOUNT_0_ADDRESS))
    await evmPage.getByTestId("account-network").click()
    await evmPage.getByTestId(`network-${LOCALNET}`).click()
    await evmPage.getByTestId(`wallet-${DEMO_SOLANA_WALLET_NAME}`).click()
    await approve(evmPage)
    await expectAccount(evmPage, SOLANA_DEMO_ACCOUNT.address, "Solana Localnet", await solShown(SOLANA_DEMO_ACCOUNT.address))
    expect(await evmPage.getByTestId("namespace-eip155").count()).toBe(1)
    expect(harness().pageErrors(evmPage)).toEqual([])
  })

  it("an EVM wallet moving to a chain the host did not configure gets the UnsupportedChain view", async () => {
    const evmPage = await evmOnUnconfiguredChain("/")
    await dialog(evmPage).getByTestId("unsupported-chain-view").waitFor()
    // It offers only the EVM networks (those the wallet can move to), and disconnect.
    expect(await evmPage.getByTestId(`network-${ANVIL}`).count()).toBe(1)
    expect(await evmPage.getByTestId(`network-${LOCALNET}`).count()).toBe(0)
    // It says which chain the wallet is on; the (empty) error line draws no box.
    expect(await evmPage.getByTestId("unsupported-chain-text").textContent()).toContain(`chain ${UNCONFIGURED_CHAIN_ID},`)
    expect((await evmPage.getByTestId("network-error").boundingBox())?.height).toBe(0)
    // The page button says so too (RainbowKit's "Wrong network"), not the address and a balance of the wrong chain.
    await expect.poll(() => button(evmPage).textContent()).toBe("Wrong network")
    await harness().screenshot(evmPage, "multichain-3-unsupported-chain-360")
    await evmPage.keyboard.press("Escape")
    await dialog(evmPage).waitFor({ state: "detached" })
    // Opening again lands on it too (SPEC §2 view selection), and choosing Anvil moves the wallet back.
    await button(evmPage).click()
    await dialog(evmPage).getByTestId("unsupported-chain-view").waitFor()
    await evmPage.getByTestId(`network-${ANVIL}`).click()
    await expectAccount(evmPage, ANVIL_ACCOUNT_0_ADDRESS, "Anvil", await ethShown(ANVIL_ACCOUNT_0_ADDRESS))
  })

  it("with allowUnsupportedChain the account stays usable and says Unsupported network, with no chain label or balance", async () => {
    const evmPage = await evmOnUnconfiguredChain("/?allow-unsupported=1")
    await expect.poll(() => evmPage.getByTestId("account-network").textContent()).toBe("Unsupported network")
    expect(await evmPage.getByTestId("unsupported-chain-view").count()).toBe(0)
    expect(await evmPage.getByTestId("account-balance").textContent()).toBe("")
    expect(await evmPage.getByTestId("account-address").getAttribute("title")).toBe(ANVIL_ACCOUNT_0_ADDRESS)
    const text = (await dialog(evmPage).textContent()) ?? ""
    expect(text).not.toContain("Anvil")
    expect(text).not.toContain("ETH")
    await expect.poll(() => hostAccount(evmPage)).toMatchObject({
      namespace: "eip155",
      address: ANVIL_ACCOUNT_0_ADDRESS,
      caipNetworkId: `eip155:${UNCONFIGURED_CHAIN_ID}`,
      unsupportedChain: true,
      status: "connected"
    })
    expect((await hostAccount(evmPage))).not.toHaveProperty("balance")
    expect(await button(evmPage).textContent()).not.toContain("ETH")
    expect(await button(evmPage).textContent()).not.toContain("Wrong network")
    await harness().screenshot(evmPage, "multichain-4-allow-unsupported-360")
  })
})
