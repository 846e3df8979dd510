/**
 * `npm run size`: measures our host pages (React and vanilla, with EVM + Solana, every adapter or none) and the
 * React floor against bench/size-budget.json. `npm run size -- --update` sets the per-host budgets to the current
 * sizes + ~5% and records the measurement (the React floor + 8 KiB and adapter allowances are kept).
 */
import { relative } from "node:path"
import { projectRoot } from "./paths.js"
import { budgetFile, budgetFor, describeSizes, measureHostPages, readBudget, sizeProblems, writeBudget } from "./size.js"

const argv = process.argv.slice(2)
const check = await measureHostPages()
process.stdout.write(`${describeSizes(check)}\n`)
if (argv.includes("--update")) {
  const previous = await readBudget().catch(() => undefined)
  const budget = budgetFor(check, previous)
  await writeBudget(budget)
  process.stdout.write(`wrote ${relative(projectRoot(), budgetFile())}: ${JSON.stringify(budget.hosts)}\n`)
} else {
  const budget = await readBudget()
  const problems = sizeProblems(check, budget)
  process.stdout.write(`budget (set on ${budget.measured.at}): ${JSON.stringify(budget.hosts)}\n`)
  process.stdout.write(problems.length === 0 ? "within budget\n" : `${problems.map((line) => `OVER: ${line}`).join("\n")}\n`)
  if (problems.length > 0) process.exitCode = 1
}
