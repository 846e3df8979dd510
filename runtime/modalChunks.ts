/**
 * What the runtime needs of the modal UI (ui/mountModal.tsx) and how to load it. The package entry, which
 * knows both runtime/ and ui/, passes the loaders in (runtime/entries/index.ts), so nothing in runtime/
 * imports ui/ and ui/ (which imports runtime/) forms no circle with it. Types only.
 */
import type { ShowListener } from "./showListener.js"
import type { LoadedWalletport } from "./types.js"

/** ui/mountModal.tsx, as the modal host uses it. */
export interface ModalModule {
  /** Renders the modal for `instance` (into `parent`, or a shadow root on document.body); returns the unmount. */
  readonly mountModal: (instance: LoadedWalletport, parent?: HTMLElement, onShow?: ShowListener) => () => void
  /** Loads the chunk of the view the modal is on. Never rejects. */
  readonly preloadCurrentView: (instance: LoadedWalletport) => Promise<void>
}

/** The modal's chunks, each an import(). */
export interface ModalChunks {
  /** The modal UI. */
  readonly modal: () => Promise<ModalModule>
  /** The view group a first open shows: the account's when a connection is stored, Connect's otherwise. */
  readonly firstView: (connected: boolean) => Promise<unknown>
}
