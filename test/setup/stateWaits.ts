// Setup file of both suites (vitest.config.ts, vitest.e2e.config.ts): a wait for a state gets the suite's bound
// (STATE_WAIT_TIMEOUT_MS; the browser suite provides BROWSER_STATE_WAIT_MS as stateWaitMs) unless the call sets its own. Testing Library's waitFor / findBy* and vitest's
// vi.waitFor / vi.waitUntil otherwise stop after 1 s, which a loaded machine turns into a time bound
// (expect.poll's bound comes from the configs' expect.poll.timeout).
import { configure } from "@testing-library/dom"
import { inject, vi } from "vitest"
import { STATE_WAIT_TIMEOUT_MS } from "./timeouts.js"

declare module "vitest" {
  export interface ProvidedContext {
    /** The suite's state bound, when it is not STATE_WAIT_TIMEOUT_MS (vitest.e2e.config.ts's `provide`). */
    stateWaitMs?: number
  }
}

const bound = inject("stateWaitMs") ?? STATE_WAIT_TIMEOUT_MS

configure({ asyncUtilTimeout: bound })

type WaitOptions = Parameters<typeof vi.waitFor>[1]

/** The caller's options, with the state bound when they give no timeout (a number is a timeout). */
const withStateBound = (options: WaitOptions): WaitOptions =>
  typeof options === "number" ? options : { ...options, timeout: options?.timeout ?? bound }

// A worker that runs several files without isolation runs this file again for each: wrap vitest's own once.
const BOUND = Symbol.for("walletport.stateWaitBound")

if (!Reflect.has(vi.waitFor, BOUND)) {
  const { waitFor, waitUntil } = vi
  vi.waitFor = (callback, options) => waitFor(callback, withStateBound(options))
  vi.waitUntil = (callback, options) => waitUntil(callback, withStateBound(options))
  Object.defineProperty(vi.waitFor, BOUND, { value: true })
}
