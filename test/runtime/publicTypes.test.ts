/**
 * Hosts see no Effect vocabulary outside `walletport/effect` (issue 8): every export of every other entry
 * is walked through the type checker (properties, call signatures, type arguments) and no reachable type
 * may be declared by `effect` or `@effect/*` (an `Effect`, `Layer`, `Stream`, `ManagedRuntime`, a Schema…).
 * The entries a Server Component imports (`walletport/ssr`, issue 27) name no React type either.
 * Catalogue error classes are leaves: they are thrown values (their Effect-yieldable base is how they are
 * built, not something a host calls). `internals` is walletport's own (`@internal`) and is not walked.
 */
import { join } from "node:path"
import * as Schema from "effect/Schema"
import { beforeAll, describe, expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"
import { childJson } from "../setup/childJson.js"
import { ENTRIES, type PublicTypesReport, REACT_FREE } from "./publicTypesEntries.js"

/** No entry outside walletport/effect names an Effect type: the list of known leaks is empty and stays so. */
const KNOWN: Readonly<Record<string, ReadonlyArray<string>>> = {}
/** A guard against a hang: the walk took ~9 s at load 4 and 19 s at load 8 in the vitest worker. */
const WALK_TIMEOUT_MS = 240_000

const Paths = Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) })
const Report = Schema.Struct({ effect: Paths, react: Paths })

/** The walk (publicTypes.run.ts) in a child process: its seconds of synchronous TypeScript leave this worker's event loop free. */
const walkInChild = (): Promise<PublicTypesReport> => {
  const root = projectRoot()
  return childJson([join(root, "scripts", "run-ts.mjs"), join(root, "test", "runtime", "publicTypes.run.ts")], Report)
}

describe("public types outside walletport/effect", () => {
  let report: PublicTypesReport
  let ticks = 0

  beforeAll(async () => {
    const timer = setInterval(() => ticks++, 5)
    try {
      report = await walkInChild()
    } finally {
      clearInterval(timer)
    }
  }, WALK_TIMEOUT_MS)

  it("walks the types outside this worker's thread: its timers fire meanwhile", () => {
    expect(ticks).toBeGreaterThan(0)
  })

  it.each(ENTRIES)("walletport/%s names no Effect type (beyond the known list)", (entry) => {
    expect(report.effect[entry]).toEqual(KNOWN[entry] ?? [])
  })

  it.each(REACT_FREE)("walletport/%s names no React type", (entry) => {
    expect(report.react[entry]).toEqual([])
  })
})
