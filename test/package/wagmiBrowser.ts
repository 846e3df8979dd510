/**
 * The wagmi host in Chromium (issue 24): the README's wagmi example, installed from the packed tarball by
 * wagmiHost.mjs, pointed at the dev stack's anvil and ERC-20, bundled with esbuild and opened beside the demo
 * wallet. Connects through walletport's modal (wagmi's connect; one prompt), sends the transfer with
 * `useWriteContract`, checks the new balance in the page (`useReadContract`) and on chain, then reloads:
 * wagmi reconnects from walletport's stored session with no prompt.
 * Usage: node scripts/run-ts.mjs test/package/wagmiBrowser.ts <host dir>
 */
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { join, normalize } from "node:path"
import { build } from "esbuild"
import type { Page } from "playwright-core"
import { erc20Abi, formatUnits, parseUnits } from "viem"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { type DeployedToken, localPublicClient } from "../../dev/data-server/deploy.js"
import { projectRoot } from "../../dev/paths.js"
import { type DevStack, startDevStack } from "../../dev/stack.js"
import { DEMO_WALLET_RDNS } from "../../dev/wallet/index.js"
import { launchChromium, newContext, SCREENSHOT_DIR } from "../e2e/browser.js"

const ORIGIN = "http://walletport-wagmi-host.test"
/**
 * anvil, as the page reaches it: through the page's own origin (Chromium lets no public origin, as this
 * made-up one counts, fetch from loopback), forwarded to the dev stack's port by the route below.
 */
const RPC_URL = `${ORIGIN}/rpc`
/** What the README example names as its chain's RPC and its token, replaced with the dev stack's. */
const EXAMPLE_RPC_URL = "http://127.0.0.1:8545"
const EXAMPLE_TOKEN = /const TOKEN: Address = "(0x[0-9a-fA-F]{40})"/
/** The example's recipient (anvil account 1) and amount; the sender is the demo wallet's (account 0). */
const RECIPIENT = ANVIL_ACCOUNTS[1]?.address
const SENDER = ANVIL_ACCOUNTS[0]?.address
const SENT = "1.5"

const [dir] = process.argv.slice(2)
if (dir === undefined || RECIPIENT === undefined || SENDER === undefined) throw new Error("usage: wagmiBrowser.ts <host dir>")

/** The example as written, pointed at this run's anvil port and token, bundled as the host would for production. */
const bundleHost = async (stack: DevStack, token: DeployedToken) => {
  const example = await readFile(join(dir, "App.tsx"), "utf8")
  if (!example.includes(EXAMPLE_RPC_URL) || !EXAMPLE_TOKEN.test(example)) throw new Error("wagmi host: the example no longer names its RPC URL and TOKEN")
  await writeFile(join(dir, "App.tsx"), example.replaceAll(EXAMPLE_RPC_URL, RPC_URL).replace(EXAMPLE_TOKEN, `const TOKEN: Address = "${token.address}"`))
  await build({
    entryPoints: [join(dir, "client.tsx")],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    jsx: "automatic",
    outdir: join(dir, "out/wagmi"),
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning"
  })
}

/** The demo wallet (a test double, from our sources), in the page before the app as an extension's would be. */
const demoWalletScript = async (stack: DevStack): Promise<string> => {
  const wallet = await build({
    stdin: {
      contents: `import { installDemoWallet } from "./dev/wallet/index.ts"; installDemoWallet(${JSON.stringify({ rpcUrl: RPC_URL, chainId: stack.chainId })})`,
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

/** Answers the demo wallet's next prompt, which must be for `method`. */
const approve = async (page: Page, method: string) => {
  const prompt = page.getByTestId("demo-wallet-prompt")
  await prompt.waitFor({ state: "visible" })
  const shown = await prompt.getAttribute("data-method")
  if (shown !== method) throw new Error(`wagmi host: the wallet prompted for ${shown}, not ${method}`)
  await page.getByTestId("demo-wallet-approve").click()
  await prompt.waitFor({ state: "detached" })
}

/** The visitor's path: connect through walletport's modal, send the tokens, see the balance wagmi reads again. */
const visit = async (page: Page, stack: DevStack, token: DeployedToken, step: (name: string) => void) => {
  const client = localPublicClient(stack.rpcUrl, stack.chainId)
  const balanceOf = (address: `0x${string}`) => client.readContract({ address: token.address, abi: erc20Abi, functionName: "balanceOf", args: [address] })
  const [held, before] = await Promise.all([balanceOf(SENDER), balanceOf(RECIPIENT)])
  step("connect through the modal")
  await page.goto(`${ORIGIN}/`)
  // wagmi's connect opens walletport's modal; the visitor picks the demo wallet there and approves once.
  await page.getByRole("button", { name: "Connect" }).click()
  await page.getByTestId(`wallet-${DEMO_WALLET_RDNS}`).click()
  await approve(page, "eth_requestAccounts")
  await page.getByText(SENDER).waitFor()
  await page.getByText(`Balance: ${formatUnits(held, token.decimals)}`).waitFor()
  // walletport's modal closes by itself once the wallet is connected (autoClose, on by default).
  await page.getByRole("dialog").waitFor({ state: "hidden" })
  step("the transfer")
  // The transfer: one prompt, then the receipt and the balance wagmi reads again.
  await page.getByRole("button", { name: `Send ${SENT}` }).click()
  await approve(page, "eth_sendTransaction")
  await page.getByText("Sent").waitFor()
  await page.getByText(`Balance: ${formatUnits(held - parseUnits(SENT, token.decimals), token.decimals)}`).waitFor()
  const after = await balanceOf(RECIPIENT)
  if (after - before !== parseUnits(SENT, token.decimals)) throw new Error(`wagmi host: the recipient's balance went from ${before} to ${after}`)
  // No prompt beyond the two answered (a second connect prompt would still be open).
  if ((await page.getByTestId("demo-wallet-prompt").count()) !== 0) throw new Error("wagmi host: the wallet shows another prompt")
  step("the reload (wagmi's reconnect)")
  // A returning visitor: wagmi's reconnect on load takes walletport's stored session, with no prompt.
  await page.reload()
  await page.getByText(`Balance: ${formatUnits(held - parseUnits(SENT, token.decimals), token.decimals)}`).waitFor()
  await page.getByText(SENDER).waitFor()
  if ((await page.getByTestId("demo-wallet-prompt").count()) !== 0) throw new Error("wagmi host: the wallet prompted on reload")
}

const stack = await startDevStack()
try {
  const token = stack.data.fixtures.tokens.find((t) => t.decimals === 6)
  if (token === undefined) throw new Error("wagmi host: the dev stack has no 6-decimal ERC-20")
  if (stack.chainId !== 31337) throw new Error(`wagmi host: the example's chain is anvil (31337), the dev stack's is ${stack.chainId}`)
  await bundleHost(stack, token)
  const walletScript = await demoWalletScript(stack)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wagmi host</title><script src="/demo-wallet.js"></script></head><body><div id="root"></div><script type="module" src="/client.js"></script></body></html>`

  const browser = await launchChromium()
  const context = await newContext(browser)
  try {
    const out = join(dir, "out/wagmi")
    await context.route("**/*", async (route) => {
      const url = new URL(route.request().url())
      // Only the page and anvil: walletport's hosted services are not part of this check.
      if (url.origin !== ORIGIN) return route.abort()
      if (url.pathname === "/rpc") return route.fulfill({ response: await route.fetch({ url: stack.rpcUrl }) })
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
    let at = ""
    await visit(page, stack, token, (name) => void (at = name)).catch(async (error: unknown) => {
      // What the page said and showed, for the one reading the failure (the host's folder is removed after the
      // check: the screenshot goes where the browser suite's go).
      await mkdir(SCREENSHOT_DIR, { recursive: true })
      const screenshot = join(SCREENSHOT_DIR, "FAILED-package-wagmi-host.png")
      await page.screenshot({ path: screenshot }).catch(() => undefined)
      throw new Error(`wagmi host, at ${at}: ${error instanceof Error ? error.message : String(error)}\npage console:\n${said.join("\n")}\nscreenshot: ${screenshot}`)
    })
    if (uncaught.length > 0) throw new Error(`wagmi host: uncaught errors in the page:\n${uncaught.join("\n")}`)
    console.log(`  wagmi host: connected through walletport's modal, sent ${SENT} ${token.symbol} with useWriteContract, read the balance back (page and chain), reconnected on reload`)
  } finally {
    // wagmi polls the RPC: a forward still in flight as the browser closes would throw outside the check.
    await context.unrouteAll({ behavior: "ignoreErrors" })
    await browser.close()
  }
} finally {
  await stack.stop()
}
