/**
 * The frame's panels and refusals in the modal (SPEC §2, §4, §6; ARCHITECTURE §10). FRAME_SHOW_PANEL routes to
 * ApproveTransaction (approval) or EmbeddedRecovery (recovery-*) on the SPEC §2 transaction stack: pushed over
 * the open modal, or the modal opened for it; FRAME_HIDE_PANEL pops it (and closes a modal opened for it). A
 * rejection aborts the other open wallet requests except safe ones (SPEC §4). A forced close while a panel
 * shows dismisses it in the frame. A method the frame refused opens the modal and, 300 ms later, shows
 * "Action not allowed".
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { NOT_ALLOWED_UI_DELAY_MS } from "../../schemas/constants.js"
import type { FrameEventMessage } from "../../schemas/frame/envelope.js"
import type { FramePanel } from "../../schemas/frame/events.js"
import type { Route } from "../../schemas/views.js"
import type { EmbeddedConnectorShape } from "../../services/EmbeddedWallet.js"
import type { ModalShape } from "../../services/Modal.js"
import type { RouterShape } from "../../services/Router.js"
import type { ToastsShape } from "../../services/Toasts.js"

export interface PanelDeps {
  readonly embedded: EmbeddedConnectorShape
  readonly modal: ModalShape
  readonly router: RouterShape
  readonly toasts: ToastsShape
}

/** The route a panel shows in. */
export const panelRoute = (panel: FramePanel): Route =>
  panel === "approval" ? { view: "ApproveTransaction" } : { view: "EmbeddedRecovery", mode: panel === "recovery-export" ? "export" : "import" }

/** Tells the frame the visitor left its panel (a forced close): it rejects what it shows; other open wallet requests are aborted. */
export const dismissPanel = (embedded: EmbeddedConnectorShape): Effect.Effect<void> =>
  Effect.all([
    embedded.frame.request("APP_DISMISS_PANEL", {}).pipe(Effect.ignore),
    embedded.frame.abortOpenRequests,
    embedded.frame.place(undefined)
  ], { discard: true })

/** Follows the frame's panels, the modal's closing and the refused methods, in the caller's scope. */
export const followPanels = ({ embedded, modal, router, toasts }: PanelDeps): Effect.Effect<void, never, Scope.Scope> =>
  Effect.gen(function*() {
    // Without a view, open() cannot fail (InvalidView is for a host's unknown view).
    const openModal = Effect.orDie(modal.open())
    // The panel on the transaction stack, and whether the modal was opened for it (then it closes with it).
    const shown = yield* Ref.make<{ readonly panel: FramePanel; readonly openedForIt: boolean } | undefined>(undefined)

    const show = (panel: FramePanel) =>
      Effect.gen(function*() {
        if ((yield* Ref.get(shown)) !== undefined) return
        const wasOpen = (yield* modal.state.get).open
        if (!wasOpen) yield* openModal
        yield* router.pushTransaction({ success: { _tag: "GoBack" } }, panelRoute(panel))
        yield* Ref.set(shown, { panel, openedForIt: !wasOpen })
      })

    const hide = (outcome: "approved" | "rejected" | "done") =>
      Effect.gen(function*() {
        const current = yield* Ref.getAndSet(shown, undefined)
        yield* embedded.frame.place(undefined)
        // SPEC §4: a rejection aborts the other open wallet requests (not the safe ones).
        if (outcome === "rejected") yield* embedded.frame.abortOpenRequests
        if (current === undefined) return
        const { view } = yield* router.state.get
        if (view === panelRoute(current.panel).view) yield* router.popTransaction(outcome === "rejected" ? "cancel" : "success")
        if (current.openedForIt) yield* modal.close({ force: true })
      })

    const onEvent = (event: FrameEventMessage): Effect.Effect<void> => {
      switch (event.type) {
        case "FRAME_SHOW_PANEL":
          return show(event.payload.panel)
        case "FRAME_HIDE_PANEL":
          return hide(event.payload.outcome)
        default:
          return Effect.void
      }
    }
    yield* Stream.runForEach(embedded.frame.events, onEvent).pipe(Effect.forkScoped)

    // A forced close (the only close ApproveTransaction allows) while a panel shows dismisses it in the frame.
    yield* modal.state.changes.pipe(
      Stream.filter((state) => !state.open),
      Stream.runForEach(() =>
        Effect.flatMap(Ref.getAndSet(shown, undefined), (current) => (current === undefined ? Effect.void : dismissPanel(embedded)))),
      Effect.forkScoped
    )

    // SPEC §4: a disallowed method opens the modal, and the not-allowed message follows 300 ms later.
    yield* embedded.refused.pipe(
      Stream.runForEach(() =>
        Effect.gen(function*() {
          if (!(yield* modal.state.get).open) yield* openModal
          yield* Effect.sleep(Duration.millis(NOT_ALLOWED_UI_DELAY_MS))
          yield* toasts.show({ code: "notAllowed" })
        })),
      Effect.forkScoped
    )
  })
