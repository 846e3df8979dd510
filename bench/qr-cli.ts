/**
 * The bench's WalletConnect QR part alone (step 7 of `npm run bench`): `node scripts/run-ts.mjs bench/qr-cli.ts
 * --runs N` (default 5) starts the offline stack, prints the table and the budgets; writes nothing.
 * `--production`: the demo minified with React's production build (what a visitor runs) instead of the dev build.
 */
import { renderBudgets } from "./report.js"
import { measureQrSpeed } from "./walletconnect/qrSpeed.js"
import { qrBudgets, renderQrTable } from "./walletconnect/report.js"

const index = process.argv.indexOf("--runs")
const runs = Math.max(1, Number(index === -1 ? 5 : process.argv[index + 1]) || 5)
const production = process.argv.includes("--production")
const figures = await measureQrSpeed({ runs, production, log: (line) => process.stdout.write(`${line}\n`) })
process.stdout.write(`\n${renderQrTable(figures)}\n\nbudgets (goals, not gates):\n${renderBudgets(qrBudgets(figures))}\n`)
