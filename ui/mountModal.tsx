/**
 * Mounts the modal in its own React root inside a shadow root on document.body, so host CSS
 * cannot reach in and ours cannot leak out (ARCHITECTURE §3 UI contract). Loaded by import().
 */
import { type ReactNode, useEffect, useLayoutEffect } from "react"
import { flushSync } from "react-dom"
import { createRoot } from "react-dom/client"
import { LoadedWalletportContext, useLoaded } from "../runtime/react/context.js"
import { useStore } from "../runtime/react/useStore.js"
import type { ShowListener } from "../runtime/showListener.js"
import type { LoadedWalletport } from "../runtime/types.js"
import { WalletportProvider } from "../runtime/react/WalletportProvider.js"
import { loadMessages } from "./i18n/loadMessages.js"
import { modalLocale } from "./i18n/modalLocale.js"
import { ModalRoot } from "./ModalRoot.js"
import { mountShadowRoot } from "./shell/mountShadowRoot.js"
import { modalCss } from "./styles.js"
import { themeCss } from "./theme/themeCss.js"
import { isRegistered, preloadView } from "./views/registry.js"

/**
 * Loads the chunk of the view the modal is on (a first open has already fetched it alongside the core), so
 * the first render shows the view itself rather than a placeholder. Never rejects.
 */
export const preloadCurrentView = (instance: LoadedWalletport): Promise<void> => {
  const { view } = instance.internals.stores.router.get()
  // The visitor's table too (issue 23): the first render speaks their language, not English first.
  const table = loadMessages(modalLocale(instance.options))
  return Promise.all([isRegistered(view) ? preloadView(view) : undefined, table]).then(() => undefined)
}

/**
 * Tells `listener` each time the modal goes from closed to open, in the commit that shows it. After the
 * modal in the tree, so its effects (the focus trap's) have run when `afterEffects` does.
 */
const ShowSignal = (props: { readonly listener: ShowListener; readonly root: ShadowRoot }): ReactNode => {
  const { open } = useStore(useLoaded().internals.stores.modal)
  const { listener, root } = props
  useLayoutEffect(() => {
    if (open) listener.beforePaint(root)
  }, [open, listener, root])
  useEffect(() => {
    if (open) listener.afterEffects()
  }, [open, listener])
  return null
}

/** Renders the modal for `instance`; returns the unmount. `onShow` hears each time it shows (runtime/instantOpen.ts). */
export const mountModal = (instance: LoadedWalletport, parent?: HTMLElement, onShow?: ShowListener): () => void => {
  const { options } = instance
  const mount = mountShadowRoot({
    css: modalCss + themeCss(options.themeMode, options.themeVariables),
    ...(parent === undefined ? {} : { parent })
  })
  const root = createRoot(mount.container)
  // Synchronous, effects included: a first render that shows the modal (the instant-open hand-off) completes
  // in one task, so no input event lands between the preview leaving and the modal's focus trap starting.
  flushSync(() =>
    root.render(
      <WalletportProvider instance={instance}>
        <LoadedWalletportContext.Provider value={instance}>
          <ModalRoot embedded={parent !== undefined} />
          {onShow !== undefined && <ShowSignal listener={onShow} root={mount.shadowRoot} />}
        </LoadedWalletportContext.Provider>
      </WalletportProvider>
    )
  )
  return () => {
    root.unmount()
    mount.dispose()
  }
}
