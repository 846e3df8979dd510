// The local onramp provider's checkout page (issue 25): a test card form that settles on the local chain.
import { escapeHtml } from "../html.js"
import { TEST_CARDS } from "./provider.js"

export interface CheckoutPage {
  readonly session: string
  readonly asset: string
  readonly network: string
  readonly address: string
  readonly amount: string
  readonly currency: string
}

/** The checkout for one session; `undefined` renders the "expired" page. */
export const checkoutPage = (p: CheckoutPage | undefined): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local Onramp — Buy crypto</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}
main{max-width:380px;margin:24px auto;padding:20px;background:#fff;border-radius:14px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:4px 0 12px;color:#444;overflow-wrap:anywhere}
label{display:block;margin:10px 0 4px;font-weight:600}input,select{width:100%;box-sizing:border-box;padding:10px;font:inherit;border:1px solid #888;border-radius:8px}
.row{display:flex;gap:8px}.row>*{flex:1}button{margin-top:16px;width:100%;padding:12px;font:inherit;font-weight:700;border:0;border-radius:10px;background:#0052ff;color:#fff;cursor:pointer}
button:disabled{opacity:.6}[role=alert]{color:#b00020;font-weight:600}.ok{color:#0a6b2e;font-weight:600}code{font-size:12px}
</style></head><body><main>
${p === undefined
  ? `<h1>Checkout expired</h1><p>Start again from the app.</p>`
  : `<h1>Buy ${escapeHtml(p.asset)}</h1>
<p>To <code>${escapeHtml(p.address)}</code> on ${escapeHtml(p.network)}</p>
<form id="checkout">
<input type="hidden" name="session" value="${escapeHtml(p.session)}">
<div class="row"><div><label for="amount">Amount</label><input id="amount" name="amount" inputmode="decimal" required value="${escapeHtml(p.amount)}"></div>
<div><label for="currency">Currency</label><select id="currency" name="currency">${["USD", "EUR"].map((c) => `<option${c === p.currency ? " selected" : ""}>${c}</option>`).join("")}</select></div></div>
<label for="card">Card number</label><input id="card" name="card" autocomplete="off" inputmode="numeric" required placeholder="${TEST_CARDS.approved.replace(/(\d{4})(?=\d)/g, "$1 ")}">
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="12/34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" placeholder="123" required></div></div>
<button type="submit" id="pay">Pay</button>
</form>
<p id="status" role="status" aria-live="polite"></p>
<script>
const form = document.getElementById("checkout"), status = document.getElementById("status"), pay = document.getElementById("pay")
form.addEventListener("submit", async (event) => {
  event.preventDefault()
  const data = Object.fromEntries(new FormData(form))
  pay.disabled = true
  status.className = ""; status.removeAttribute("role"); status.textContent = "Processing…"
  try {
    const res = await fetch("/dev/onramp/settle", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) })
    const result = await res.json()
    if (result.ok) {
      status.className = "ok"; status.textContent = "Purchase complete: " + result.amount + " " + result.asset + " sent (" + result.hash + "). You can close this window."
      form.hidden = true
    } else {
      status.setAttribute("role", "alert"); status.textContent = result.reason; pay.disabled = false
    }
  } catch (error) {
    status.setAttribute("role", "alert"); status.textContent = "The provider could not be reached."; pay.disabled = false
  }
})
</script>`}
</main></body></html>`
