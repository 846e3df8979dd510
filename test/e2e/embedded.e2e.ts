// The embedded wallet end to end (issue 21), offline in Chromium: the demo (configured with
// `embeddedWallet({ url })`) against the stack's wallet server (server/, in its child process), its frame
// (frame/, on the server's 127.0.0.1 port: same-site with the demo) and the mail catcher (dev/embedded/mail.ts).
// One stack for the file; the tests run in order and share the first visitor's wallet.
//
// Timings (never asserted: the machine is shared) are printed and written to .tmp/embedded-e2e-timings.json.
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { createSolanaRpc, address as solanaAddress } from "@solana/kit"
import type { BrowserContext, FrameLocator, Locator, Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { devRpc } from "../../dev/jsonRpc.js"
import { type CapturedMail, fetchMailbox } from "../../dev/embedded/mailbox.js"
import { DEMO_SOLANA_RECIPIENT } from "../../dev/demo/SolanaActions.js"
import { projectRoot } from "../../dev/paths.js"
import { verifySiwxMessage } from "../../runtime/entries/siwxServer.js"
import { EMAIL_LOGIN_COOLDOWN_MS, FRAME_LOAD_TIMEOUT_MS } from "../../schemas/constants.js"
import { pageIdle, useHarness } from "./harness.js"

const harness = useHarness()
const EMAIL = "ada@example.com"
const ONE_ETH = 10n ** 18n
const ONE_SOL = 1_000_000_000n
const SOL_SENT = 100_000_000n // the demo's "Send 0.1 SOL"

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const connectButton = (page: Page): Locator => page.getByTestId("connect-button")
const emailField = (page: Page): Locator => dialog(page).getByRole("textbox", { name: /email/i })
const otpField = (page: Page): Locator => dialog(page).getByRole("textbox", { name: /code/i })
/** The secure frame, on the wallet server's origin. */
const walletFrame = (page: Page): FrameLocator => page.frameLocator(`iframe[src^="${harness().stack.walletServer.url}/frame"]`)

const timings: Record<string, number> = {}
const timed = async <A>(name: string, run: () => Promise<A>): Promise<A> => {
  const start = performance.now()
  const result = await run()
  timings[name] = Math.round(performance.now() - start)
  console.log(`embedded e2e timing: ${name} ${timings[name]} ms`)
  return result
}
afterAll(async () => {
  const dir = join(projectRoot(), ".tmp")
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, "embedded-e2e-timings.json"), `${JSON.stringify({ at: new Date().toISOString(), timings }, null, 2)}\n`)
})

/** The ids of the mails to `email` the mailbox holds now: what came before an action. */
const mailIds = async (email: string): Promise<ReadonlySet<string>> =>
  new Set((await fetchMailbox(harness().stack.mail.mailboxUrl, email)).map((mail) => mail.id))

/** The newest mail to `email` not in `before` that `pick` takes, read from the mailbox's JSON. */
const mailed = async <A>(email: string, before: ReadonlySet<string>, pick: (mail: CapturedMail) => A | undefined): Promise<A> => {
  let found: A | undefined
  await expect
    .poll(async () => {
      for (const mail of await fetchMailbox(harness().stack.mail.mailboxUrl, email)) {
        if (before.has(mail.id)) continue
        found = pick(mail)
        if (found !== undefined) return true
      }
      return false
    })
    .toBe(true)
  if (found === undefined) throw new Error("unreachable")
  return found
}
const mailedOtp = (email: string, before: ReadonlySet<string>): Promise<string> => mailed(email, before, (mail) => mail.otp)
const mailedDeviceLink = (email: string, before: ReadonlySet<string>): Promise<string> =>
  mailed(email, before, (mail) => mail.links.find((link) => link.includes("/v1/auth/device/approve")))

/** Shoots the page at 1280 px and at 360 px wide, then goes back to 1280. */
const shootBothWidths = async (page: Page, name: string): Promise<void> => {
  await harness().screenshot(page, `${name}-1280`)
  await page.setViewportSize({ width: 360, height: 760 })
  await harness().screenshot(page, `${name}-360`)
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Opens the modal and submits `email`; resolves when it was sent. */
const submitEmail = async (page: Page, email: string): Promise<void> => {
  await connectButton(page).click()
  await emailField(page).fill(email)
  await dialog(page).getByRole("button", { name: "Continue" }).click()
}

const evmAddress = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => {
    const instance: unknown = Reflect.get(window, "__walletport")
    const getAccount: unknown = typeof instance === "object" && instance !== null ? Reflect.get(instance, "getAccount") : undefined
    if (typeof getAccount !== "function") return undefined
    const account: unknown = getAccount("eip155")
    const address: unknown = typeof account === "object" && account !== null ? Reflect.get(account, "address") : undefined
    return typeof address === "string" ? address : undefined
  })
const solanaAddressShown = async (page: Page): Promise<string> => (await page.getByTestId("solana-address").textContent()) ?? ""

/** The recovery-export panel's code (an <output>, in the frame). */
const recoveryCodeShown = (frame: FrameLocator): Locator => frame.getByRole("status", { name: "Recovery code" })

/** Closes the modal (after a login it stays on the Account view, over the demo's buttons). */
const closeModal = async (page: Page): Promise<void> => {
  await page.keyboard.press("Escape")
  await dialog(page).waitFor({ state: "detached" })
}

/** Clicks Approve in the frame's approval panel (armed 500 ms after it shows: the click waits for it). */
const approveInFrame = async (page: Page): Promise<void> => {
  await walletFrame(page).getByRole("button", { name: "Approve" }).click()
}

const AXE = join(projectRoot(), "node_modules", "axe-core", "axe.min.js")
/** axe-core on the modal (or the whole page): the ids of serious and critical violations. */
const seriousAxeViolations = async (page: Page, scope: "modal" | "page" = "modal"): Promise<ReadonlyArray<string>> => {
  await page.addScriptTag({ path: AXE })
  return page.evaluate(async (modalOnly) => {
    const axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; impact?: string | null }> }> } = Reflect.get(window, "axe")
    const result = await axe.run(modalOnly ? { include: [{ fromShadowDom: ["[data-walletport]", "[role=dialog]"] }] } : document, { resultTypes: ["violations"] })
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)
  }, scope === "modal")
}

const lamportsOf = async (owner: string): Promise<bigint> =>
  (await createSolanaRpc(harness().stack.surfpool.rpcUrl).getBalance(solanaAddress(owner)).send()).value

describe("embedded wallet (Chromium, offline: wallet server, frame, mail catcher)", () => {
  let page: Page
  let evm = ""
  let solana = ""
  let recoveryCode = ""

  it("email → OTP from the mailbox (a wrong code first) → wallet created, recovery code saved in the frame → connected (EVM and Solana)", async () => {
    page = await harness().newPage("/")
    await connectButton(page).click()
    await emailField(page).waitFor()
    await shootBothWidths(page, "embedded-1-email-field")
    await emailField(page).fill(EMAIL)
    const since = await mailIds(EMAIL)
    await timed("continue-to-otp-view", async () => {
      await dialog(page).getByRole("button", { name: "Continue" }).click()
      await otpField(page).waitFor()
    })
    await shootBothWidths(page, "embedded-2-otp-view")
    expect(await seriousAxeViolations(page)).toEqual([])

    const code = await mailedOtp(EMAIL, since)
    await otpField(page).fill(code === "000000" ? "111111" : "000000")
    await expect.poll(() => dialog(page).getByTestId("otp-error").textContent()).toMatch(/\S/)
    await otpField(page).waitFor() // still on the code view

    const frame = walletFrame(page)
    await timed("correct-code-to-recovery-panel", async () => {
      await otpField(page).fill(code)
      await recoveryCodeShown(frame).waitFor()
    })
    recoveryCode = ((await recoveryCodeShown(frame).textContent()) ?? "").trim()
    expect(recoveryCode).toMatch(/\w{4}/)
    await shootBothWidths(page, "embedded-3-recovery-export")
    await timed("recovery-saved-to-connected", async () => {
      await frame.getByRole("button", { name: /saved/i }).click()
      await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("connected")
    })
    await expect.poll(() => evmAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect.poll(() => solanaAddressShown(page)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    evm = (await evmAddress(page)) ?? ""
    solana = await solanaAddressShown(page)
    // The keys never reach the host page: nothing of the recovery code in its storage.
    const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie)
    expect(hostStorage).not.toContain(recoveryCode)
    // The wrong code's 400 is logged by the browser as a failed resource; nothing else may be.
    expect(harness().pageErrors(page).filter((e) => !e.includes("Failed to load resource"))).toEqual([])
    await closeModal(page)
  })

  it("personal_sign from the host page (useWalletProvider) is approved in the frame and verifies with walletport/siwx/server", async () => {
    await page.getByTestId("evm-sign").click()
    await approveInFrame(page)
    await expect.poll(() => page.getByTestId("evm-sign-status").textContent()).toBe("signed")
    const message = (await page.getByTestId("evm-sign-message").textContent()) ?? ""
    const signature = (await page.getByTestId("evm-sign-signature").textContent()) ?? ""
    const demo = new URL(harness().stack.url)
    const verified = await verifySiwxMessage({
      message,
      signature,
      domain: demo.host,
      scheme: "http",
      nonce: /^Nonce: (.*)$/m.exec(message)?.[1] ?? "",
      chainId: `eip155:${harness().stack.chainId}`
    })
    expect(verified.success && verified.data.fields.accountAddress.toLowerCase()).toBe(evm.toLowerCase())
  })

  it("an ETH transfer goes through ApproveTransaction (Approve clicked in the frame) and is mined once on anvil", async () => {
    const { rpcUrl } = harness().stack
    await devRpc(rpcUrl, "anvil_setBalance", [evm, `0x${ONE_ETH.toString(16)}`])
    await page.getByTestId("send-to-self").click()
    await walletFrame(page).getByRole("button", { name: "Approve" }).waitFor()
    await shootBothWidths(page, "embedded-4-approval-panel")
    await approveInFrame(page)
    await expect.poll(() => page.getByTestId("send-status").textContent()).toMatch(/^mined in block \d+$/)
    // Exactly one transaction from the account, and the balance is what it cost.
    expect(await devRpc(rpcUrl, "eth_getTransactionCount", [evm, "latest"])).toBe("0x1")
    const block: unknown = await devRpc(rpcUrl, "eth_getBlockByNumber", ["latest", true])
    const transactions: unknown = typeof block === "object" && block !== null ? Reflect.get(block, "transactions") : undefined
    const tx: unknown = Array.isArray(transactions) ? transactions.find((t: unknown) => String(Reflect.get(Object(t), "from")).toLowerCase() === evm.toLowerCase()) : undefined
    const hash = String(Reflect.get(Object(tx), "hash"))
    const receipt: unknown = await devRpc(rpcUrl, "eth_getTransactionReceipt", [hash])
    const cost = BigInt(String(Reflect.get(Object(receipt), "gasUsed"))) * BigInt(String(Reflect.get(Object(receipt), "effectiveGasPrice")))
    expect(Reflect.get(Object(receipt), "status")).toBe("0x1")
    expect(BigInt(String(await devRpc(rpcUrl, "eth_getBalance", [evm, "latest"])))).toBe(ONE_ETH - cost)
  })

  it("a SOL transfer is approved in the frame and lands on Surfpool", async () => {
    await harness().stack.surfpool.fundSol(solana, ONE_SOL)
    const before = await lamportsOf(DEMO_SOLANA_RECIPIENT)
    await page.getByTestId("solana-send").click()
    await approveInFrame(page)
    await expect.poll(() => page.getByTestId("solana-status").textContent()).toMatch(/^sent \w+/)
    await expect.poll(() => lamportsOf(DEMO_SOLANA_RECIPIENT)).toBe(before + SOL_SENT)
  })

  it("a reload keeps the session: connected again with the same addresses, no prompt, no mail", async () => {
    const since = await mailIds(EMAIL)
    await page.reload()
    await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("connected")
    await expect.poll(() => evmAddress(page)).toBe(evm)
    await expect.poll(() => solanaAddressShown(page)).toBe(solana)
    expect(await dialog(page).count()).toBe(0)
    expect((await fetchMailbox(harness().stack.mail.mailboxUrl, EMAIL)).filter((m) => !since.has(m.id))).toEqual([])
  })

  it("a host page on an origin the project does not allow gets nothing from the frame (403, no message, no API call)", async () => {
    const { walletServer, url } = harness().stack
    const walletOrigin = new URL(walletServer.url).origin
    // The same demo, but from http://localhost:<port>: another origin (and site) than the allowed 127.0.0.1 one.
    const foreign = new URL(url)
    foreign.hostname = "localhost"
    const context = await harness().newContext()
    // The page's timers are Playwright's (time still flows), so the library's 20 s load timeout is jumped over below.
    await context.clock.install()
    await context.addInitScript((origin: string) => {
      const seen: Array<unknown> = []
      Reflect.set(window, "__frameMessages", seen)
      window.addEventListener("message", (event) => {
        if (event.origin === origin) seen.push(event.data)
      })
    }, walletOrigin)
    const apiCalls: Array<string> = []
    context.on("request", (request) => {
      if (request.url().startsWith(`${walletOrigin}/v1/`)) apiCalls.push(request.url())
    })
    const page3 = await context.newPage()
    const frameResponse = page3.waitForResponse((response) => response.url().startsWith(`${walletOrigin}/frame`))
    await page3.goto(foreign.href)
    await submitEmail(page3, "mallory@example.com")
    const response = await frameResponse
    expect(response.status()).toBe(403)
    // (Its body, a plain refusal without FrameConfig or script, is checked in test/dev/embeddedWalletServer.test.ts.)
    // The library gives up after its load timeout (SPEC §9) with the SPEC §8 message: the clock jumps past it
    // (again on each poll, in case the timeout was armed after the jump; its exact bound is lifecycle.test.ts's).
    await expect
      .poll(async () => {
        await page3.clock.fastForward(FRAME_LOAD_TIMEOUT_MS)
        return dialog(page3).textContent()
      })
      .toContain("Could not load embedded wallet")
    expect(await page3.evaluate(() => Reflect.get(window, "__frameMessages"))).toEqual([])
    expect(apiCalls).toEqual([])
  })

  describe("a second browser profile (new device)", () => {
    let other: BrowserContext
    let page2: Page

    it("needs the mailed device link, then the OTP, then the recovery code → the same addresses", async () => {
      other = await harness().newContext()
      page2 = await harness().newPage("/", { context: other })
      const since = await mailIds(EMAIL)
      // The first login's SPEC §5 mail cooldown (per address) runs out on the server's clock, not in real time.
      await harness().stack.walletServer.advanceClock(EMAIL_LOGIN_COOLDOWN_MS)
      await submitEmail(page2, EMAIL)
      await dialog(page2).getByTestId("email-device-view").waitFor()
      const link = await mailedDeviceLink(EMAIL, since)
      // Click the link in the mailbox page, as a person would (its CSP allows no script: bypassed for axe).
      const mailbox = await (await harness().newContext({ bypassCSP: true })).newPage()
      await mailbox.goto(harness().stack.mail.mailboxUrl)
      await harness().screenshot(mailbox, "embedded-5-mailbox-1280")
      expect(await seriousAxeViolations(mailbox, "page")).toEqual([])
      await mailbox.locator(`a[href="${link}"]`).first().click()
      await mailbox.waitForLoadState()
      await otpField(page2).waitFor()
      const code = await mailedOtp(EMAIL, since)
      const frame = walletFrame(page2)
      await otpField(page2).fill(code)
      const recovery = frame.getByRole("textbox", { name: /recovery code/i })
      await recovery.waitFor()
      await harness().screenshot(page2, "embedded-5-recovery-import-1280")
      await recovery.fill(recoveryCode)
      await timed("recovery-code-to-connected-new-device", async () => {
        await recovery.press("Enter")
        await expect.poll(() => page2.getByTestId("account-status").textContent()).toBe("connected")
      })
      await expect.poll(() => evmAddress(page2)).toBe(evm)
      await expect.poll(() => solanaAddressShown(page2)).toBe(solana)
      await closeModal(page2)
    })

    it("signs out of both namespaces: disconnected, and a reload stays signed out", async () => {
      await connectButton(page2).click()
      // Disconnect in the Account view ends every namespace of the wallet shown (issue 23): one click signs out of both.
      await page2.getByTestId("disconnect").click()
      await expect.poll(() => page2.getByTestId("account-status").textContent()).toBe("disconnected")
      expect(await solanaAddressShown(page2)).toBe("—")
      await page2.reload()
      await pageIdle(page2)
      expect(await page2.getByTestId("account-status").textContent()).toBe("disconnected")
    })
  })

  it("a second email request within 30 s gets the SPEC §5 cooldown message", async () => {
    const fresh = await harness().newPage("/")
    const email = "cooldown@example.com"
    await submitEmail(fresh, email)
    await otpField(fresh).waitFor()
    await dialog(fresh).getByRole("button", { name: /back/i }).click()
    await emailField(fresh).fill(email)
    await dialog(fresh).getByRole("button", { name: "Continue" }).click()
    await expect.poll(() => dialog(fresh).textContent()).toMatch(/Please try again after \d+ seconds/)
    await harness().screenshot(fresh, "embedded-6-cooldown-1280")
  })

})
