// attw's default profile on the packed tarball (issue 27 "attw and CommonJS"): walletport is ESM only, on
// purpose, and the README says so. This step holds the README to it: under the default profile every entry
// resolves (node10 through typesVersions, node16 from ESM, bundler), and the one problem attw reports is
// CJSResolvesToESM for node16 from CommonJS (a `require()` of an ES module: such a host uses `import()`).
// Anything else (a new problem, another resolution, an entry missing) fails the check.
// `await checkAttwDefault({ attw, tarball, cwd, entries })` from check.mjs.
import { spawnSync } from "node:child_process"
import { closeSync, openSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"

/** The only problem the default profile may report, and where. */
const ESM_ONLY = { kind: "CJSResolvesToESM", resolutionKind: "node16-cjs" }

/** The problems of attw's default-profile JSON that ESM only does not explain; empty when it says just that. */
export const unexplainedProblems = (report, entries) => {
  const problems = report.analysis?.problems ?? report.problems ?? []
  const unexplained = problems.filter((p) => p.kind !== ESM_ONLY.kind || p.resolutionKind !== ESM_ONLY.resolutionKind)
  const flagged = new Set(problems.filter((p) => p.kind === ESM_ONLY.kind).map((p) => p.entrypoint))
  const unflagged = entries.filter((entry) => !flagged.has(entry)).map((entry) => ({ kind: "NotFlaggedAsEsmOnly", entrypoint: entry }))
  return [...unexplained, ...unflagged]
}

export async function checkAttwDefault({ attw, tarball, cwd, entries }) {
  // attw exits 1 on any problem, the expected one included: read its JSON, not its exit code. Into a file:
  // attw exits before a pipe drains, and its report runs to hundreds of KiB.
  const out = join(cwd, "attw-default.json")
  const fd = openSync(out, "w")
  try {
    spawnSync(attw, [tarball, "--no-definitely-typed", "--format", "json"], { cwd, stdio: ["ignore", fd, "inherit"] })
  } finally {
    closeSync(fd)
  }
  const report = JSON.parse(await readFile(out, "utf8"))
  const unexplained = unexplainedProblems(report, entries)
  if (unexplained.length > 0) throw new Error(`attw (default profile): problems beyond ESM only:\n${JSON.stringify(unexplained, null, 2)}`)
  console.log(`  attw (default profile): ${entries.length} entries resolve under node10, node16 (ESM) and bundler; node16 from CommonJS is ESM only (dynamic import), as the README says`)
}
