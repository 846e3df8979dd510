/**
 * KeyValue over one IndexedDB object store (out-of-line string keys, structured-clone values: CryptoKeys included).
 * Typed against the few IndexedDB members it uses (the browser's IDBFactory has them all), so tests can pass a fake.
 */
import type { KeyValue } from "./keyValue.js"

type Handler = ((event: Event) => void) | null

export interface IdbRequest<A> {
  readonly result: A
  readonly error: DOMException | null
  onsuccess: Handler
  onerror: Handler
}
export interface IdbObjectStore {
  get(key: string): IdbRequest<unknown>
  put(value: unknown, key: string): unknown
  add(value: unknown, key: string): unknown
  delete(key: string): unknown
}
export interface IdbTransaction {
  readonly error: DOMException | null
  objectStore(name: string): IdbObjectStore
  oncomplete: Handler
  onerror: Handler
  onabort: Handler
}
export interface IdbDatabase {
  readonly objectStoreNames: { contains(name: string): boolean }
  createObjectStore(name: string): unknown
  transaction(store: string, mode: "readonly" | "readwrite"): IdbTransaction
}
export interface IdbOpenRequest extends IdbRequest<IdbDatabase> {
  /** The event is not read (its parameter type only lets the browser's IDBVersionChangeEvent handler fit). */
  onupgradeneeded: ((event: never) => void) | null
}
export interface IdbFactory {
  open(name: string, version: number): IdbOpenRequest
}

const STORE = "device"
const VERSION = 1

const settled = <A>(request: IdbRequest<A>): Promise<A> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"))
  })

const committed = (transaction: IdbTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"))
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"))
  })

export const idbKeyValue = (idb: IdbFactory, dbName: string): KeyValue => {
  let database: Promise<IdbDatabase> | undefined
  const open = (): Promise<IdbDatabase> => {
    database ??= new Promise<IdbDatabase>((resolve, reject) => {
      const request = idb.open(dbName, VERSION)
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE)
      }
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error("IndexedDB open failed"))
    }).catch((error: unknown) => {
      database = undefined
      throw error
    })
    return database
  }
  const write = async (run: (store: IdbObjectStore) => void): Promise<void> => {
    const transaction = (await open()).transaction(STORE, "readwrite")
    run(transaction.objectStore(STORE))
    return committed(transaction)
  }
  return {
    get: async (key) => settled((await open()).transaction(STORE, "readonly").objectStore(STORE).get(key)),
    put: (key, value) => write((store) => store.put(value, key)),
    delete: (key) => write((store) => store.delete(key)),
    putIfAbsent: async (key, value) => {
      let stored: unknown
      // One readwrite transaction: IndexedDB runs them one at a time per store, across tabs too.
      await write((store) => {
        const read = store.get(key)
        read.onsuccess = () => {
          stored = read.result
          if (stored === undefined) {
            store.add(value, key)
            stored = value
          }
        }
      })
      return stored
    }
  }
}
