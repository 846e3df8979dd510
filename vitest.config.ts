import { defineConfig } from "vitest/config"

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    exclude: ["test/e2e/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
    poolOptions: { threads: { maxThreads: 2, minThreads: 1 } }
  }
})
