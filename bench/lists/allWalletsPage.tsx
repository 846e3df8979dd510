// Bench page: the All Wallets list with 640 entries (16 pages of 40), as the modal renders it. Records the time
// of the first render commit and how many rows are in the DOM on window.__bench.
import { createRoot } from "react-dom/client"
import { flushSync } from "react-dom"
import type { ConnectorEntryProps } from "../../ui/views/WalletRow.js"
import { AllWalletsView } from "../../ui/views/AllWalletsView.js"

const ROWS = 640
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#4c6ef5"/></svg>')}`
const entries: ReadonlyArray<ConnectorEntryProps> = Array.from({ length: ROWS }, (_, i) => ({
  id: `explorer:${i.toString(16).padStart(64, "0")}`,
  type: "WALLET_CONNECT",
  name: `Wallet ${i + 1}${i % 7 === 0 ? " with a rather long name that gets cut" : ""}`,
  icon: ICON,
  namespaces: i % 3 === 0 ? ["eip155", "solana"] : ["eip155"],
  installed: i < 2,
  recent: i === 0
}))

const container = document.getElementById("root")
if (container === null) throw new Error("#root missing")
const start = performance.now()
flushSync(() =>
  createRoot(container).render(
    <div className="root" style={{ width: 360 }}>
      <AllWalletsView entries={entries} total={ROWS} query="" searched="" onQuery={() => {}} onSelect={() => {}} />
    </div>
  )
)
Reflect.set(window, "__bench", { renderMs: performance.now() - start, rows: ROWS, mounted: document.querySelectorAll("[data-testid=all-wallets-list] > li").length })
