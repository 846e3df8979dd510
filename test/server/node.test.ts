import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { SMTPServer } from "smtp-server"
import { simpleParser } from "mailparser"
import { listen, smtpMail, type MailMessage } from "../../server/index.js"
import { WALLET_API } from "../../schemas/walletServer/api.js"
import { HOST_ORIGIN, PROJECT_ID, PUBLIC_URL } from "./harness.js"
import { useHarness } from "./useHarness.js"

const h = useHarness()
let http: { readonly url: string; readonly close: () => Promise<void> }
beforeEach(async () => {
  http = await listen(h.server, { port: 0, host: "127.0.0.1" })
})
afterEach(async () => {
  await http.close()
})

describe("listen (node:http)", () => {
  it("serves the handler: the frame page, JSON bodies, and the peer address for the per-IP caps", async () => {
    const page = await fetch(`${http.url}/frame?origin=${encodeURIComponent(HOST_ORIGIN)}&projectId=${PROJECT_ID}`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-security-policy")).toContain(`frame-ancestors ${HOST_ORIGIN}`)
    const res = await fetch(`${http.url}${WALLET_API.emailStart}`, {
      method: "POST",
      headers: { origin: PUBLIC_URL, "content-type": "application/json" },
      body: JSON.stringify({ email: "net@example.com", projectId: PROJECT_ID, origin: HOST_ORIGIN })
    })
    expect(res.status).toBe(200)
    const ips = await h.sql.query<{ ip: string }>("SELECT ip FROM mail_events")
    expect(ips.rows.map((r) => r.ip.replace(/^::ffff:/, ""))).toEqual(["127.0.0.1"])
  })

  it("refuses a body larger than the API takes without calling the handler", async () => {
    const res = await fetch(`${http.url}${WALLET_API.emailStart}`, {
      method: "POST",
      headers: { origin: PUBLIC_URL, "content-type": "application/json" },
      body: JSON.stringify({ email: "x".repeat(70_000) })
    })
    expect(res.status).toBe(413)
    expect(h.mails).toHaveLength(0)
  })
})

describe("smtpMail", () => {
  it("sends over SMTP without TLS (a local capture server)", async () => {
    const received: Array<{ to: string; subject: string; text: string }> = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text
            received.push({ to: to ?? "", subject: mail.subject ?? "", text: mail.text ?? "" })
            done()
          })
          .catch(done)
      }
    })
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve))
    const address = smtp.server.address()
    const port = typeof address === "object" && address !== null ? address.port : 0
    try {
      const message: MailMessage = { to: "someone@example.com", subject: "123456 is your code", text: "Your code is 123456" }
      await smtpMail({ host: "127.0.0.1", port, from: "wallet@localhost" }).send(message)
      expect(received).toEqual([{ to: "someone@example.com", subject: "123456 is your code", text: "Your code is 123456\n" }])
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })
})
