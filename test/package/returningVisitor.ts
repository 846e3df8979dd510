/**
 * A returning visitor of the README's host app: what an earlier visit left in localStorage (a stored
 * connection, under the instance's scope), plus a recorder of every text the connect button shows, from
 * the server's HTML on. Run in the page before any script (Playwright's addInitScript). `announcedWallet`: the
 * wallet of that visit, still on the page.
 */
import { STORAGE_VERSION } from "../../schemas/constants.js"
import { STORAGE_VERSION_KEY, scopedStorageKey, storageKey } from "../../schemas/storage/keys.js"

/** The README example's projectId, which scopes its storage keys (issue 8). */
export const README_PROJECT_ID = "your-project-id"

export const RETURNING_VISITOR = `
  localStorage.setItem(${JSON.stringify(scopedStorageKey(STORAGE_VERSION_KEY, README_PROJECT_ID))}, ${JSON.stringify(JSON.stringify(STORAGE_VERSION))})
  localStorage.setItem(${JSON.stringify(scopedStorageKey(storageKey("connectedConnector/eip155"), README_PROJECT_ID))}, ${JSON.stringify(JSON.stringify({ id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" }))})
  window.__buttonTexts = []
  // A button the parser is still inside (nothing follows it in the document yet) is half a server render: under
  // load Chromium yields mid-button, and its text then read "" (or Next's streamed HTML is cut there).
  const parsed = (button) => {
    if (document.readyState !== "loading") return true
    for (let node = button; node !== null; node = node.parentNode) if (node.nextSibling !== null) return true
    return false
  }
  const record = () => {
    const button = document.querySelector("[data-testid=connect-button]")
    if (button === null || !parsed(button)) return
    // What a visitor reads: innerText leaves out the hidden label the connecting button keeps for its width.
    const text = button.innerText
    if (text !== window.__buttonTexts.at(-1)) window.__buttonTexts.push(text)
  }
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
  // The parser's end (before the page's deferred and module scripts run): the whole server render.
  document.addEventListener("readystatechange", record)
`

/** An EIP-6963 wallet "MetaMask" on the page, on Arbitrum, authorising the page (`accounts`) or not any more. */
export const announcedWallet = (accounts: ReadonlyArray<string>): string => `
  const provider = {
    request: async ({ method }) => {
      if (method === "eth_accounts") return ${JSON.stringify(accounts)}
      if (method === "eth_chainId") return "0xa4b1"
      throw Object.assign(new Error("unsupported"), { code: 4200 })
    },
    on() {}, removeListener() {}
  }
  const info = Object.freeze({ uuid: "7f1c5b9e-4d2a-4b7e-9c1d-2e3f4a5b6c7d", name: "MetaMask", rdns: "io.metamask",
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='8' height='8'/%3E" })
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }))
  window.addEventListener("eip6963:requestProvider", announce)
  announce()
`
