/** KeyValue over one IndexedDB object store (out-of-line string keys, structured-clone values: CryptoKeys included). */
import type { KeyValue } from "./keyValue.js"

const STORE = "device"
const VERSION = 1

const settled = <A>(request: IDBRequest<A>): Promise<A> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"))
  })

const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"))
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"))
  })

export const idbKeyValue = (idb: IDBFactory, dbName: string): KeyValue => {
  let database: Promise<IDBDatabase> | undefined
  const open = (): Promise<IDBDatabase> => {
    database ??= new Promise<IDBDatabase>((resolve, reject) => {
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
  const write = async (run: (store: IDBObjectStore) => void): Promise<void> => {
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
