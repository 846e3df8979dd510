/**
 * The README's vanilla example in Chromium (issue 27), as check.mjs's host bundled it from the packed tarball
 * (`out/vanilla`, esbuild): the page loads with the demo wallet installed as an extension's would be, the visitor
 * clicks `<walletport-button>`, picks the demo wallet in the modal and approves once; the example's own
 * `subscribeAccount` then puts the address in the page's title, and the button shows the account.
 * Nothing but the page is reached: the demo wallet answers the connect itself, on mainnet (the example's network).
 * With `connectors`, the README's own wallet list instead (`out/connectors`, connectorList.mjs): the demo wallet's
 * button in that list connects it, without the modal.
 * Usage: node scripts/run-ts.mjs test/package/vanillaBrowser.ts <host dir> [vanilla|connectors]
 */
import { readFile } from "node:fs/promises"
import { join, normalize } from "node:path"
import { build } from "esbuild"
import type { Page } from "playwright-core"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { projectRoot } from "../../dev/paths.js"
import { DEMO_WALLET_NAME, DEMO_WALLET_RDNS } from "../../dev/wallet/index.js"
import { launchChromium, newContext } from "../e2e/browser.js"

const ORIGIN = "http://walletport-vanilla-host.test"
/** The example's first network, which the demo wallet says it is on (so the connect needs no switch). */
const MAINNET = 1
/** The demo wallet's account (anvil account 0). */
const ADDRESS = ANVIL_ACCOUNTS[0]?.address

/** How each example's page starts a connect: the README's button and the modal's row, or the host's own list. */
const EXAMPLES = {
  vanilla: async (page: Page) => {
    await page.locator("walletport-button").getByRole("button").click()
    await page.getByTestId(`wallet-${DEMO_WALLET_RDNS}`).click()
  },
  connectors: (page: Page) => page.getByRole("listitem").getByRole("button", { name: DEMO_WALLET_NAME }).click()
} as const
const [dir, example = "vanilla"] = process.argv.slice(2)
if (dir === undefined || ADDRESS === undefined || !(example === "vanilla" || example === "connectors")) {
  throw new Error("usage: vanillaBrowser.ts <host dir> [vanilla|connectors]")
}

/** The demo wallet (a test double, from our sources), in the page before the app. Its RPC is never reached here. */
const demoWalletScript = async (): Promise<string> => {
  const wallet = await build({
    stdin: {
      contents: `import { installDemoWallet } from "./dev/wallet/index.ts"; installDemoWallet(${JSON.stringify({ rpcUrl: `${ORIGIN}/rpc`, chainId: MAINNET })})`,
      resolveDir: projectRoot(),
      loader: "ts"
    },
    bundle: true,
    format: "iife",
    write: false,
    logLevel: "warning"
  })
  return wallet.outputFiles[0]?.text ?? ""
}

/** The visitor's path: the example's way to the demo wallet, one approval. */
const visit = async (page: Page) => {
  await page.goto(`${ORIGIN}/`)
  await EXAMPLES[example](page)
  const prompt = page.getByTestId("demo-wallet-prompt")
  await prompt.waitFor({ state: "visible" })
  const method = await prompt.getAttribute("data-method")
  if (method !== "eth_requestAccounts") throw new Error(`${example} host: the wallet prompted for ${method}, not eth_requestAccounts`)
  await page.getByTestId("demo-wallet-approve").click()
  // The example's subscribeAccount writes the connected address into the title.
  await page.waitForFunction((address) => document.title === `My dapp (${address})`, ADDRESS)
  // The button shows the account (its shortened address), no longer the label.
  if (example === "vanilla") await page.waitForFunction(() => {
    const text = document.querySelector("walletport-button")?.shadowRoot?.querySelector("button")?.textContent ?? ""
    return text.startsWith("0x")
  })
}

const out = join(dir, `out/${example}`)
const walletScript = await demoWalletScript()
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My dapp</title><script src="/demo-wallet.js"></script></head><body><main><h1>My dapp</h1></main><script type="module" src="/${example}.js"></script></body></html>`
const browser = await launchChromium()
try {
  const context = await newContext(browser)
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url())
    // Only the page: walletport's hosted services and public RPCs are not part of this check.
    if (url.origin !== ORIGIN) return route.abort()
    if (url.pathname === "/") return route.fulfill({ contentType: "text/html", body: html })
    if (url.pathname === "/demo-wallet.js") return route.fulfill({ contentType: "text/javascript", body: walletScript })
    const file = normalize(join(out, url.pathname))
    if (!file.startsWith(out)) return route.abort()
    return readFile(file, "utf8").then(
      (body) => route.fulfill({ contentType: "text/javascript", body }),
      () => route.fulfill({ status: 404, body: "" })
    )
  })
  const page = await context.newPage()
  const said: Array<string> = []
  const uncaught: Array<string> = []
  page.on("console", (message) => said.push(`${message.type()}: ${message.text()}`))
  page.on("pageerror", (error) => uncaught.push(error.message))
  await visit(page).catch(async (error: unknown) => {
    const screenshot = join(dir, `${example}-failure.png`)
    await page.screenshot({ path: screenshot }).catch(() => undefined)
    throw new Error(`${error instanceof Error ? error.message : String(error)}\npage console:\n${said.join("\n")}\nscreenshot: ${screenshot}`)
  })
  if (uncaught.length > 0) throw new Error(`${example} host: uncaught errors in the page:\n${uncaught.join("\n")}`)
  console.log(`  ${example} host: the README's ${example === "vanilla" ? "<walletport-button> opened the modal and" : "own wallet list"} connected the demo wallet (${ADDRESS})`)
} finally {
  await browser.close()
}
