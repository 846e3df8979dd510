/**
 * The Next.js host's production build (nextHost.mjs) in Chromium: the page served by `next start` loads with
 * no console error, the README's button renders, a click opens the modal, and the core takes over from the
 * instant-open preview with the data plane built (the wallet list comes through the explorer), still with
 * no error logged. Usage: node scripts/run-ts.mjs test/package/nextBrowser.ts <origin> <label>
 */
import { launchChromium, newContext } from "../e2e/browser.js"

const [origin, label = "Next.js host"] = process.argv.slice(2)
if (origin === undefined) throw new Error("usage: nextBrowser.ts <origin> <label>")

/** Effect's default logger writes logfmt lines through console.log: an ERROR there is an error too. */
const isError = (type: string, text: string): boolean => type === "error" || /\blevel=(ERROR|FATAL)\b/.test(text)
/** Chromium's own line for a request the closed network refused (our route aborts it): not the page's error. */
const isRefusedElsewhere = (text: string, url: string): boolean => text.startsWith("Failed to load resource") && !url.startsWith(`${origin}/`)

const browser = await launchChromium()
try {
  const context = await newContext(browser)
  // A closed network: only the host's own server answers.
  await context.route("**/*", (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort()))
  const page = await context.newPage()
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (isError(message.type(), message.text()) && !isRefusedElsewhere(message.text(), message.location().url)) errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  await page.goto(`${origin}/`)
  const button = page.getByTestId("connect-button")
  await button.waitFor({ state: "visible" })
  const text = await button.textContent()
  if (text !== "Connect Wallet") throw new Error(`${label}: the button reads ${JSON.stringify(text)}, not "Connect Wallet"`)
  // The first open checks the page's origin through the explorer, a second later: its request is the sign
  // that the data plane (API, explorer, analytics, built in one effect) was built. The network is closed, so
  // the request fails, which the modal treats as "no list", silently.
  const originCheck = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith("/projects/v1/origins"))
  originCheck.catch(() => undefined) // awaited below, once the modal is up
  await button.click()
  await page.locator("[role=dialog]").waitFor({ state: "visible" })
  // The core's own modal (the preview gone).
  await page.locator("[data-walletport-preview]").waitFor({ state: "detached" })
  await originCheck.catch((error: unknown) => {
    throw new Error(`${label}: the data plane never asked the explorer for the origins list (${String(error)}); console errors:\n${errors.join("\n")}`)
  })
  // The page at rest: whatever the core logs about the failed request has been logged.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))))
  if (errors.length > 0) throw new Error(`${label}: console errors:\n${errors.join("\n")}`)
  console.log(`  ${label}: "Connect Wallet" rendered, the modal opened, the core took over and built its data plane, no console error`)
} finally {
  await browser.close()
}
