/**
 * A small in-memory IndexedDB for Node tests, with the members frame/keys/idbKeyValue.ts uses and the behaviour it
 * relies on: values are structured-cloned, requests succeed asynchronously in order, a transaction completes once it
 * has no request left, and transactions on one database run one at a time (as readwrite ones do across tabs).
 */
import type {
  IdbDatabase,
  IdbFactory,
  IdbObjectStore,
  IdbOpenRequest,
  IdbRequest,
  IdbTransaction
} from "../../../frame/keys/idbKeyValue.js"

class FakeRequest<A> implements IdbRequest<A> {
  error: DOMException | null = null
  onsuccess: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  constructor(public result: A) {}
}

class FakeOpenRequest extends FakeRequest<IdbDatabase> implements IdbOpenRequest {
  onupgradeneeded: ((event: Event) => void) | null = null
}

class FakeTransaction implements IdbTransaction {
  readonly error: DOMException | null = null
  oncomplete: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onabort: ((event: Event) => void) | null = null
  private readonly queue: Array<() => void> = []
  constructor(
    private readonly data: Map<string, unknown>,
    private readonly mode: "readonly" | "readwrite"
  ) {}

  objectStore(): IdbObjectStore {
    const request = <A>(run: () => A): FakeRequest<A | undefined> => {
      const req = new FakeRequest<A | undefined>(undefined)
      this.queue.push(() => {
        req.result = run()
        req.onsuccess?.(new Event("success"))
      })
      return req
    }
    const writable = () => {
      if (this.mode !== "readwrite") throw new DOMException("read-only transaction", "ReadOnlyError")
    }
    return {
      get: (key) => request(() => structuredClone(this.data.get(key))),
      put: (value, key) => (writable(), request(() => void this.data.set(key, structuredClone(value)))),
      add: (value, key) =>
        (writable(),
        request(() => {
          if (this.data.has(key)) throw new DOMException("key exists", "ConstraintError")
          this.data.set(key, structuredClone(value))
        })),
      delete: (key) => (writable(), request(() => void this.data.delete(key)))
    }
  }

  /** Runs the queued requests (and those their callbacks add), then completes. */
  async run(): Promise<void> {
    for (;;) {
      await Promise.resolve()
      const next = this.queue.shift()
      if (next === undefined) break
      next()
    }
    this.oncomplete?.(new Event("complete"))
  }
}

class FakeDatabase implements IdbDatabase {
  readonly data = new Map<string, unknown>()
  readonly stores = new Set<string>()
  readonly objectStoreNames = { contains: (name: string) => this.stores.has(name) }
  private turn: Promise<void> = Promise.resolve()
  constructor(public version: number) {}

  createObjectStore(name: string): void {
    this.stores.add(name)
  }

  transaction(store: string, mode: "readonly" | "readwrite"): IdbTransaction {
    if (!this.stores.has(store)) throw new DOMException(`no store ${store}`, "NotFoundError")
    const transaction = new FakeTransaction(this.data, mode)
    this.turn = this.turn.then(() => transaction.run())
    return transaction
  }
}

/** A fake IndexedDB; `opens` counts open() calls, `databases` is what a reload (a new factory user) would find. */
export const fakeIndexedDb = () => {
  const databases = new Map<string, FakeDatabase>()
  let opens = 0
  const factory: IdbFactory = {
    open: (name, version) => {
      opens++
      const request = new FakeOpenRequest(new FakeDatabase(version))
      void Promise.resolve().then(() => {
        const existing = databases.get(name)
        const database = existing ?? new FakeDatabase(version)
        databases.set(name, database)
        request.result = database
        if (existing === undefined || existing.version < version) {
          database.version = version
          request.onupgradeneeded?.(new Event("upgradeneeded"))
        }
        request.onsuccess?.(new Event("success"))
      })
      return request
    }
  }
  return { factory, databases, opens: () => opens }
}
