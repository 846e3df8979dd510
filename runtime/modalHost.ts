/**
 * Loads and mounts the modal UI on first open (ARCHITECTURE §4: the modal is not in the
 * initial chunk). `prefetch` starts the download early, on hover or focus of the button.
 */
import type { LoadedWalletport } from "./types.js"

export interface ModalHost {
  /** Starts loading the modal chunk without mounting it. */
  readonly prefetch: () => void
  /** Loads (once) and mounts (once) the modal into document.body. No-op without a document or in embedded mode. */
  readonly ensureMounted: (instance: LoadedWalletport) => void
  /** Unmounts the modal and removes its DOM. */
  readonly dispose: () => void
}

const loadModal = () => import("../ui/mountModal.js")

export const modalHost = (): ModalHost => {
  let unmount: (() => void) | undefined
  let mounting = false
  let disposed = false
  return {
    prefetch: () => {
      if (typeof document !== "undefined") void loadModal()
    },
    ensureMounted: (instance) => {
      if (mounting || typeof document === "undefined" || instance.options.enableEmbedded) return
      mounting = true
      void loadModal().then(({ mountModal }) => {
        if (!disposed) unmount = mountModal(instance)
      })
    },
    dispose: () => {
      disposed = true
      unmount?.()
      unmount = undefined
    }
  }
}
