import { defineConfig } from "vitest/config"

// Browser tests (test/e2e): each file starts its own dev stack (anvil + demo server) and Chromium, so files
// run one at a time in a single fork.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    include: ["test/e2e/**/*.e2e.ts"],
    environment: "node",
    pool: "forks",
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    sequence: { concurrent: false },
    // expect.poll waits for a state; its 1 s default would turn every poll into a time bound on a loaded machine.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000
  }
})
