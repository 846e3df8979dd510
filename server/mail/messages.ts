/** The mails the server sends. Each names the origin that asked (a visitor who did not ask there should ignore it). */
import { escapeHtml } from "../http/respond.js"
import type { MailMessage } from "../options.js"
import { DEVICE_LINK_TTL_MS, OTP_TTL_MS } from "../limits.js"

const minutes = (ms: number): number => Math.round(ms / 60_000)

const html = (paragraphs: ReadonlyArray<string>): string =>
  paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")

const message = (to: string, subject: string, paragraphs: ReadonlyArray<string>): MailMessage => ({
  to,
  subject,
  text: paragraphs.join("\n\n"),
  html: html(paragraphs)
})

export const loginCodeMail = (to: string, code: string, origin: string): MailMessage =>
  message(to, `${code} is your login code for ${origin}`, [
    `Your login code for ${origin} is ${code}`,
    `It expires in ${minutes(OTP_TTL_MS)} minutes. If you did not try to sign in at ${origin}, ignore this mail.`
  ])

export const deviceLinkMail = (to: string, link: string, origin: string, userAgent: string, at: number): MailMessage =>
  message(to, `Approve a new device for ${origin}`, [
    `A new device is signing in to your wallet at ${origin} (${userAgent || "unknown browser"}, ${new Date(at).toUTCString()}).`,
    `If this was you, approve it within ${minutes(DEVICE_LINK_TTL_MS)} minutes: ${link}`,
    `If it was not you, ignore this mail: without the approval the device gets nothing.`
  ])

export const emailUpdateCurrentMail = (to: string, code: string, newEmail: string, origin: string): MailMessage =>
  message(to, `${code} is your code to change your email at ${origin}`, [
    `Someone signed in to your wallet at ${origin} asked to change its email to ${newEmail}. Your code is ${code}`,
    `It expires in ${minutes(OTP_TTL_MS)} minutes. If this was not you, ignore this mail: the email stays as it is.`
  ])

export const emailUpdateNewMail = (to: string, code: string, origin: string): MailMessage =>
  message(to, `${code} is your code to confirm this email at ${origin}`, [
    `Your code to make this the email of your wallet at ${origin} is ${code}`,
    `It expires in ${minutes(OTP_TTL_MS)} minutes.`
  ])
