/**
 * `modal(instance)` (walletport/testing): the element the modal renders into, inside its shadow root,
 * which Testing Library's `screen` cannot see into: `within(modal(instance)).getByRole("dialog")`.
 */
import { modalRootOf } from "./modalHost.js"
import type { Walletport } from "./types.js"

export const modal = (instance: Walletport): HTMLElement => {
  const root = modalRootOf(instance)
  if (root === undefined) {
    throw new Error("walletport/testing: the modal is not mounted: `await instance.open()` first (and not in embedded mode)")
  }
  return root
}
