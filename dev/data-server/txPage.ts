// GET /dev/explorer/tx/<hash>: the local block explorer's page of one anvil transaction (issue 23: Send's Sent screen
// links the network's explorer; offline, the demo's anvil names this one). Read from the chain, as a person reads it.
import { formatEther, type PublicClient } from "viem"
import { escapeHtml as escape } from "../html.js"

const isHash = (value: string): value is `0x${string}` => /^0x[0-9a-fA-F]{64}$/.test(value)

/** The page and its status: 404 for a hash anvil does not know. */
export const txPage = async (client: PublicClient, hash: string): Promise<{ readonly status: number; readonly html: string }> => {
  const page = (title: string, rows: ReadonlyArray<readonly [string, string]>) =>
    `<!doctype html><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px system-ui;margin:1rem}th{text-align:left;padding:4px 12px 4px 0;color:#555}td{font-family:ui-monospace,monospace;word-break:break-all}</style>
<h1>${escape(title)}</h1><table>${rows.map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(v)}</td></tr>`).join("")}</table>`
  if (!isHash(hash)) return { status: 404, html: page("Not a transaction hash", [["Hash", hash]]) }
  const [tx, receipt] = await Promise.all([
    client.getTransaction({ hash }).catch(() => undefined),
    client.getTransactionReceipt({ hash }).catch(() => undefined)
  ])
  if (tx === undefined) return { status: 404, html: page("Transaction not found", [["Hash", hash]]) }
  const status = receipt === undefined ? "Pending" : receipt.status === "success" ? "Success" : "Reverted"
  return {
    status: 200,
    html: page(`Transaction ${status}`, [
      ["Hash", hash],
      ["Status", status],
      ["Block", receipt === undefined ? "–" : String(receipt.blockNumber)],
      ["From", tx.from],
      ["To", tx.to ?? "–"],
      ["Value", `${formatEther(tx.value)} ETH`],
      ["Input", tx.input]
    ])
  }
}
