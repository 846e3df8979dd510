/**
 * Loads and mounts the modal UI on first open (ARCHITECTURE §4: the modal is not in the initial chunk).
 * `prefetch` starts the download early, on hover or focus of the button. A failed download is reported,
 * rejects with ChunkLoadFailed and is retried on the next open, never left stuck.
 */
import { lazyModule } from "./lazyModule.js"
import type { ModalModule } from "./modalChunks.js"
import type { ShowListener } from "./showListener.js"
import type { LoadedWalletport } from "./types.js"
import { writeLog } from "./log/writeLog.js"

export interface ModalHost {
  /** Starts loading the modal chunk without mounting it. */
  readonly prefetch: () => void
  /** Loads (once) and mounts (once) the modal into document.body. Resolves at once without a document or in embedded mode. */
  readonly ensureMounted: (instance: LoadedWalletport) => Promise<void>
  /** `listener` hears the next time the mounted modal shows (once): the instant-open hand-off. Returns the cancel. */
  readonly onNextShow: (listener: ShowListener) => () => void
  /** Unmounts the modal and removes its DOM. */
  readonly dispose: () => void
}

/** The element each loaded instance's modal renders into (inside its shadow root), for `walletport/testing`'s `modal()`. */
const modalRoots = new WeakMap<object, HTMLElement>()

/** Who waits for an instance's modal to mount (`findModal`). */
const rootWaiters = new WeakMap<object, Set<(root: HTMLElement) => void>>()

/** The element the instance's modal renders into; undefined until it is mounted (the first open) or after dispose. */
export const modalRootOf = (instance: object): HTMLElement | undefined =>
  modalRoots.get(instance)

/** `listener` hears the instance's modal root when it mounts (at once if it is mounted); returns the cancel. */
export const onModalRoot = (instance: object, listener: (root: HTMLElement) => void): (() => void) => {
  const mounted = modalRoots.get(instance)
  if (mounted !== undefined) {
    listener(mounted)
    return () => undefined
  }
  const waiting = rootWaiters.get(instance) ?? new Set()
  waiting.add(listener)
  rootWaiters.set(instance, waiting)
  return () => void waiting.delete(listener)
}

const setModalRoot = (instance: object, root: HTMLElement): void => {
  modalRoots.set(instance, root)
  const waiting = rootWaiters.get(instance)
  rootWaiters.delete(instance)
  for (const listener of waiting ?? []) listener(root)
}

/** The shadow hosts on the page, to tell which one a mount added. */
const shadowHosts = (): ReadonlySet<Element> => new Set(document.querySelectorAll("[data-walletport]"))

/** A host over `load`, the modal UI's import() (ModalChunks.modal, given by the package entry). */
export const modalHost = (load: () => Promise<ModalModule>): ModalHost => {
  const module = lazyModule("the modal", load)
  let unmount: (() => void) | undefined
  let mounting: Promise<void> | undefined
  let disposed = false
  let mountedFor: LoadedWalletport | undefined
  let nextShow: ShowListener | undefined
  // Passes the next show to the listener waiting for it, if any, then forgets it.
  const shows: ShowListener = {
    beforePaint: (root) => nextShow?.beforePaint(root),
    afterEffects: () => {
      const listener = nextShow
      nextShow = undefined
      listener?.afterEffects()
    }
  }
  return {
    prefetch: () => {
      if (typeof document !== "undefined") module().catch(() => undefined)
    },
    ensureMounted: (instance) => {
      if (typeof document === "undefined" || instance.options.enableEmbedded) return Promise.resolve()
      mounting ??= module().then(
        async ({ mountModal, preloadCurrentView }) => {
          // The open that asked for the mount has already chosen its view (synchronously, on the runtime).
          await preloadCurrentView(instance)
          if (disposed || unmount !== undefined) return
          const before = shadowHosts()
          unmount = mountModal(instance, undefined, shows)
          const added = [...shadowHosts()].find((host) => !before.has(host))
          const root = added?.shadowRoot?.lastElementChild
          if (root instanceof HTMLElement) {
            setModalRoot(instance, root)
            mountedFor = instance
          }
        },
        (error: unknown) => {
          mounting = undefined
          writeLog(instance.options.logger, { level: "error", message: "the modal could not be loaded", error })
          throw error
        }
      )
      return mounting
    },
    onNextShow: (listener) => {
      nextShow = listener
      return () => {
        if (nextShow === listener) nextShow = undefined
      }
    },
    dispose: () => {
      disposed = true
      unmount?.()
      // No handle on removed DOM is kept.
      if (mountedFor !== undefined) modalRoots.delete(mountedFor)
      unmount = undefined
    }
  }
}
