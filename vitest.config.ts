import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { slowRpcReport } from "./test/setup/slowRpcReport.js"
import { STATE_WAIT_TIMEOUT_MS } from "./test/setup/timeouts.js"

// Two projects over the unit files. Most run in Node without isolation: a worker keeps the modules it already
// loaded (Effect, viem, the schemas) for the next file, which takes most of "collect" off the phase; these files
// keep no state across files (stubbed globals are restored per file, vitest restores mocks between files).
// A file that asks for happy-dom (React roots, Testing Library's cleanup, the view registry's chunk cache) or
// mocks a module (a module another file already loaded would stay unmocked) runs alone in a fresh fork.
const ROOT = fileURLToPath(new URL(".", import.meta.url))
const NEEDS_ISOLATION = /@vitest-environment happy-dom|\bvi\.(mock|doMock)\(/
const EXCLUDE = ["test/e2e/**", "node_modules/**"]

const unitFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "e2e" ? [] : unitFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : []
  })
const isolated = unitFiles(join(ROOT, "test")).filter((file) => NEEDS_ISOLATION.test(readFileSync(join(ROOT, file), "utf8")))

export default defineConfig({
  esbuild: { jsx: "automatic" },
  plugins: [slowRpcReport()],
  // Vitest's file-duration cache (it starts the slowest files first) stays in this clone, not in node_modules.
  cacheDir: ".tmp/vite",
  test: {
    // A test's and a hook's timeout only guard against a hang; Testing Library's waitFor, vi.waitFor, vi.waitUntil
    // and expect.poll wait for a state with the browser tests' bound (test/setup/stateWaits.ts), never 1 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: STATE_WAIT_TIMEOUT_MS } },
    setupFiles: ["test/setup/stateWaits.ts", "test/setup/eventLoopStalls.ts"],
    pool: "threads",
    poolOptions: { threads: { maxThreads: 2, minThreads: 1, isolate: false }, forks: { maxForks: 2, minForks: 1 } },
    projects: [
      // groupOrder: one project after the other, so the two pools never run four workers on two cores.
      { extends: true, test: { name: "shared", sequence: { groupOrder: 0 }, environment: "node", include: ["test/**/*.test.ts", "test/**/*.test.tsx"], exclude: [...EXCLUDE, ...isolated] } },
      { extends: true, test: { name: "isolated", sequence: { groupOrder: 1 }, environment: "node", include: [...isolated], exclude: EXCLUDE, pool: "forks" } }
    ]
  }
})
