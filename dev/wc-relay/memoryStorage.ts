// An in-memory key-value storage with the shape @walletconnect/core expects (IKeyValueStorage), for Node
// clients in tests: the SDK's own Node storage needs `unstorage` and writes a file in the working directory.
// Keeping the Map and handing it to a new client is how a test "reloads" a page.

export interface MemoryKeyValueStorage {
  readonly getKeys: () => Promise<string[]>
  readonly getEntries: <T = unknown>() => Promise<[string, T][]>
  readonly getItem: <T = unknown>(key: string) => Promise<T | undefined>
  readonly setItem: <T = unknown>(key: string, value: T) => Promise<void>
  readonly removeItem: (key: string) => Promise<void>
}

export const memoryKeyValueStorage = (entries: Map<string, unknown> = new Map()): MemoryKeyValueStorage => ({
  getKeys: async () => [...entries.keys()],
  // The SDK stores JSON-compatible values; a structured clone keeps callers from sharing references.
  getEntries: async <T,>() => [...entries].map(([key, value]): [string, T] => [key, structuredClone(value) as T]),
  getItem: async <T,>(key: string) => (entries.has(key) ? (structuredClone(entries.get(key)) as T) : undefined),
  setItem: async (key, value) => {
    entries.set(key, structuredClone(value))
  },
  removeItem: async (key) => {
    entries.delete(key)
  }
})
