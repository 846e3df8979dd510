/**
 * `on` / `removeListener` of an EIP-1193 provider we make (WalletConnect's, the embedded wallet's): the
 * source's events, turned into EIP-1193 [name, payload] pairs, reach the listeners; the source is followed
 * only while anyone listens.
 */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"

export interface Eip1193Listeners {
  on(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

export const eip1193Listeners = <E>(
  source: Stream.Stream<E>,
  toEip1193: (event: E) => ReadonlyArray<readonly [string, unknown]>
): Eip1193Listeners => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  let follower: Fiber.RuntimeFiber<void> | undefined
  const dispatch = (event: E) =>
    Effect.sync(() => {
      for (const [name, payload] of toEip1193(event)) for (const listener of listeners.get(name) ?? []) listener(payload)
    })
  return {
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      follower ??= Effect.runFork(Stream.runForEach(source, dispatch))
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
      if ([...listeners.values()].every((set) => set.size === 0) && follower !== undefined) {
        Effect.runFork(Fiber.interrupt(follower))
        follower = undefined
      }
    }
  }
}
