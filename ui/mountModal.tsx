/**
 * Mounts the modal in its own React root inside a shadow root on document.body, so host CSS
 * cannot reach in and ours cannot leak out (ARCHITECTURE §3 UI contract). Loaded by import().
 */
import { createRoot } from "react-dom/client"
import { LoadedWalletportContext } from "../runtime/react/context.js"
import type { LoadedWalletport } from "../runtime/types.js"
import { WalletportProvider } from "../runtime/react/WalletportProvider.js"
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
  return isRegistered(view) ? preloadView(view) : Promise.resolve()
}

/** Renders the modal for `instance`; returns the unmount. */
export const mountModal = (instance: LoadedWalletport, parent?: HTMLElement): () => void => {
  const { options } = instance
  const mount = mountShadowRoot({
    css: modalCss + themeCss(options.themeMode, options.themeVariables),
    ...(parent === undefined ? {} : { parent })
  })
  const root = createRoot(mount.container)
  root.render(
    <WalletportProvider instance={instance}>
      <LoadedWalletportContext.Provider value={instance}>
        <ModalRoot embedded={parent !== undefined} />
      </LoadedWalletportContext.Provider>
    </WalletportProvider>
  )
  return () => {
    root.unmount()
    mount.dispose()
  }
}
