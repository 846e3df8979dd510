// The stack's wallet server (dev/embedded/walletServer.ts): a child process serving server/ with a fresh PGlite
// data dir and frame build, its allow-list set once the demo's origin is known, its mail caught by the stack's
// SMTP catcher; stop() leaves no process and no scratch directory behind.
import { existsSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isProcessAlive } from "../e2e/harness.js"
import { type MailCapture, startMailCapture } from "../../dev/embedded/mail.js"
import { fetchMailbox } from "../../dev/embedded/mailbox.js"
import { launchWalletServer, type WalletServerChild } from "../../dev/embedded/walletServer.js"
import { EMAIL_LOGIN_COOLDOWN_MS } from "../../schemas/constants.js"
import { WALLET_API } from "../../schemas/walletServer/api.js"

const DEMO_ORIGIN = "http://127.0.0.1:5173"
const PROJECT = "walletport-demo"

let mail: MailCapture
let server: WalletServerChild

beforeAll(async () => {
  mail = await startMailCapture()
  server = await launchWalletServer()
  await server.configure({
    projects: { [PROJECT]: { origins: [DEMO_ORIGIN] } },
    rpcUrls: { "eip155:31337": "http://127.0.0.1:8545" },
    smtp: mail.smtp
  })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await mail?.stop()
})

const emailStart = (email: string) =>
  fetch(`${server.url}${WALLET_API.emailStart}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, projectId: PROJECT, origin: DEMO_ORIGIN })
  })

const framePage = (origin: string) =>
  fetch(`${server.url}${WALLET_API.frame}?${new URLSearchParams({ origin, projectId: PROJECT, chainId: "eip155:31337", version: "1", enableLogger: "false" })}`)

describe("the stack's wallet server (child process)", () => {
  it("serves the frame to the demo's origin only", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const allowed = await framePage(DEMO_ORIGIN)
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain("walletport-frame-config")
    const refused = await framePage("http://localhost:5173")
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain("walletport-frame-config")
  })

  it("mails the one-time code through the stack's SMTP catcher", async () => {
    const response = await emailStart("ada@example.com")
    expect(response.status).toBe(200)
    await expect.poll(async () => (await fetchMailbox(mail.mailboxUrl, "ada@example.com"))[0]?.otp).toMatch(/^\d{6}$/)
  })

  it("advanceClock (tests) lets the mail cooldown run out without waiting for it", async () => {
    expect((await emailStart("grace@example.com")).status).toBe(200)
    expect((await emailStart("grace@example.com")).status).toBe(429)
    await server.advanceClock(EMAIL_LOGIN_COOLDOWN_MS)
    expect((await emailStart("grace@example.com")).status).toBe(200)
  })

  it("stop() ends the child and removes its scratch directory", async () => {
    const { pid } = server
    expect(isProcessAlive(pid)).toBe(true)
    await server.stop()
    expect(isProcessAlive(pid)).toBe(false)
    expect(existsSync(server.workDir)).toBe(false)
  })
})
