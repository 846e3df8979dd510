// The mailbox's JSON (GET /dev/mailbox/messages): one schema for the mail catcher that serves it and for the
// tests that read OTPs and device links from it.
import * as Schema from "effect/Schema"

export const CapturedMail = Schema.Struct({
  id: Schema.String,
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: Schema.Array(Schema.String),
  from: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  html: Schema.optional(Schema.String),
  receivedAt: Schema.Number,
  /** The first stand-alone 6-digit number of the text: the one-time code, when the mail carries one. */
  otp: Schema.optional(Schema.String),
  /** The http(s) links of the text (a device-approval link, when the mail carries one). */
  links: Schema.Array(Schema.String)
})
export interface CapturedMail extends Schema.Schema.Type<typeof CapturedMail> {}

export const MailboxMessages = Schema.Struct({ messages: Schema.Array(CapturedMail) })

export const MAILBOX_PATH = "/dev/mailbox"
export const MAILBOX_MESSAGES_PATH = `${MAILBOX_PATH}/messages`
export const MAILBOX_CLEAR_PATH = `${MAILBOX_PATH}/clear`

/** The mails kept by the catcher at `mailboxUrl`, newest first, only those to `to` when given. */
export const fetchMailbox = async (mailboxUrl: string, to?: string): Promise<ReadonlyArray<CapturedMail>> => {
  const url = new URL(MAILBOX_MESSAGES_PATH, mailboxUrl)
  if (to !== undefined) url.searchParams.set("to", to)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`)
  return Schema.decodeUnknownSync(MailboxMessages)(await response.json()).messages
}
