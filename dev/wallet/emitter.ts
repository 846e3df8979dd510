// The minimal EIP-1193 event surface (on / removeListener), without a dependency.

/** Any listener: callers pass e.g. `(accounts: string[]) => void`. */
export type Listener = (...args: never[]) => void

export class Emitter {
  readonly #listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): void {
    const set = this.#listeners.get(event) ?? new Set<Listener>()
    set.add(listener)
    this.#listeners.set(event, set)
  }

  once(event: string, listener: Listener): void {
    const wrapper = (...args: never[]): void => {
      this.removeListener(event, wrapper)
      Reflect.apply(listener, undefined, args)
    }
    this.on(event, wrapper)
  }

  removeListener(event: string, listener: Listener): void {
    this.#listeners.get(event)?.delete(listener)
  }

  removeAllListeners(event?: string): void {
    if (event === undefined) this.#listeners.clear()
    else this.#listeners.delete(event)
  }

  listenerCount(event: string): number {
    return this.#listeners.get(event)?.size ?? 0
  }

  /** Calls each listener; one throwing listener does not stop the others (it is reported async). */
  emit(event: string, ...args: ReadonlyArray<unknown>): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        Reflect.apply(listener, undefined, args)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
}
