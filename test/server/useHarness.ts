/** The vitest side of the harness: one database per test file, one server per test (harness.ts stays runnable outside vitest). */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest"
import type { WalletServerOptions } from "../../server/index.js"
import { startHarness, type Harness } from "./harness.js"
import { freshDatabase, PGLITE_HOOK_TIMEOUT_MS, type TestDatabase } from "./testDatabase.js"

/** One database for the test file: `get()` inside tests. */
export const useTestDatabase = (): { readonly get: () => TestDatabase } => {
  let db: TestDatabase | undefined
  beforeAll(async () => {
    db = await freshDatabase()
  }, PGLITE_HOOK_TIMEOUT_MS)
  afterAll(async () => {
    await db?.close()
  })
  return {
    get: () => {
      if (db === undefined) throw new Error("useTestDatabase: the database is not open yet")
      return db
    }
  }
}

export interface HarnessRef extends Harness {
  /** Closes this test's server and starts another on the same database with other options. */
  readonly restart: (overrides: Partial<WalletServerOptions>) => Promise<void>
}

/** A harness per test on one database per file: `const h = useHarness()` at the top of a test file. */
export const useHarness = (overrides: Partial<WalletServerOptions> = {}): HarnessRef => {
  const db = useTestDatabase()
  let current: Harness | undefined
  const get = (): Harness => {
    if (current === undefined) throw new Error("useHarness: used outside a test")
    return current
  }
  beforeEach(async () => {
    current = await startHarness(db.get(), overrides)
  }, PGLITE_HOOK_TIMEOUT_MS)
  afterEach(async () => {
    await current?.close()
    current = undefined
  })
  return {
    get server() {
      return get().server
    },
    get mails() {
      return get().mails
    },
    get clock() {
      return get().clock
    },
    get sql() {
      return get().sql
    },
    get url() {
      return get().url
    },
    get frameDir() {
      return get().frameDir
    },
    get options() {
      return get().options
    },
    replica: (more) => get().replica(more),
    close: () => get().close(),
    restart: async (more) => {
      await get().close()
      current = await startHarness(db.get(), more)
    }
  }
}
