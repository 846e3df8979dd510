// The relay's mailbox: every published message is kept until its ttl ends, so a client that subscribes
// later (the dapp subscribes to the session topic only after it read the proposal response) still gets it.
// Bounded: the oldest messages go first past `maxMessages`.

export interface StoredMessage {
  readonly topic: string
  readonly message: string
  readonly tag: number
  /** ms since epoch */
  readonly publishedAt: number
  readonly expiresAt: number
  /** Client id (JWT `iss`) of the publisher: never delivered back to it. */
  readonly publisher: string
  /** Clients that acknowledged a delivery of this message. */
  readonly ackedBy: Set<string>
}

export interface Mailbox {
  readonly put: (message: Omit<StoredMessage, "ackedBy">) => StoredMessage
  /** Unexpired messages of `topic` that `clientId` neither published nor acknowledged, oldest first. */
  readonly pendingFor: (topic: string, clientId: string) => ReadonlyArray<StoredMessage>
  readonly size: () => number
}

export const makeMailbox = (options: { readonly maxMessages: number; readonly now: () => number }): Mailbox => {
  // Insertion order is publish order; a Map keyed by a counter keeps eviction O(1).
  const messages = new Map<number, StoredMessage>()
  let next = 0
  const sweep = (): void => {
    const now = options.now()
    for (const [key, stored] of messages) if (stored.expiresAt <= now) messages.delete(key)
  }
  return {
    put: (message) => {
      sweep()
      const stored: StoredMessage = { ...message, ackedBy: new Set() }
      messages.set(next++, stored)
      while (messages.size > options.maxMessages) {
        const oldest = messages.keys().next()
        if (oldest.done === true) break
        messages.delete(oldest.value)
      }
      return stored
    },
    pendingFor: (topic, clientId) => {
      sweep()
      return [...messages.values()].filter(
        (m) => m.topic === topic && m.publisher !== clientId && !m.ackedBy.has(clientId)
      )
    },
    size: () => {
      sweep()
      return messages.size
    }
  }
}
