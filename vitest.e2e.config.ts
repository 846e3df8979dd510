import { defineConfig } from "vitest/config"
import { BROWSER_STATE_WAIT_MS } from "./test/setup/timeouts.js"

// Browser tests (test/e2e): each worker starts one dev stack (every part on an OS-chosen port, its scratch files
// in per-stack temporary directories) and one Chromium, shared by the files it runs one after the other
// (test/e2e/harness.ts): forks without isolation keep the harness module, and the runner stops both when the
// worker ends (test/setup/e2eRunner.ts). Workers share nothing, so they run side by side. A file leaves cores
// idle (it mostly waits on the browser and the chains), so two run at once on two cores. On a machine already saturated by others a second worker bought no wall time
// (834 s with one at load 16-21, 834 s with two at load 27-32) but lost none either; the count is not taken from
// the load average, which npm test's own unit phase leaves at the core count on a quiet two-core machine.
// E2E_WORKERS overrides the count.
const workers = Number(process.env["E2E_WORKERS"] ?? 2)

export default defineConfig({
  esbuild: { jsx: "automatic" },
  // Vitest's file-duration cache (it starts the slowest files first, so the last worker to finish is not left
  // alone with a long file) stays in this clone, apart from the unit config's: both configs would use the same
  // results.json, which each run writes back whole from what it read at its start, so a unit run and a browser
  // run at the same time would drop each other's durations.
  cacheDir: ".tmp/vite-e2e",
  test: {
    include: ["test/e2e/**/*.e2e.ts"],
    environment: "node",
    pool: "forks",
    poolOptions: { forks: { maxForks: workers, minForks: 1, isolate: false } },
    runner: "./test/setup/e2eRunner.ts",
    // The stacks' shared caches, built once before the workers start (test/setup/warmCaches.ts).
    globalSetup: ["test/setup/warmCaches.ts"],
    fileParallelism: workers > 1,
    sequence: { concurrent: false },
    // expect.poll, vi.waitFor and vi.waitUntil wait for a state with the browser bound, as Playwright's waits do
    // (test/e2e/browser.ts): their 1 s default, or the unit suite's 15 s, would turn a wait into a time bound on a
    // loaded machine. vi.waitFor/waitUntil read it from `provide` (test/setup/stateWaits.ts).
    expect: { poll: { timeout: BROWSER_STATE_WAIT_MS } },
    provide: { stateWaitMs: BROWSER_STATE_WAIT_MS },
    setupFiles: ["test/setup/stateWaits.ts"],
    // Guards against a hang, not bounds on speed, above one state wait's bound (45 s) several times over: under
    // a load average of 30 on two cores, send.e2e.ts's Solana flow (two transfers, each waited for as states)
    // passed 60 s with no wait failing. A test that waits longer in sequence gives its own.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000
  }
})
