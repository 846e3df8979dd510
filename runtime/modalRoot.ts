/**
 * `modal(instance)` (walletport/testing): the element the modal renders into, inside its shadow root,
 * which Testing Library's `screen` cannot see into: `within(modal(instance)).getByRole("dialog")`. Throws
 * when the modal has not mounted; `await findModal(instance)` waits for it.
 */
import { modalRootOf, onModalRoot } from "./modalHost.js"
import type { Walletport } from "./types.js"

export const modal = (instance: Walletport): HTMLElement => {
  const root = modalRootOf(instance)
  if (root === undefined) {
    throw new Error("walletport/testing: the modal is not mounted: `await instance.open()` first (and not in embedded mode)")
  }
  return root
}

/** How long `findModal` waits for the modal by default (ms). */
export const FIND_MODAL_TIMEOUT_MS = 5000

/**
 * `findModal(instance)` (walletport/testing): `modal(instance)` once the modal has mounted, for a test that
 * opened it without awaiting (`instance.open()` from a click): like Testing Library's `find*` beside `get*`.
 * Rejects with `modal()`'s message after `timeout` ms (default 5 s).
 */
export const findModal = (instance: Walletport, options: { readonly timeout?: number } = {}): Promise<HTMLElement> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cancel()
      try {
        resolve(modal(instance))
      } catch (error) {
        reject(error)
      }
    }, options.timeout ?? FIND_MODAL_TIMEOUT_MS)
    const cancel = onModalRoot(instance, (root) => {
      clearTimeout(timer)
      resolve(root)
    })
  })
