// Diagnostic (vitest.config.ts's plugin): vitest's main process answers the workers' resolveId through this vite
// server's plugin container within birpc's 60 s bound. Writes to stderr any resolve that took 5 s or more and any
// stretch of 10 s or more the main process's event loop was held: beside a "Timeout calling resolveId", the line
// (or its absence) tells a slow resolve from a held main process from a held worker (test/setup/eventLoopStalls.ts).
import { performance } from "node:perf_hooks"
import type { Plugin } from "vite"

const SLOW_RESOLVE_MS = 5_000
const MAIN_STALL_MS = 10_000
const TICK_MS = 250

let watching = false
const watchMainLoop = (): void => {
  if (watching) return
  watching = true
  let last = performance.now()
  setInterval(() => {
    const now = performance.now()
    const stall = now - last - TICK_MS
    if (stall >= MAIN_STALL_MS) process.stderr.write(`[main-process stall] vitest's main event loop was held ${Math.round(stall)} ms\n`)
    last = now
  }, TICK_MS).unref()
}

export const slowRpcReport = (): Plugin => ({
  name: "walletport:slow-rpc-report",
  configureServer(server) {
    watchMainLoop()
    const container = server.pluginContainer
    const resolveId = container.resolveId.bind(container)
    container.resolveId = async (...args) => {
      const started = performance.now()
      try {
        return await resolveId(...args)
      } finally {
        const took = performance.now() - started
        if (took >= SLOW_RESOLVE_MS) process.stderr.write(`[slow resolveId] ${args[0]} from ${args[1] ?? "?"}: ${Math.round(took)} ms\n`)
      }
    }
  }
})
