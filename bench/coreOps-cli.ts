/**
 * `node scripts/run-ts.mjs bench/coreOps-cli.ts [--builds N]`: prints the Effect operations and fibers of an
 * instance's start with every adapter configured (bench/coreOps.ts), once per build (default 3).
 */
import { CORE_START_MAX_OPS, countCoreStart } from "./coreOps.js"

const argv = process.argv.slice(2)
const at = argv.indexOf("--builds")
const builds = Math.max(1, Number(at === -1 ? 3 : argv[at + 1]) || 3)
for (let n = 1; n <= builds; n++) {
  const { ops, fibers, ms } = await countCoreStart()
  process.stdout.write(`build ${n}: ${ops} Effect operations (budget ${CORE_START_MAX_OPS}), ${fibers} fibers, ${ms.toFixed(1)} ms\n`)
}
