/** The few storage operations the device store needs, so one store logic runs over IndexedDB or memory. */
export interface KeyValue {
  get(key: string): Promise<unknown>
  put(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  /** Stores `value` unless the key holds something already; returns what the key holds afterwards (atomic). */
  putIfAbsent(key: string, value: unknown): Promise<unknown>
}

/** Values kept as they are (CryptoKeys stay non-extractable objects): tests, and browsers without IndexedDB. */
export const memoryKeyValue = (): KeyValue => {
  const map = new Map<string, unknown>()
  return {
    get: async (key) => map.get(key),
    put: async (key, value) => {
      map.set(key, value)
    },
    delete: async (key) => {
      map.delete(key)
    },
    putIfAbsent: async (key, value) => {
      if (!map.has(key)) map.set(key, value)
      return map.get(key)
    }
  }
}
