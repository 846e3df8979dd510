// The offline stack's mail catcher (issue 21): an SMTP server on 127.0.0.1 that keeps the last mails the
// wallet server sends (OTPs, device links) in memory, and a small HTTP mailbox over them:
//   GET    /dev/mailbox                 the mails, newest first, as a page for a person (code and links visible)
//   GET    /dev/mailbox/messages?to=a@b  the same as JSON (tests), optionally for one recipient
//   DELETE /dev/mailbox/messages        forgets them all (POST /dev/mailbox/clear does the same for the page's form)
// Nothing is relayed anywhere. Bounded: message size, connections, mails kept.
import { randomUUID } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"
import { type CapturedMail, MAILBOX_CLEAR_PATH, MAILBOX_MESSAGES_PATH, MAILBOX_PATH } from "./mailbox.js"
import { mailboxPage } from "./mailboxPage.js"

export interface StartMailCaptureOptions {
  /** Mails kept (oldest dropped first); default 100. */
  readonly maxMessages?: number
  /** Largest accepted message in bytes; default 256 KiB. */
  readonly maxMessageBytes?: number
  readonly now?: () => number
}

export interface MailCapture {
  /** Where to send mail: SMTP without TLS or auth. */
  readonly smtp: { readonly host: "127.0.0.1"; readonly port: number }
  /** The mailbox page, e.g. http://127.0.0.1:40321/dev/mailbox */
  readonly mailboxUrl: string
  /** The mails kept, newest first; only those addressed to `to` when given (case-insensitive). */
  readonly messages: (to?: string) => ReadonlyArray<CapturedMail>
  readonly clear: () => void
  /** Stops both servers (open connections included). Idempotent. */
  readonly stop: () => Promise<void>
}

const MAX_SMTP_CLIENTS = 16

/** A 6-digit number standing alone (not part of a longer number, a hex string or a link). */
const OTP_PATTERN = /(?<![\w/.:-])(\d{6})(?![\w/-]|[.:]\w)/
const LINK_PATTERN = /https?:\/\/[^\s<>"')\]]+/g

export const otpOf = (text: string): string | undefined => OTP_PATTERN.exec(text)?.[1]
export const linksOf = (text: string): ReadonlyArray<string> => [...new Set(text.match(LINK_PATTERN) ?? [])]

const listen = (server: { listen(port: number, host: string, done: () => void): unknown }): Promise<void> =>
  new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))

/** Starts the SMTP catcher and its mailbox, each on an OS-chosen 127.0.0.1 port. */
export const startMailCapture = async (options: StartMailCaptureOptions = {}): Promise<MailCapture> => {
  const maxMessages = options.maxMessages ?? 100
  const maxBytes = options.maxMessageBytes ?? 256 * 1024
  const now = options.now ?? Date.now
  const kept: Array<CapturedMail> = [] // oldest first

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    size: maxBytes,
    maxClients: MAX_SMTP_CLIENTS,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream, { skipImageLinks: true, skipTextToHtml: true })
        .then((parsed) => {
          if (stream.sizeExceeded) return callback(Object.assign(new Error("message too large"), { responseCode: 552 }))
          const text = parsed.text ?? ""
          const otp = otpOf(text)
          kept.push({
            id: randomUUID(),
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
            subject: parsed.subject ?? "",
            text,
            ...(typeof parsed.html === "string" ? { html: parsed.html } : {}),
            receivedAt: now(),
            ...(otp === undefined ? {} : { otp }),
            links: linksOf(text)
          })
          kept.splice(0, Math.max(0, kept.length - maxMessages))
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    }
  })
  // A client that drops mid-message must not take the process down.
  smtp.on("error", () => {})

  const messages = (to?: string): ReadonlyArray<CapturedMail> => {
    const wanted = to?.trim().toLowerCase()
    return [...kept].reverse().filter((mail) => wanted === undefined || wanted === "" || mail.to.includes(wanted))
  }
  const clear = (): void => {
    kept.length = 0
  }

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1")
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}): void => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store", "x-content-type-options": "nosniff", ...headers })
      response.end(body)
    }
    if (request.method === "GET" && url.pathname === MAILBOX_PATH) {
      return send(200, "text/html; charset=utf-8", mailboxPage(messages()), { "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'" })
    }
    if (request.method === "GET" && url.pathname === MAILBOX_MESSAGES_PATH) {
      return send(200, "application/json", JSON.stringify({ messages: messages(url.searchParams.get("to") ?? undefined) }))
    }
    if (request.method === "DELETE" && url.pathname === MAILBOX_MESSAGES_PATH) {
      clear()
      return send(204, "text/plain", "")
    }
    if (request.method === "POST" && url.pathname === MAILBOX_CLEAR_PATH) {
      clear()
      return send(303, "text/plain", "", { location: MAILBOX_PATH })
    }
    send(404, "text/plain; charset=utf-8", "not found")
  })

  await listen(smtp.server)
  try {
    await listen(http)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const httpPort = (http.address() as AddressInfo).port

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> =>
    (stopping ??= Promise.all([
      new Promise<void>((resolve) => smtp.close(() => resolve())),
      new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      })
    ]).then(() => undefined))

  return { smtp: { host: "127.0.0.1", port: smtpPort }, mailboxUrl: `http://127.0.0.1:${httpPort}${MAILBOX_PATH}`, messages, clear, stop }
}
