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
  preview: { readonly pick: string | undefined; readonly show: ShowListener }
): Promise<void> => {
  const { runtime, run, modalHost, stores } = core.internals
  modalHost.onNextShow(preview.show)
  await runtime.runPromise(intents.openModal())
  if (preview.pick !== undefined) {
    // The modal mounts on the view the preview shows: the connecting view of the picked wallet.
    const connecting = until(stores.router, (router) => router.view === "ConnectingExternal")
    run(intents.selectConnector(preview.pick))
    await connecting
  }
  // As open(): without its UI the modal cannot show, so it closes again (the next open retries the download).
  await modalHost.ensureMounted(core).catch(async (error: unknown) => {
    await runtime.runPromise(intents.closeModal())
    throw error
  })
}
