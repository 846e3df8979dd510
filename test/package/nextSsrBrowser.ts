/**
 * The App Router host of docs/ssr.md (nextSsrHost.mjs), served by `next start`: a request without a cookie gets
 * "Connect Wallet" in the server's HTML; a request carrying the session cookie (made by the library's own encoder,
 * schemas/ssr/sessionCookie.ts, as the core writes it after a connect) gets the truncated address. Then in
 * Chromium, a returning visitor (that cookie, the stored connection, an EIP-6963 wallet still authorising the
 * page, now on Arbitrum): the button's first text is the server's address and it never reads "Connect Wallet",
 * hydration logs nothing (React reports
 * a mismatch as minified error #418 in a production build), and the core restores the session and rewrites the
 * cookie with the wallet's chain. Usage: node scripts/run-ts.mjs test/package/nextSsrBrowser.ts <page URL> <label>
 */
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { encodeSessionCookie, sessionCookieName } from "../../schemas/ssr/sessionCookie.js"
import { announcedWallet, README_PROJECT_ID, RETURNING_VISITOR } from "./returningVisitor.js"
import { launchChromium, newContext } from "../e2e/browser.js"

const [pageUrl, label = "Next.js App Router host"] = process.argv.slice(2)
if (pageUrl === undefined) throw new Error("usage: nextSsrBrowser.ts <page URL> <label>")
const { origin } = new URL(pageUrl)

/** docs/ssr.md's options use the README's projectId, which names the cookie. */
const COOKIE_NAME = sessionCookieName(README_PROJECT_ID)
const COOKIE_VALUE = encodeSessionCookie([{
  namespace: "eip155",
  caipAddress: `eip155:1:${ANVIL_ACCOUNT_0_ADDRESS}`,
  address: ANVIL_ACCOUNT_0_ADDRESS,
  caipNetworkId: "eip155:1",
  connector: { id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" }
}])
/** The connected button's text for that account: the address truncated (the server knows no name or balance). */
const ADDRESS_LABEL = `${ANVIL_ACCOUNT_0_ADDRESS.slice(0, 6)}…${ANVIL_ACCOUNT_0_ADDRESS.slice(-4)}`
/** The wallet's chain in the browser (Arbitrum), which the restored session writes back to the cookie. */
const RESTORED = encodeURIComponent(`eip155:42161:${ANVIL_ACCOUNT_0_ADDRESS}`)

/** The connect button's text in server HTML (its markup, tags stripped); `undefined` when there is none. */
const buttonText = (html: string): string | undefined => {
  const button = /<button[^>]*data-testid="connect-button"[^>]*>([\s\S]*?)<\/button>/.exec(html)
  return button?.[1]?.replace(/<[^>]*>/g, "")
}

const serverButton = async (cookie: string | undefined): Promise<string | undefined> => {
  const response = await fetch(pageUrl, cookie === undefined ? {} : { headers: { cookie } })
  if (response.status !== 200) throw new Error(`${label}: GET ${pageUrl} answered ${response.status}`)
  return buttonText(await response.text())
}

const first = await serverButton(undefined)
if (first !== "Connect Wallet") throw new Error(`${label}: without a cookie the server's button reads ${JSON.stringify(first)}, not "Connect Wallet"`)
const returning = await serverButton(`other=1; ${COOKIE_NAME}=${COOKIE_VALUE}`)
if (returning !== ADDRESS_LABEL) throw new Error(`${label}: with the session cookie the server's button reads ${JSON.stringify(returning)}, not ${JSON.stringify(ADDRESS_LABEL)}`)

const browser = await launchChromium()
try {
  const context = await newContext(browser)
  // A closed network: only the host's own server answers.
  await context.route("**/*", (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort()))
  await context.addCookies([{ name: COOKIE_NAME, value: COOKIE_VALUE, url: origin }])
  await context.addInitScript(`${RETURNING_VISITOR}\n${announcedWallet([ANVIL_ACCOUNT_0_ADDRESS])}`)
  const page = await context.newPage()
  const errors: Array<string> = []
  page.on("console", (message) => {
    // Chromium's own line for a request the closed network refused is not the page's error.
    const refused = message.text().startsWith("Failed to load resource") && !message.location().url.startsWith(`${origin}/`)
    if (message.type() === "error" && !refused) errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  await page.goto(pageUrl)
  // The core restored the session from the wallet and wrote its chain to the cookie.
  await page.waitForFunction((restored) => document.cookie.includes(restored), RESTORED)
  await page.waitForFunction((text) => document.querySelector("[data-testid=connect-button]")?.textContent === text, ADDRESS_LABEL)
  const texts: ReadonlyArray<string> = await page.evaluate(() => Reflect.get(window, "__buttonTexts"))
  if (errors.length > 0) throw new Error(`${label}: console errors while hydrating (a mismatch is one):\n${errors.join("\n")}`)
  // The button starts from the server's address and never says "Connect Wallet" nor "Connecting…" (the client keeps
  // the server's address while the restored account's first balance loads).
  if (texts[0] !== ADDRESS_LABEL || texts.includes("Connect Wallet") || texts.includes("Connecting…")) throw new Error(`${label}: the button went ${texts.join(" → ")}, not from ${ADDRESS_LABEL} without "Connect Wallet" or "Connecting…"`)
  console.log(`  ${label}: server HTML "Connect Wallet" without a cookie, "${ADDRESS_LABEL}" with one; hydrated with no error, the session restored (cookie rewritten to Arbitrum); button: ${texts.join(" → ")}`)
} finally {
  await browser.close()
}
