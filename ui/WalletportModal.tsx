/**
 * `<WalletportModal/>`: the modal rendered inline where the host puts it (embedded mode,
 * `enableEmbedded: true`). The runtime and the modal UI still load with import(), on mount.
 */
import { type ReactNode, useEffect, useRef } from "react"
import { useInstance } from "../runtime/react/instanceContext.js"

export const WalletportModal = (): ReactNode => {
  const instance = useInstance()
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let unmount: (() => void) | undefined
    let live = true
    void instance.internals.load().then(async (core) => {
      const { mountModal } = await import("./mountModal.js")
      if (live && container.current !== null) unmount = mountModal(core, container.current)
    })
    return () => {
      live = false
      unmount?.()
    }
  }, [instance])
  return <div ref={container} data-walletport-embedded="" />
}
