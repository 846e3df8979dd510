/**
 * The bench's WalletConnect QR part alone (step 7 of `npm run bench`): `node scripts/run-ts.mjs bench/qr-cli.ts
 * --runs N` (default 5) starts the offline stack, prints the table and the budgets; writes nothing.
 * `--production`: the demo minified with React's production build (what a visitor runs) instead of the dev build.
 * `--only NAME[,NAME]`: those visitors alone (qrSpeed.ts QR_SCENARIOS names, e.g. `alone-at-once`), for a targeted before/after.
 */
import { renderBudgets } from "./report.js"
import { measureQrSpeed, QR_SCENARIOS } from "./walletconnect/qrSpeed.js"
import { qrBudgets, renderQrTable } from "./walletconnect/report.js"

const index = process.argv.indexOf("--runs")
const runs = Math.max(1, Number(index === -1 ? 5 : process.argv[index + 1]) || 5)
const production = process.argv.includes("--production")
const onlyIndex = process.argv.indexOf("--only")
const only = onlyIndex === -1 ? undefined : (process.argv[onlyIndex + 1] ?? "").split(",")
const scenarios = only === undefined ? QR_SCENARIOS : QR_SCENARIOS.filter((scenario) => only.includes(scenario.name))
if (scenarios.length === 0) throw new Error(`bench/qr-cli: no visitor named ${only?.join(", ")} (${QR_SCENARIOS.map((scenario) => scenario.name).join(", ")})`)
const figures = await measureQrSpeed({ runs, production, scenarios, log: (line) => process.stdout.write(`${line}\n`) })
process.stdout.write(`\n${renderQrTable(figures)}\n\nbudgets (goals, not gates):\n${renderBudgets(qrBudgets(figures))}\n`)
