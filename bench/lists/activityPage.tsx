// Bench page: the Activity list with 1,000 transactions, as the Account panel renders it. Records the time
// of the first render commit and how many rows are in the DOM on window.__bench.
import { createRoot } from "react-dom/client"
import { flushSync } from "react-dom"
import type { Transaction } from "../../schemas/entities/Transaction.js"
import { ActivityList } from "../../ui/views/account/ActivityList.js"

const ROWS = 1000
const transactions: ReadonlyArray<Transaction> = Array.from({ length: ROWS }, (_, i) => ({
  id: `0x${i.toString(16).padStart(64, "0")}`,
  metadata: {
    operationType: i % 3 === 0 ? "send" : "receive",
    hash: `0x${i.toString(16).padStart(64, "0")}`,
    minedAt: new Date(Date.UTC(2026, 10, 24) - i * 6 * 3600_000).toISOString(),
    sentFrom: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    sentTo: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    status: i < 3 ? "pending" : "confirmed"
  },
  transfers: [{ direction: i % 3 === 0 ? "out" : "in", quantity: { numeric: String(i / 7) }, fungible_info: { symbol: "wUSD" } }]
}))

const container = document.getElementById("root")
if (container === null) throw new Error("#root missing")
const start = performance.now()
flushSync(() =>
  createRoot(container).render(
    <div style={{ width: 360 }}>
      <ActivityList transactions={transactions} hasMore={false} loading={false} explorerUrl="https://explorer.invalid" onMore={() => {}} />
    </div>
  )
)
Reflect.set(window, "__bench", { renderMs: performance.now() - start, rows: ROWS, mounted: document.querySelectorAll(".row").length })
