// The README's host app, server-rendered with renderToString in Node (as the package smoke test does) and
// hydrated in Chromium with the package's client fixture (hydrateRoot) for a returning visitor: a stored
// connection in localStorage before the page loads. Any React hydration error on the console fails it.
import { build } from "esbuild"
import { mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"
import { announcedWallet, README_PROJECT_ID, RETURNING_VISITOR } from "../package/returningVisitor.js"
import { encodeSessionCookie, sessionCookieName } from "../../schemas/ssr/sessionCookie.js"
import { launchChromium, screenshot } from "./browser.js"
import { bundleHostPage, hostModules, openHostPage, readme, walletportFromSource } from "./hostPage.js"

let browser: Browser | undefined
let files: ReadonlyMap<string, string> = new Map()
let serverHtml = ""

/** The README host app rendered by react-dom/server in this Node process (no window, no localStorage). */
const renderOnServer = async (app: string): Promise<string> => {
  const server: { readonly html: () => string } = await importServerModule(
    `import { renderToString } from "react-dom/server"\nimport { App } from "./App.js"\nexport const html = () => renderToString(<App />)\n`,
    { "App.tsx": app }
  )
  return server.html()
}

/** A server entry built for Node with the host's modules beside it, evaluated here; returns its `render`. */
const buildServer = async (
  entry: string,
  modules: Readonly<Record<string, string>>
): Promise<(cookie: string) => { readonly html: string; readonly initialState: unknown }> =>
  (await importServerModule<{ readonly render: (cookie: string) => { readonly html: string; readonly initialState: unknown } }>(entry, modules)).render

/** Bundles `entry` for Node (walletport from source) and imports it. */
const importServerModule = async <M>(entry: string, modules: Readonly<Record<string, string>>): Promise<M> => {
  const result = await build({
    stdin: {
      contents: entry,
      loader: "tsx",
      resolveDir: projectRoot(),
      sourcefile: "server-entry.tsx"
    },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"development"' },
    plugins: [walletportFromSource, hostModules(modules)],
    logLevel: "warning"
  })
  const dir = join(projectRoot(), ".tmp", "hydration")
  await mkdir(dir, { recursive: true })
  const file = join(dir, `server-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`)
  await writeFile(file, result.outputFiles[0]?.text ?? "")
  try {
    return await import(pathToFileURL(file).href)
  } finally {
    await rm(file, { force: true })
  }
}

beforeAll(async () => {
  const app = await readme("host app")
  const client = await readFile(join(projectRoot(), "test/package/host/client.tsx"), "utf8")
  ;[serverHtml, files, browser] = await Promise.all([
    renderOnServer(app),
    // Development React: its hydration errors name the mismatch.
    bundleHostPage(client, { "App.tsx": app }),
    launchChromium()
  ])
})

afterAll(async () => {
  await browser?.close()
})

describe("server render, then hydration for a returning visitor", () => {
  it("hydrates the server's Connect Wallet without a mismatch, then shows the stored session connecting", async () => {
    if (browser === undefined) throw new Error("no browser")
    expect(serverHtml).toContain("Connect Wallet")
    const { page, errors } = await openHostPage(browser, files, { body: `<div id="root">${serverHtml}</div>`, width: 1280, beforeLoad: RETURNING_VISITOR })
    // The stored session is picked up after hydration.
    await expect.poll(() => page.evaluate(() => Reflect.get(window, "__buttonTexts"))).toContain("Connecting…")
    const texts: ReadonlyArray<string> = await page.evaluate(() => Reflect.get(window, "__buttonTexts"))
    expect(texts[0]).toBe("Connect Wallet")
    expect(errors.filter((error) => /hydrat|did not match|didn't match|#418|#423|#425/i.test(error))).toEqual([])
    expect(errors).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Issue 27: the cookie's initial state. The server renders the address (cookieToInitialState), the client
// hydrates the same tree without a mismatch, then the core restores the session from the page's wallet, or,
// when the wallet no longer authorises the page, the button goes back to "Connect Wallet".
// ---------------------------------------------------------------------------------------------

const SSR_ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const SSR_LABEL = "0xf39F…2266"

/** The App Router pattern in one module: the options shared by server and client, the providers, the page. */
const SSR_APP = `
import { ConnectButton, createWalletport, useAccount, WalletportSsrProvider } from "walletport/react"
import type { WalletportInitialState } from "walletport/ssr"
import { arbitrum, evmAdapter, mainnet } from "walletport/evm"

export const options = {
  projectId: ${JSON.stringify(README_PROJECT_ID)},
  ssr: true,
  adapters: [evmAdapter()],
  networks: [mainnet, arbitrum],
  metadata: { name: "SSR host", description: "", url: "http://walletport-host.test", icons: [] }
}
const walletport = createWalletport(options)

function Address() {
  const account = useAccount()
  return <p data-testid="address">{account.isConnected ? account.address : "none"}</p>
}

export const App = (props: { readonly initialState: WalletportInitialState | undefined }) => (
  <WalletportSsrProvider instance={walletport} initialState={props.initialState}>
    <ConnectButton />
    <Address />
  </WalletportSsrProvider>
)
`
const SSR_SERVER = `
import { renderToString } from "react-dom/server"
import { cookieToInitialState } from "walletport/ssr"
import { App, options } from "./App.js"
export const render = (cookie: string) => {
  const initialState = cookieToInitialState(options, cookie)
  return { html: renderToString(<App initialState={initialState} />), initialState }
}
`
const SSR_CLIENT = `
import { hydrateRoot } from "react-dom/client"
import { App } from "./App.js"
const root = document.getElementById("root")
if (root !== null) hydrateRoot(root, <App initialState={Reflect.get(window, "__initialState")} />)
`

describe("server render from the session cookie, then hydration and restore (issue 27)", () => {
  let ssrFiles: ReadonlyMap<string, string> = new Map()
  let rendered: { readonly html: string; readonly initialState: unknown } = { html: "", initialState: undefined }
  let cookie = ""

  beforeAll(async () => {
    // What the last visit left: the account on Ethereum.
    cookie = `${sessionCookieName(README_PROJECT_ID)}=${
      encodeSessionCookie([{
        namespace: "eip155",
        caipAddress: `eip155:1:${SSR_ADDRESS}`,
        address: SSR_ADDRESS,
        caipNetworkId: "eip155:1",
        connector: { id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" }
      }])
    }`
    const server = await buildServer(SSR_SERVER, { "App.tsx": SSR_APP })
    rendered = server(cookie)
    ssrFiles = await bundleHostPage(SSR_CLIENT, { "App.tsx": SSR_APP })
  })

  const open = (wallet: string) => {
    if (browser === undefined) throw new Error("no browser")
    const state = `<script>window.__initialState = ${JSON.stringify(rendered.initialState)}</script>`
    // The browser holds the same cookie the server read (localStorage the stored connection, as before).
    const beforeLoad = `document.cookie = ${JSON.stringify(`${cookie}; Path=/`)};\n${RETURNING_VISITOR}${wallet}`
    return openHostPage(browser, ssrFiles, { body: `${state}<div id="root">${rendered.html}</div>`, width: 1280, beforeLoad })
  }
  const mismatches = (errors: ReadonlyArray<string>) => errors.filter((error) => /hydrat|did not match|didn't match|#418|#423|#425/i.test(error))

  it("the server's HTML shows the address, hydration agrees, and the wallet's session restores", async () => {
    expect(rendered.html).toContain(SSR_LABEL)
    expect(rendered.html).toContain(SSR_ADDRESS)
    expect(rendered.html).not.toContain("Connect Wallet")
    const { page, errors } = await open(announcedWallet([SSR_ADDRESS]))
    // The core restored the session from the wallet, now on Arbitrum, and wrote that to the cookie.
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain(encodeURIComponent(`eip155:42161:${SSR_ADDRESS}`))
    await expect.poll(() => page.getByTestId("connect-button").textContent()).toBe(SSR_LABEL)
    await expect.poll(() => page.getByTestId("address").textContent()).toBe(SSR_ADDRESS)
    const texts: ReadonlyArray<string> = await page.evaluate(() => Reflect.get(window, "__buttonTexts"))
    // From the server's HTML on, the button never said "Connect Wallet" nor "Connecting…".
    expect(texts).toEqual([SSR_LABEL])
    expect(mismatches(errors)).toEqual([])
    expect(errors).toEqual([])
    await screenshot(page, "hydration-ssr-restored-1280")
    await page.context().close()
  })

  it("goes back to Connect Wallet when the wallet no longer authorises the page", async () => {
    const { page, errors } = await open(announcedWallet([]))
    await expect.poll(() => page.getByTestId("connect-button").textContent()).toBe("Connect Wallet")
    const texts: ReadonlyArray<string> = await page.evaluate(() => Reflect.get(window, "__buttonTexts"))
    expect(texts[0]).toBe(SSR_LABEL)
    await expect.poll(() => page.getByTestId("address").textContent()).toBe("none")
    // The cookie went with the session: the next server render says "Connect Wallet".
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain("walletport.session")
    expect(mismatches(errors)).toEqual([])
    await page.context().close()
  })
})
