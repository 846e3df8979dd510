// The offline stack's mail catcher (dev/embedded/mail.ts): SMTP in, mailbox page and JSON out.
import { createTransport } from "nodemailer"
import { afterEach, describe, expect, it } from "vitest"
import { linksOf, type MailCapture, otpOf, startMailCapture } from "../../dev/embedded/mail.js"
import { fetchMailbox } from "../../dev/embedded/mailbox.js"

let capture: MailCapture | undefined
afterEach(async () => {
  await capture?.stop()
  capture = undefined
})

const start = async (options: Parameters<typeof startMailCapture>[0] = {}): Promise<MailCapture> => (capture = await startMailCapture(options))

const send = (c: MailCapture, mail: { to: string; subject: string; text: string; html?: string }) =>
  createTransport({ host: c.smtp.host, port: c.smtp.port, secure: false, ignoreTLS: true }).sendMail({ from: "wallet@127.0.0.1", ...mail })

describe("mail capture", () => {
  it("keeps mails newest first with the code and links, per recipient, and clears them", async () => {
    const c = await start()
    await send(c, { to: "ada@example.com", subject: "Your code", text: "Code 123456 for http://127.0.0.1:5173 (valid 10 minutes)." })
    await send(c, { to: "Bob@Example.com", subject: "Approve this device", text: "Open http://127.0.0.1:4000/v1/auth/device/approve?token=abc to approve." })
    await send(c, { to: "ada@example.com", subject: "Your code", text: "Code 654321." })

    const all = await fetchMailbox(c.mailboxUrl)
    expect(all.map((m) => m.otp)).toEqual(["654321", undefined, "123456"])
    expect(all[1]?.links).toEqual(["http://127.0.0.1:4000/v1/auth/device/approve?token=abc"])
    expect(all[2]?.links).toEqual(["http://127.0.0.1:5173"])
    expect((await fetchMailbox(c.mailboxUrl, "ADA@example.com")).map((m) => m.otp)).toEqual(["654321", "123456"])
    expect((await fetchMailbox(c.mailboxUrl, "bob@example.com")).map((m) => m.subject)).toEqual(["Approve this device"])

    const cleared = await fetch(new URL("/dev/mailbox/messages", c.mailboxUrl), { method: "DELETE" })
    expect(cleared.status).toBe(204)
    expect(await fetchMailbox(c.mailboxUrl)).toEqual([])
  })

  it("shows a readable page with the code and link, escaping what the mail says", async () => {
    const c = await start()
    await send(c, { to: "ada@example.com", subject: "<script>alert(1)</script>", text: "Your code is 246810. http://127.0.0.1:4000/x?a=1&b=2" })
    const response = await fetch(c.mailboxUrl)
    expect(response.headers.get("content-type")).toContain("text/html")
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
    const page = await response.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<strong data-testid="mailbox-otp">246810</strong>')
    expect(page).toContain('href="http://127.0.0.1:4000/x?a=1&amp;b=2"')
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(page).not.toContain("<script>")
  })

  it("keeps only the last N mails", async () => {
    const c = await start({ maxMessages: 2 })
    for (const code of ["111111", "222222", "333333"]) await send(c, { to: "ada@example.com", subject: "code", text: code })
    expect((await fetchMailbox(c.mailboxUrl)).map((m) => m.otp)).toEqual(["333333", "222222"])
  })

  it("refuses a message over the size limit and keeps nothing of it", async () => {
    const c = await start({ maxMessageBytes: 4096 })
    await expect(send(c, { to: "ada@example.com", subject: "big", text: "x".repeat(20_000) })).rejects.toThrow()
    expect(await fetchMailbox(c.mailboxUrl)).toEqual([])
  })

  it("finds a code only where it stands alone", () => {
    expect(otpOf("Your code: 012345.")).toBe("012345")
    expect(otpOf("0x1234567 and 1234567 and http://127.0.0.1:123456/")).toBeUndefined()
    expect(otpOf("port 127.0.0.1:40123 then 987654")).toBe("987654")
    expect(linksOf("see <http://a.test/x> and https://b.test/y).")).toEqual(["http://a.test/x", "https://b.test/y"])
  })
})
