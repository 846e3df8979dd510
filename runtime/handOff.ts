/**
 * The instant-open hand-off, on the core's side (loaded with import() beside the core once the preview has
 * painted): what the hand-off state machine (runtime/handOffMachine.ts) asks of the core, as the preview's
 * driver (runtime/instantSession.ts) relays it. Opening the modal fires MODAL_OPEN here; a wallet picked in
 * the preview becomes the real connect intent, Back in the preview the real Back; the modal's UI then mounts
 * and shows in the state the preview was in, the preview leaving in that same commit. The port decides
 * nothing: what it reports (`opened`, `mounted`, `coreFailed`) goes back to the machine.
 */
import type { HandOffInput, PreviewPick } from "./handOffMachine.js"
import { leaveEmailDraft } from "./handOffDraft.js"
import * as intents from "./intents.js"
import type { ShowListener } from "./showListener.js"
import type { Store } from "./store.js"
import type { LoadedWalletport } from "./types.js"
import { selectWalletConnect } from "./walletConnect.js"

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

/** The core as the hand-off uses it. */
export interface CorePort {
  /** Opens the modal (unless closed first); reports `opened`, or `coreFailed`. */
  readonly open: () => void
  /** A wallet row, WalletConnect's or All Wallets': the intent the real Connect view runs for it. */
  readonly forwardPick: (pick: PreviewPick) => void
  /** The email login's submit, as the real email field's. */
  readonly forwardEmail: (email: string) => void
  /** Reads what is typed in the preview's email field, for the real field (in the commit that shows the real modal). */
  readonly keepEmailDraft: (read: () => string) => void
  readonly forwardBack: () => void
  /** Mounts the modal's UI; its show reports `mounted`, a UI that does not load `coreFailed`. */
  readonly mount: () => void
  /** Cancels a pending open, forgets the coming show and closes the modal. */
  readonly close: () => void
}

export const corePort = (
  core: LoadedWalletport,
  preview: {
    readonly send: (input: HandOffInput) => void
    /** The real modal's next show (the preview's side of the commit that shows it). */
    readonly show: ShowListener
  }
): CorePort => {
  const { runtime, run, modalHost, stores } = core.internals
  // A Back waits for the pick before it to have moved the router (else it would pop Connect and close the
  // modal), and the mount for both (it shows the view the preview is on).
  let routed: Promise<void> = Promise.resolve()
  let closed = false
  let stopShow = (): void => undefined
  return {
    open: () => {
      if (closed) return
      stopShow = modalHost.onNextShow(preview.show)
      runtime.runPromise(intents.openModal()).then(
        () => {
          preview.send({ kind: "opened" })
          // The core can close its modal before its UI shows (a wallet that approves at once, then autoClose):
          // the preview, still on screen, goes with it (after the hand-off the machine ignores this).
          void until(stores.modal, (modal) => !modal.open).then(() => {
            if (!closed) preview.send({ kind: "closeHost" })
          })
        },
        (error: unknown) => preview.send({ kind: "coreFailed", error })
      )
    },
    forwardPick: (pick) => {
      routed = routed.then(() => {
        const before = stores.router.get()
        run(
          pick.kind === "allWallets"
            ? intents.showView({ view: "AllWallets" })
            : pick.kind === "walletConnect"
            ? selectWalletConnect(pick.connectorId)
            : intents.selectConnector(pick.connectorId)
        )
        return until(stores.router, (router) => router !== before)
      })
    },
    forwardEmail: (email) => {
      run(intents.submitEmail(email))
    },
    keepEmailDraft: (read) => leaveEmailDraft(runtime, read),
    forwardBack: () => {
      routed = routed.then(() => run(intents.goBack()))
    },
    mount: () => {
      // As open(): without its UI the modal cannot show (the next open retries the download).
      void routed.then(() => modalHost.ensureMounted(core)).catch((error: unknown) => preview.send({ kind: "coreFailed", error }))
    },
    close: () => {
      closed = true
      stopShow()
      run(intents.closeModal())
    }
  }
}
