/**
 * Hydration of a returning visitor on the packed tarball (issue 8): the host app that check.mjs installed
 * from the tarball, server-rendered (out/server.html) and bundled for the browser (out/browser), hydrated in
 * Chromium with a stored connection in localStorage. Any console error (React reports a hydration mismatch
 * there, as minified error #418 in production builds) or a first button text other than the server's fails.
 * Usage: node scripts/run-ts.mjs test/package/hydrate.ts <host dir> <label>
 */
import { readFile } from "node:fs/promises"
import { join, normalize } from "node:path"
import { RETURNING_VISITOR } from "./returningVisitor.js"
import { launchChromium, newContext } from "../e2e/browser.js"

const ORIGIN = "http://walletport-host.test"
const [dir, label = "host"] = process.argv.slice(2)
if (dir === undefined) throw new Error("usage: hydrate.ts <host dir> <label>")

const serverHtml = await readFile(join(dir, "out/server.html"), "utf8")
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head><body><div id="root">${serverHtml}</div><script type="module" src="/client.js"></script></body></html>`

const browser = await launchChromium()
try {
  const context = await newContext(browser)
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== ORIGIN) return route.abort()
    if (url.pathname === "/") return route.fulfill({ contentType: "text/html", body: page })
    const file = normalize(join(dir, "out/browser", url.pathname))
    if (!file.startsWith(join(dir, "out/browser"))) return route.abort()
    return readFile(file, "utf8").then(
      (body) => route.fulfill({ contentType: "text/javascript", body }),
      () => route.fulfill({ status: 404, body: "" })
    )
  })
  await context.addInitScript(RETURNING_VISITOR)
  const tab = await context.newPage()
  const errors: Array<string> = []
  tab.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  tab.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  await tab.goto(`${ORIGIN}/`)
  // The stored session shows once hydration is done.
  await tab.waitForFunction(() => (Reflect.get(window, "__buttonTexts") ?? []).includes("Connecting…"))
  const texts: ReadonlyArray<string> = await tab.evaluate(() => Reflect.get(window, "__buttonTexts"))
  if (texts[0] !== "Connect Wallet") throw new Error(`${label}: the first button text was ${JSON.stringify(texts[0])}, not the server's "Connect Wallet"`)
  if (errors.length > 0) throw new Error(`${label}: console errors while hydrating a returning visitor:\n${errors.join("\n")}`)
  console.log(`  ${label}: hydrated a returning visitor with no error (button: ${texts.join(" → ")})`)
} finally {
  await browser.close()
}
