// walletport/viem in Chromium (issue 24): the README's viem example in a host page served beside the demo, with
// the demo wallet (anvil account 0) on the page. After connecting through the modal, `useWalletClient()`'s client
// writes an ERC-20 transfer (the hook's button), and `sendToken` writes one through `getWalletClient` and waits for
// its receipt through `getPublicClient`; each lands on anvil, where the balances are read.
import type { Page } from "playwright-core"
import { type Address, erc20Abi } from "viem"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS, ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { localPublicClient } from "../../dev/data-server/deploy.js"
import { readmeExample } from "../package/readme.mjs"
import { VIEM_EXAMPLE_SOURCE } from "../package/viemExample.mjs"
import { answerDemoWallet, useHarness } from "./harness.js"
import { bundleHostPage } from "./hostPage.js"

const harness = useHarness()
const RECIPIENT: Address = ANVIL_ACCOUNTS[4]?.address ?? "0x"
/** Where the page lives on the demo's origin (same origin as its /config.json and the demo wallet's storage). */
const HOST_PATH = "/viem-host/"

const ENTRY = `
import { useState } from "react"
import { createRoot } from "react-dom/client"
import { createWalletport } from "walletport"
import { anvil, evmAdapter } from "walletport/evm"
import { ConnectButton, WalletportProvider } from "walletport/react"
import { installDemoWallet } from "./dev/wallet/index.js"
import { SendOneUsdc, sendToken } from "./viem.js"

const { token, to } = window.__viemHost
const config = await (await fetch("/config.json")).json()
installDemoWallet({ rpcUrl: config.rpcUrl, chainId: config.chainId })
const walletport = createWalletport({
  projectId: "viem-e2e",
  metadata: { name: "viem host", description: "walletport/viem e2e", url: location.origin, icons: [] },
  networks: [anvil],
  adapters: [evmAdapter()],
  rpcUrls: { [anvil.caipNetworkId]: [config.rpcUrl] },
  apiUrl: config.apiUrl,
  explorerUrl: config.explorerUrl,
  analyticsUrl: config.analyticsUrl
})

function App() {
  const [status, setStatus] = useState("idle")
  const send = () => {
    setStatus("pending")
    sendToken(walletport, token, to, "2.5").then((receipt) => setStatus(receipt.status), (error) => setStatus("failed: " + error.message))
  }
  return (
    <WalletportProvider instance={walletport}>
      <ConnectButton />
      <SendOneUsdc usdc={token} to={to} />
      <button data-testid="send-token" onClick={send}>Send 2.5</button>
      <output data-testid="send-status">{status}</output>
    </WalletportProvider>
  )
}
createRoot(document.getElementById("root")).render(<App />)
`

/**
 * The host page on the demo's origin. The document comes from the demo server itself (Chromium lets only a page
 * served from loopback reach anvil and the local services there), then takes the host's HTML; its scripts, under
 * HOST_PATH, are our bundle.
 */
const openHostPage = async (token: Address): Promise<{ readonly page: Page; readonly errors: () => ReadonlyArray<string> }> => {
  const files = await bundleHostPage(ENTRY, { "viem.tsx": await readmeExample(VIEM_EXAMPLE_SOURCE, "viem") })
  const context = await harness().newContext()
  await context.route(`${new URL(HOST_PATH, harness().stack.url).href}**`, (route) => {
    if (route.request().resourceType() === "document") return route.continue()
    const file = files.get(new URL(route.request().url()).pathname.slice(HOST_PATH.length - 1))
    return file === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ contentType: "text/javascript", body: file })
  })
  // A plain-text 404 of the demo server: a loopback document with nothing of its own to run.
  const page = await harness().newPage(HOST_PATH, { context })
  const before = harness().pageErrors(page).length // the document's own 404
  const host = JSON.stringify({ token, to: RECIPIENT })
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>viem host</title></head><body><div id="root"></div><script>window.__viemHost = ${host}</script><script type="module" src="${HOST_PATH}entry.js"></script></body></html>`
  )
  return { page, errors: () => harness().pageErrors(page).slice(before) }
}

describe("walletport/viem on anvil through the demo wallet", () => {
  it("writes ERC-20 transfers with useWalletClient's client and with getWalletClient + getPublicClient", async () => {
    const { stack } = harness()
    const token = stack.data.fixtures.tokens.find((t) => t.decimals === 6)?.address
    if (token === undefined) throw new Error("the data server deployed no 6-decimals token")
    const chain = localPublicClient(stack.rpcUrl, stack.chainId)
    const balanceOf = (owner: Address) => chain.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] })
    const [sender, recipient] = [await balanceOf(ANVIL_ACCOUNT_0_ADDRESS), await balanceOf(RECIPIENT)]

    const { page, errors } = await openHostPage(token)
    const sendOne = page.getByRole("button", { name: "Send 1 USDC" })
    // No EVM account yet: the hook's client is undefined.
    await expect.poll(() => sendOne.isDisabled()).toBe(true)
    await page.getByTestId("connect-button").click()
    await page.getByTestId("wallet-dev.walletport.demo").click()
    await answerDemoWallet(page, "approve", "eth_requestAccounts")

    // useWalletClient(): the client's writeContract, through the wallet's prompt, mined on anvil.
    await expect.poll(() => sendOne.isEnabled()).toBe(true)
    // The modal stays on the Account view, over the page: closed first.
    await page.keyboard.press("Escape")
    await page.locator("[data-walletport]").locator("[role=dialog]").waitFor({ state: "detached" })
    await sendOne.click()
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await expect.poll(() => balanceOf(RECIPIENT)).toBe(recipient + 1_000_000n)
    expect(await balanceOf(ANVIL_ACCOUNT_0_ADDRESS)).toBe(sender - 1_000_000n)

    // sendToken: decimals read and the receipt awaited through getPublicClient (walletport's RPC policy).
    await page.getByTestId("send-token").click()
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await expect.poll(() => page.getByTestId("send-status").textContent()).toBe("success")
    expect(await balanceOf(RECIPIENT)).toBe(recipient + 3_500_000n)
    expect(await balanceOf(ANVIL_ACCOUNT_0_ADDRESS)).toBe(sender - 3_500_000n)
    expect(errors()).toEqual([])
  })
})
