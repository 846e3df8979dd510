// GET /dev/mailbox: the captured mails, newest first, as a plain accessible page (no script: the server's CSP
// forbids it). The one-time code and the links are pulled out on top of each mail; the text follows as sent.
import { escapeHtml as escape } from "../html.js"
import { type CapturedMail, MAILBOX_CLEAR_PATH } from "./mailbox.js"

const mailEntry = (mail: CapturedMail): string => {
  const time = new Date(mail.receivedAt).toISOString()
  const code = mail.otp === undefined ? "" : `<p class="otp">One-time code: <strong data-testid="mailbox-otp">${escape(mail.otp)}</strong></p>`
  const links = mail.links.length === 0
    ? ""
    : `<ul class="links">${mail.links.map((link) => `<li><a href="${escape(link)}" data-testid="mailbox-link">${escape(link)}</a></li>`).join("")}</ul>`
  return `<article aria-labelledby="m-${mail.id}">
<h2 id="m-${mail.id}">${escape(mail.subject || "(no subject)")}</h2>
<dl><dt>To</dt><dd>${escape(mail.to.join(", "))}</dd><dt>From</dt><dd>${escape(mail.from)}</dd><dt>Received</dt><dd><time datetime="${time}">${time}</time></dd></dl>
${code}${links}<pre>${escape(mail.text)}</pre>
</article>`
}

export const mailboxPage = (mails: ReadonlyArray<CapturedMail>): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>walletport dev mailbox (${mails.length})</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1a1a1a;background:#fff}
article{border-top:1px solid #767676;padding:.5rem 0 1rem}
h2{font-size:1.15rem;margin:.25rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:0 .75rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.otp strong{font:700 1.75rem/1.2 ui-monospace,monospace;letter-spacing:.15em}
a{color:#0645ad;overflow-wrap:anywhere}a:focus-visible,button:focus-visible{outline:3px solid #0645ad;outline-offset:2px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f3f3;padding:.5rem;margin:.5rem 0 0}
.bar{display:flex;gap:1rem;align-items:center}button{font:inherit;padding:.25rem .75rem}
</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p>Mail the wallet server sent on this machine (nothing leaves it). Newest first.</p>
<div class="bar"><a href="">Refresh</a><form method="post" action="${MAILBOX_CLEAR_PATH}"><button type="submit">Clear all</button></form></div>
${mails.length === 0 ? "<p>No mail yet.</p>" : mails.map(mailEntry).join("\n")}
</main></body></html>`
