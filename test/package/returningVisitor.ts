/**
 * A returning visitor of the README's host app: what an earlier visit left in localStorage (a stored
 * connection, under the instance's scope), plus a recorder of every text the connect button shows, from
 * the server's HTML on. Run in the page before any script (Playwright's addInitScript).
 */
import { STORAGE_VERSION } from "../../schemas/constants.js"
import { STORAGE_VERSION_KEY, scopedStorageKey, storageKey } from "../../schemas/storage/keys.js"

/** The README example's projectId, which scopes its storage keys (issue 8). */
export const README_PROJECT_ID = "your-project-id"

export const RETURNING_VISITOR = `
  localStorage.setItem(${JSON.stringify(scopedStorageKey(STORAGE_VERSION_KEY, README_PROJECT_ID))}, ${JSON.stringify(JSON.stringify(STORAGE_VERSION))})
  localStorage.setItem(${JSON.stringify(scopedStorageKey(storageKey("connectedConnector/eip155"), README_PROJECT_ID))}, ${JSON.stringify(JSON.stringify({ id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" }))})
  window.__buttonTexts = []
  new MutationObserver(() => {
    const text = document.querySelector("[data-testid=connect-button]")?.innerText
    if (text !== undefined && text !== window.__buttonTexts.at(-1)) window.__buttonTexts.push(text)
  }).observe(document, { subtree: true, childList: true, characterData: true })
`
