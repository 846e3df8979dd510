/** Mail over SMTP (nodemailer). Local capture servers speak no TLS: ignoreTLS, no auth. */
import { createTransport } from "nodemailer"
import type { MailTransport } from "../options.js"

export const smtpMail = (o: { readonly host: string; readonly port: number; readonly from: string }): MailTransport => {
  const transport = createTransport({ host: o.host, port: o.port, secure: false, ignoreTLS: true })
  return {
    send: async (m) => {
      await transport.sendMail({ from: o.from, to: m.to, subject: m.subject, text: m.text, ...(m.html === undefined ? {} : { html: m.html }) })
    }
  }
}
