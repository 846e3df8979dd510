/**
 * `<ConnectButton/>`'s connected look (connectedButtonState.ts: the label's formatting, the theme's surface
 * colours), loaded with import() once an account is being connected or restored: the core reports it connected
 * only later, so it is there by then, and a page whose visitor never connects never loads it. Kept once loaded,
 * for every button of the page; a failed download is tried again on the next status change (runtime/lazyModule.ts).
 */
import { useEffect, useState } from "react"
import { lazyModule } from "../../runtime/lazyModule.js"

type ConnectedButtonModule = typeof import("./connectedButtonState.js")

const load = lazyModule("the connect button's connected look", () => import("./connectedButtonState.js"))

// Kept at module level too: a button mounted later has it from its first render.
let loaded: ConnectedButtonModule | undefined

/** The connected look once loaded; `needed` (an account not disconnected) starts the import. */
export const useConnectedButton = (needed: boolean): ConnectedButtonModule | undefined => {
  const [module, setModule] = useState(loaded)
  useEffect(() => {
    if (!needed || module !== undefined) return
    let live = true
    load().then(
      (imported) => {
        loaded = imported
        if (live) setModule(imported)
      },
      // The button shows "Connecting…" meanwhile; the core, which needs the network too, reports the failure.
      () => undefined
    )
    return () => {
      live = false
    }
  }, [needed, module])
  return module ?? loaded
}
