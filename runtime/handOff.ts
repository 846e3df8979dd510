/**
 * The instant-open hand-off, on the core's side (loaded with import() once the preview has painted, beside
 * the core): opens the modal on Connect as `open()` does (MODAL_OPEN fires here), forwards the wallet the
 * visitor picked in the preview as the real connect intent (once), then mounts the modal, which shows in
 * the state the preview was in; the preview leaves in that same commit (`show`).
 */
import * as intents from "./intents.js"
import type { ShowListener } from "./showListener.js"
import type { Store } from "./store.js"
import type { LoadedWalletport } from "./types.js"

/** Resolves once the store's value passes `test` (at once if it does now). */
const until = <A>(store: Store<A>, test: (value: A) => boolean): Promise<void> =>
  new Promise((resolve) => {
    const check = () => {
      if (!test(store.get())) return
      unsubscribe?.()
      resolve()
    }
    let unsubscribe: (() => void) | undefined
    unsubscribe = store.subscribe(check)
    check()
  })

export const takeOver = async (
  core: LoadedWalletport,
  preview: {
    /** The wallet picked so far; read once the modal is open, so a pick made meanwhile is not missed. */
    readonly pick: () => string | undefined
    /** Later picks, made while the real modal mounts (the preview is on screen until it shows). */
    readonly onPick: (listener: (connectorId: string) => void) => () => void
    readonly show: ShowListener
  }
): Promise<void> => {
  const { runtime, run, modalHost, stores } = core.internals
  let stopPicks = (): void => undefined
  modalHost.onNextShow({
    beforePaint: (root) => {
      // From here the visitor sees the real modal: its own rows take the clicks.
      stopPicks()
      preview.show.beforePaint(root)
    },
    afterEffects: preview.show.afterEffects
  })
  await runtime.runPromise(intents.openModal())
  const picked = preview.pick()
  // Read and subscribed in the same tick: no pick falls between the two.
  stopPicks = preview.onPick((connectorId) => run(intents.selectConnector(connectorId)))
  if (picked !== undefined) {
    // The modal mounts on the view the preview shows: the connecting view of the picked wallet.
    const connecting = until(stores.router, (router) => router.view === "ConnectingExternal")
    run(intents.selectConnector(picked))
    await connecting
  }
  // As open(): without its UI the modal cannot show, so it closes again (the next open retries the download).
  await modalHost.ensureMounted(core).catch(async (error: unknown) => {
    stopPicks()
    await runtime.runPromise(intents.closeModal())
    throw error
  })
}
