// globalSetup of the browser tests (vitest.e2e.config.ts): builds, once and before the workers start, the .tmp
// caches every worker's dev stack reads (the PGlite template cluster, the ENS and the data server's compiled
// contracts). On a fresh clone each worker otherwise built all three itself, at the same time as the others
// (the first to finish wins; the rest is wasted CPU while the stacks start).
import { compiledContracts } from "../../dev/data-server/contracts.js"
import { pgliteTemplateDir } from "../../dev/embedded/pgliteTemplate.js"
import { ensArtifacts } from "../../dev/ens/compile.js"

export default async function warmCaches(): Promise<void> {
  await Promise.all([pgliteTemplateDir(), ensArtifacts(), compiledContracts()])
}
