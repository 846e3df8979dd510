/**
 * `npm run size`: measures our host page's initial chunk against bench/size-budget.json.
 * `npm run size -- --update` sets the budget to the current size + ~5% and records the measurement.
 */
import { relative } from "node:path"
import { budgetFile, budgetFor, describeSize, measureHostPage, readBudget, writeBudget } from "./size.js"
import { projectRoot } from "./paths.js"

const size = await measureHostPage()
process.stdout.write(`walletport host page: ${describeSize(size)}\n`)
if (size.uiInInitial.length > 0) process.stdout.write(`modal UI in the initial chunks: ${size.uiInInitial.join(", ")}\n`)
if (process.argv.includes("--update")) {
  const budget = budgetFor(size)
  await writeBudget(budget)
  process.stdout.write(`wrote ${relative(projectRoot(), budgetFile())}: initial brotli ≤ ${budget.initialBrotliMaxBytes} B\n`)
} else {
  const budget = await readBudget()
  const ok = size.initial.brotli <= budget.initialBrotliMaxBytes
  process.stdout.write(`budget: initial brotli ≤ ${budget.initialBrotliMaxBytes} B (set on ${budget.measured.at} at ${budget.measured.initial.brotli} B): ${ok ? "within" : "OVER"}\n`)
  if (!ok || size.uiInInitial.length > 0) process.exitCode = 1
}
