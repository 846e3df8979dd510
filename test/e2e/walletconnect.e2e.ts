// WalletConnect end to end, offline (issue 11): the real UniversalProvider in the dapp page and the real
// SignClient in the demo mobile wallet page (a second browser context: another phone), over the local relay.
// QR (decoded with jsQR) → pair from the URI → approve → EVM and Solana connected in one approval → personal_sign,
// Send of ETH and SOL from the modal through the session → reload restores without a prompt → the wallet ends it.
// Also: a shortened pairing expiry, and partial approval (EVM only).
import { address, createSolanaRpc } from "@solana/kit"
import type { BrowserContext, Locator, Page } from "playwright-core"
import { createPublicClient, http, verifyMessage } from "viem"
import { afterAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { type Relay, startRelay } from "../../dev/wc-relay/relay.js"
import { useHarness } from "./harness.js"
import { decodeQrScreenshot } from "./qrDecode.js"

// Its own stack: a test stops the relay and starts another on its port, which the shared stack's other files
// (the relay's counters) would not see.
const harness = useHarness({ stack: "own" })
let revived: Relay | undefined
afterAll(async () => {
  await revived?.stop()
})
const EVM = ANVIL_ACCOUNTS[2]?.address ?? "0x"
const SOL = SOLANA_DEMO_ACCOUNT.address
const DAPP = "/?walletconnect=1"
const chain = () => createPublicClient({ transport: http(harness().stack.rpcUrl) })

const dialog = (page: Page): Locator => page.locator("[role=dialog]")

interface Account {
  readonly isConnected: boolean
  readonly status?: string
  readonly address?: string
  readonly namespace?: string
}
const accountOf = (page: Page, namespace: "eip155" | "solana"): Promise<Account> =>
  page.evaluate((ns) => {
    const instance: unknown = Reflect.get(window, "__walletport")
    const get = typeof instance === "object" && instance !== null ? Reflect.get(instance, "getAccount") : undefined
    return typeof get === "function" ? JSON.parse(JSON.stringify(get.call(instance, ns))) : { isConnected: false }
  }, namespace)

/**
 * The pairing URI the QR shows, other than `not`: read in the page in the frame it shows (with a pairing usable
 * for 2 s, a loaded machine can see it expire between two calls from here).
 */
const shownUri = async (page: Page, not = ""): Promise<string> => {
  const shown = await page.waitForFunction((old) => {
    for (const host of document.querySelectorAll("[data-walletport]")) {
      const uri = host.shadowRoot?.querySelector("[data-testid=wc-qr]")?.getAttribute("data-value")
      if (uri != null && uri !== "" && uri !== old) return uri
    }
    return undefined
  }, not, { polling: "raf" })
  return String(await shown.jsonValue())
}

/**
 * Opens the dapp, picks WalletConnect, and returns the pairing URI shown in the QR. (How fast the QR shows is
 * the bench's figure: bench/walletconnect/.)
 */
const openQr = async (page: Page, options: { readonly hover?: boolean } = {}): Promise<{ readonly uri: string }> => {
  const sockets: Array<string> = []
  page.on("websocket", (socket) => sockets.push(socket.url()))
  await page.getByTestId("connect-button").click()
  const entry = page.getByTestId("wallet-walletconnect")
  await entry.waitFor()
  if (options.hover === true) {
    // A visitor's pointer rests on the entry before the click: the SDK starts then, and the click comes once
    // its socket to the relay is open.
    await entry.hover()
    await expect.poll(() => sockets.some((url) => url.startsWith(harness().stack.relay.url))).toBe(true)
  }
  await entry.click()
  const uri = await shownUri(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return { uri }
}

const openWallet = async (context?: BrowserContext): Promise<Page> => {
  const wallet = await harness().newPage("/wc-wallet.html", context === undefined ? {} : { context })
  await wallet.setViewportSize({ width: 360, height: 740 })
  await expect.poll(() => wallet.evaluate(() => window.__wcWallet !== undefined)).toBe(true)
  return wallet
}

const answer = async (wallet: Page, kind: string, choice: "approve" | "reject") => {
  const prompt = wallet.locator(`[data-testid=wc-wallet-prompt][data-kind="${kind}"]`)
  await prompt.waitFor()
  await prompt.getByTestId(`wc-wallet-${choice}`).click()
  await prompt.waitFor({ state: "detached" })
}

/** The dapp's QR paired by the wallet, whose proposal prompt waits for an answer. */
const proposalShown = async (): Promise<{ readonly dapp: Page; readonly wallet: Page; readonly proposal: Locator }> => {
  const dapp = await harness().newPage(DAPP)
  await dapp.setViewportSize({ width: 360, height: 740 })
  const { uri } = await openQr(dapp)
  const wallet = await openWallet()
  await wallet.evaluate((value) => window.__wcWallet?.pair(value), uri)
  const proposal = wallet.locator("[data-testid=wc-wallet-prompt][data-kind=proposal]")
  await proposal.waitFor()
  return { dapp, wallet, proposal }
}

describe("WalletConnect through the real modal, offline (Chromium, local relay, anvil + Surfpool)", () => {
  it("QR (decoded) → the mobile wallet pairs → one approval connects EVM and Solana → sign, Send ETH and SOL from the modal, reload, wallet disconnects", async () => {
    const dapp = await harness().newPage(DAPP)
    await dapp.setViewportSize({ width: 360, height: 740 })
    expect(await dapp.evaluate(() => navigator.onLine)).toBe(true)
    const { uri } = await openQr(dapp, { hover: true })
    await harness().screenshot(dapp, "wc-qr-360")

    // The QR decodes (jsQR on a screenshot, as a phone's camera reads it), with the icon in its centre, to the URI.
    const decoded = await decodeQrScreenshot(dapp, dapp.getByTestId("wc-qr"))
    expect(decoded).toBe(uri)
    const wallet = await openWallet()
    await wallet.getByTestId("wc-wallet-uri").fill(decoded ?? "")
    await wallet.getByTestId("wc-wallet-pair").click()
    await wallet.locator("[data-testid=wc-wallet-prompt][data-kind=proposal]").waitFor()
    await harness().screenshot(wallet, "wc-wallet-proposal-360")
    await answer(wallet, "proposal", "approve")

    await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: true, address: EVM })
    await expect.poll(() => accountOf(dapp, "solana")).toMatchObject({ isConnected: true, address: SOL })
    await expect.poll(() => dialog(dapp).getByTestId("account-address").getAttribute("title")).toBe(EVM)
    await harness().screenshot(dapp, "wc-account-360")

    // personal_sign through the session, approved in the wallet.
    const signed = dapp.evaluate(() => {
      const instance: unknown = Reflect.get(window, "__walletport")
      const sign = typeof instance === "object" && instance !== null ? Reflect.get(instance, "signMessage") : undefined
      return typeof sign === "function" ? sign.call(instance, { message: "hello from walletport", namespace: "eip155" }) : undefined
    })
    await answer(wallet, "personal_sign", "approve")
    const signature = await signed
    expect(await verifyMessage({ address: EVM, message: "hello from walletport", signature })).toBe(true)

    // Send from the modal through the session (eth_sendTransaction with the EVM transfer plan): the balance moves.
    const recipient = ANVIL_ACCOUNTS[5]?.address ?? "0x"
    const before = await chain().getBalance({ address: recipient })
    await dialog(dapp).getByTestId("account-send").click()
    await dapp.getByTestId("send-token-ETH").click()
    await dapp.getByTestId("send-amount").fill("0.25")
    await dapp.getByTestId("send-recipient").fill(recipient)
    await expect.poll(() => dapp.getByTestId("send-submit").textContent()).toBe("Review Send")
    await dapp.getByTestId("send-submit").click()
    await dapp.getByTestId("send-confirm").click()
    await answer(wallet, "eth_sendTransaction", "approve")
    await expect.poll(() => dapp.getByTestId("send-step").getAttribute("data-step")).toBe("confirmed")
    await harness().screenshot(dapp, "wc-send-confirmed-360")
    expect((await chain().getBalance({ address: recipient })) - before).toBe(250_000_000_000_000_000n)
    await dapp.getByTestId("send-done").click()

    // And SOL from the Solana side of the same session (solana_signAndSendTransaction): the balance moves on Surfpool.
    const solRecipient = address("7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n")
    const surfpool = createSolanaRpc(harness().stack.surfpool.rpcUrl)
    const solBefore = (await surfpool.getBalance(solRecipient).send()).value
    await dialog(dapp).getByTestId("namespace-solana").click()
    await dialog(dapp).getByTestId("account-send").click()
    await dapp.getByTestId("send-token-SOL").click()
    await dapp.getByTestId("send-amount").fill("0.1")
    await dapp.getByTestId("send-recipient").fill(solRecipient)
    await expect.poll(() => dapp.getByTestId("send-submit").textContent()).toBe("Review Send")
    await dapp.getByTestId("send-submit").click()
    await dapp.getByTestId("send-confirm").click()
    await answer(wallet, "solana_signAndSendTransaction", "approve")
    await expect.poll(() => dapp.getByTestId("send-step").getAttribute("data-step")).toBe("confirmed")
    expect((await surfpool.getBalance(solRecipient).send()).value - solBefore).toBe(100_000_000n)
    await dapp.getByTestId("send-done").click()
    await dialog(dapp).getByTestId("namespace-eip155").click()

    // An ETH transfer on the local chain: the demo's send button, the host's provider, the wallet signs and sends.
    await dapp.keyboard.press("Escape")
    await dapp.getByTestId("send-to-self").click()
    await answer(wallet, "eth_sendTransaction", "approve")
    await expect.poll(() => dapp.getByTestId("send-status").textContent()).toMatch(/^mined in block \d+/)

    // The host's Solana provider over the same session: sign a message, then a kit transfer signed and sent.
    await dapp.getByTestId("solana-sign").click()
    await answer(wallet, "solana_signMessage", "approve")
    await expect.poll(() => dapp.getByTestId("solana-status").textContent()).toBe("signed")
    await dapp.getByTestId("solana-send").click()
    await answer(wallet, "solana_signAndSendTransaction", "approve")
    await expect.poll(() => dapp.getByTestId("solana-status").textContent()).toMatch(/^sent [1-9A-HJ-NP-Za-km-z]{64,88}$/)

    // Reload: restored from storage with no prompt; a new request still works.
    await dapp.reload()
    await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: true, address: EVM })
    await expect.poll(() => accountOf(dapp, "solana")).toMatchObject({ isConnected: true, address: SOL })
    expect(await wallet.evaluate(() => window.__wcWallet?.pending())).toEqual([])
    const again = dapp.evaluate(() => {
      const instance: unknown = Reflect.get(window, "__walletport")
      const sign = typeof instance === "object" && instance !== null ? Reflect.get(instance, "signMessage") : undefined
      return typeof sign === "function" ? sign.call(instance, { message: "after reload", namespace: "solana" }) : undefined
    })
    await answer(wallet, "solana_signMessage", "approve")
    expect(typeof (await again)).toBe("string")

    // The wallet ends the session: the dapp is disconnected in both namespaces.
    await wallet.getByTestId("wc-wallet-disconnect").click()
    await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: false })
    await expect.poll(() => accountOf(dapp, "solana")).toMatchObject({ isConnected: false })
    expect(harness().pageErrors(dapp).filter((e) => !e.includes("WalletConnect"))).toEqual([])
  })

  it("a rejected proposal shows the catalogue's rejection with a retry that shows a new QR", async () => {
    const dapp = await harness().newPage(DAPP)
    await dapp.setViewportSize({ width: 360, height: 740 })
    const { uri } = await openQr(dapp)
    const wallet = await openWallet()
    await wallet.evaluate((value) => window.__wcWallet?.pair(value), uri)
    await answer(wallet, "proposal", "reject")
    await expect.poll(() => dapp.getByTestId("wc-error").textContent()).toBe("User rejected the request.")
    await harness().screenshot(dapp, "wc-rejected-360")
    await dapp.getByTestId("wc-refresh").click()
    await expect.poll(() => dapp.getByTestId("wc-qr").getAttribute("data-value")).not.toBe(uri)
    expect(await accountOf(dapp, "eip155")).toMatchObject({ isConnected: false })
  })

  it("the wallet deletes the session while the dapp is away: the dapp comes back disconnected", async () => {
    const context = await harness().newContext()
    const dapp = await harness().newPage(DAPP, { context })
    const { uri } = await openQr(dapp)
    const wallet = await openWallet()
    await wallet.evaluate(() => window.__wcWallet?.setAutoApprove("approve"))
    await wallet.evaluate((value) => window.__wcWallet?.pair(value), uri)
    await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: true })
    await dapp.close()
    await wallet.evaluate(() => window.__wcWallet?.disconnectAll())
    const back = await harness().newPage(DAPP, { context })
    // The restore settles to disconnected in both namespaces (not stuck on "connecting").
    await expect.poll(() => accountOf(back, "eip155")).toMatchObject({ isConnected: false, status: "disconnected" })
    await expect.poll(() => accountOf(back, "solana")).toMatchObject({ isConnected: false, status: "disconnected" })
    await expect.poll(() => back.getByTestId("account-status").textContent()).toBe("disconnected")
  })

  it("the relay killed mid-session: a request fails as disconnected (typed), and works again once the relay is back", async () => {
    const dapp = await harness().newPage(DAPP)
    const { uri } = await openQr(dapp)
    const wallet = await openWallet()
    await wallet.evaluate(() => window.__wcWallet?.setAutoApprove("approve"))
    await wallet.evaluate((value) => window.__wcWallet?.pair(value), uri)
    await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: true })
    const sign = (message: string) =>
      dapp.evaluate((text) => {
        const instance: unknown = Reflect.get(window, "__walletport")
        const fn = typeof instance === "object" && instance !== null ? Reflect.get(instance, "signMessage") : undefined
        if (typeof fn !== "function") return Promise.resolve("no instance")
        return Promise.resolve(fn.call(instance, { message: text, namespace: "eip155" })).then(
          (signature: unknown) => (typeof signature === "string" ? "signed" : "bad"),
          (error: unknown) => (typeof error === "object" && error !== null ? String(Reflect.get(error, "_tag")) : String(error))
        )
      }, message)
    const { port } = harness().stack.relay
    await harness().stack.relay.stop()
    expect(await sign("while the relay is down")).toBe("ProviderDisconnected")
    // The relay comes back where the clients expect it; it serves the rest of the file (stopped in afterAll).
    revived = await startRelay({ port })
    await expect.poll(() => sign("relay is back"), { interval: 1_000 }).toBe("signed")
  })

  it("SPEC §2 with WalletConnect alone: desktop opens ConnectingWalletConnectBasic with the QR at once; a phone lists it in AllWallets", async () => {
    const dapp = await harness().newPage("/?walletconnect=only")
    await dapp.getByTestId("connect-button").click()
    const qr = dapp.getByTestId("wc-qr")
    await qr.waitFor()
    await harness().screenshot(dapp, "wc-basic-desktop")
    const wallet = await openWallet()
    await wallet.evaluate(() => window.__wcWallet?.setAutoApprove("approve"))
    await wallet.evaluate((value) => window.__wcWallet?.pair(value), (await qr.getAttribute("data-value")) ?? "")
    await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: true, address: EVM })
    await expect.poll(() => accountOf(dapp, "solana")).toMatchObject({ isConnected: true, address: SOL })

    const handset = await harness().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
    const phone = await harness().newPage("/?walletconnect=only", { context: handset })
    await phone.getByTestId("connect-button").click()
    const entry = phone.getByTestId("wallet-walletConnect")
    await entry.waitFor()
    await harness().screenshot(phone, "wc-allwallets-360")
    await entry.click()
    await phone.getByTestId("wc-qr").waitFor()
    const open = phone.getByTestId("wc-open")
    expect(await open.getAttribute("href")).toBe(await phone.getByTestId("wc-qr").getAttribute("data-value"))
  })
  it("a shortened pairing expiry (demo flag): the QR says expired, and its refresh shows a new URI", async () => {
    // wcExpiry=12: usable for 2 s (SPEC §4 counts it expired 10 s before its end).
    const dapp = await harness().newPage("/?walletconnect=1&wcExpiry=12")
    await dapp.setViewportSize({ width: 360, height: 740 })
    const { uri } = await openQr(dapp)
    await expect.poll(() => dapp.getByTestId("wc-error").textContent()).toMatch(/expired/)
    expect(await dapp.getByTestId("wc-view").getAttribute("data-status")).toBe("failed")
    expect(await dapp.getByTestId("wc-refresh").textContent()).toBe("Refresh QR code")
    await harness().screenshot(dapp, "wc-expired-360")
    await dapp.getByTestId("wc-refresh").click()
    expect(await shownUri(dapp, uri)).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  })

  it("partial approval: the wallet approves EVM only; EVM connects, Solana stays disconnected, no error shown", async () => {
    const { dapp, wallet, proposal } = await proposalShown()
    await proposal.getByTestId("wc-wallet-ns-solana").uncheck()
    await harness().screenshot(wallet, "wc-wallet-partial-360")
    await proposal.getByTestId("wc-wallet-approve").click()
    await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: true, address: EVM })
    expect(await accountOf(dapp, "solana")).toMatchObject({ isConnected: false, status: "disconnected" })
    await expect.poll(() => dialog(dapp).getByTestId("account-address").getAttribute("title")).toBe(EVM)
    expect(await dapp.getByTestId("wc-error").count()).toBe(0)
    expect(await wallet.evaluate(() => window.__wcWallet?.sessions().flatMap((s) => s.accounts))).toEqual([expect.stringMatching(/^eip155:/)])
  })

  it("an approval landing after the host's disconnect() ended the attempt is deleted on the wallet's side (issue 20)", async () => {
    const { dapp, wallet } = await proposalShown()
    await dapp.evaluate(() => {
      const instance: unknown = Reflect.get(window, "__walletport")
      const disconnect = typeof instance === "object" && instance !== null ? Reflect.get(instance, "disconnect") : undefined
      return typeof disconnect === "function" ? disconnect.call(instance) : undefined
    })
    await answer(wallet, "proposal", "approve")
    // The dapp takes no session it no longer waits for, and leaves none behind in the wallet.
    await expect.poll(() => wallet.evaluate(() => window.__wcWallet?.deletedByDapp().length)).toBe(1)
    expect(await wallet.evaluate(() => window.__wcWallet?.sessions())).toEqual([])
    expect(await accountOf(dapp, "eip155")).toMatchObject({ isConnected: false, status: "disconnected" })
    expect(await accountOf(dapp, "solana")).toMatchObject({ isConnected: false, status: "disconnected" })
  })
})
