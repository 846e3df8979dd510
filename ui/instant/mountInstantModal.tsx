/**
 * The instant-open preview chunk's entry: mounts the preview (InstantModal) in a shadow root like the real
 * modal's, with the same stylesheet and theme, and hands over to the real modal in the frame it first
 * shows (runtime/instantOpen.ts). No Effect module is reachable from here (test/bench/size.test.ts).
 *
 * It can be prepared before any click: the shadow root, its stylesheet, the wallet discovery and the
 * rendered tree, in the page but hidden and inactive (ModalShell `active`: no focus, scroll lock or keys), so
 * that its style and layout are done before the click too (one layout of the preview was ~23 ms of the click
 * on a 4× CPU); a click then only unhides and activates it.
 */
import { flushSync } from "react-dom"
import { createRoot } from "react-dom/client"
import type { ConnectorEntry } from "../../services/Connectors.js"
import type { PreviewPick } from "../../runtime/handOffMachine.js"
import type { ShowListener } from "../../runtime/showListener.js"
import type { RecentWalletValue } from "../../schemas/storage/recentWalletRules.js"
import { mountShadowRoot } from "../shell/mountShadowRoot.js"
import { deepActiveElement, refocusInside } from "../shell/useFocusTrap.js"
import { withPageLive } from "../shell/useInertPage.js"
import { measureScrollLock } from "../shell/useScrollLock.js"
import { modalCss } from "../styles.js"
import { themeCss } from "../theme/themeCss.js"
import { I18nProvider } from "../i18n/I18nContext.js"
import { InstantModal, type PreviewState } from "./InstantModal.js"
import { trackPress } from "./pressAcrossHandOff.js"
import type { PreviewOptions } from "./previewOptions.js"
import type { watchPreviewWallets } from "../../runtime/previewWallets.js"

/** A preview made ready ahead (in the page, hidden), not shown yet. */
export interface PreparedInstantModal {
  /** Shows it (rendered synchronously: the next frame paints it); the visitor's actions go to `events`. */
  readonly show: (events: PreviewEvents) => InstantModalHandle
  /** Drops it unshown (the core loaded first, or dispose). */
  readonly remove: () => void
}

/** What the visitor does in the preview, for the hand-off's state machine (runtime/handOffMachine.ts) to decide. */
export interface PreviewEvents {
  /** Close, Escape or the backdrop. */
  readonly onClose: () => void
  readonly onPick: (pick: PreviewPick) => void
  readonly onBack: () => void
  /** The email field's submit (a valid email). */
  readonly onEmail: (email: string) => void
}

export interface InstantModalHandle {
  /** Removes the preview at once: DOM, React root and discovery listeners. */
  readonly remove: () => void
  /** What is typed in the preview's email field ("" when none), for the real field to start with. */
  readonly emailDraft: () => string
  /** The hand-off to the real modal, called in the commit that shows it. */
  readonly handOff: ShowListener
}

/** On the preview's host while it is prepared: in the page, laid out, hidden, its enter animations held at their start. */
const PREPARED = "data-walletport-prepared"
const PREPARED_CSS = `:host([${PREPARED}]) .root{visibility:hidden!important}:host([${PREPARED}]) *{animation-play-state:paused!important}`

/** The email field's input (ConnectView's, the same in the preview and the real modal). */
const EMAIL_INPUT = "[data-testid=email-login] input"

/**
 * Focus into the real modal's email field (an email input exposes no caret: the browser keeps it at the end of
 * the text). The field renders once the embedded wallet's service has answered, which may be a task after the
 * modal shows: until then focus is in the dialog, and moves to the field when it comes, unless the visitor
 * moved it meanwhile.
 */
const focusEmailField = (card: HTMLElement): void => {
  const field = card.querySelector<HTMLInputElement>(EMAIL_INPUT)
  if (field !== null) return field.focus({ preventScroll: true })
  refocusInside(card)
  const before = deepActiveElement(document)
  const observer = new MutationObserver(() => {
    const input = card.querySelector<HTMLInputElement>(EMAIL_INPUT)
    if (input === null) return
    observer.disconnect()
    if (deepActiveElement(document) === before) input.focus({ preventScroll: true })
  })
  observer.observe(card, { childList: true, subtree: true })
}

/**
 * The real modal's enter animations continue from where the preview's are: the same animation (by name) is set
 * to the preview's current time, so a sheet still sliding up or a card still fading in goes on moving, rather
 * than jumping to its end under the visitor's pointer (a press then landed on another row). Animations the
 * preview has finished run to their end; looping ones (spinners) keep going.
 */
const animationName = (animation: Animation): string | undefined =>
  typeof CSSAnimation !== "undefined" && animation instanceof CSSAnimation ? animation.animationName : undefined

const continueAnimations = (from: ShadowRoot, to: ShadowRoot): void => {
  if (typeof to.getAnimations !== "function") return
  const times = new Map<string, number>()
  for (const animation of typeof from.getAnimations === "function" ? from.getAnimations() : []) {
    const time = animation.currentTime
    const name = animationName(animation)
    if (name !== undefined && typeof time === "number") times.set(name, time)
  }
  for (const animation of to.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) continue
    const name = animationName(animation)
    const time = name === undefined ? undefined : times.get(name)
    if (time === undefined) animation.finish()
    else animation.currentTime = time
  }
}

export interface PreviewInput {
  /** Decoded (previewOptions.ts). */
  readonly options: PreviewOptions
  /** The stored recent wallets (runtime/previewRecents.ts). */
  readonly recent: ReadonlyArray<RecentWalletValue>
}

/**
 * Prepares the preview ahead (see the top of this file). `inPage`: a click came before it was
 * prepared, and `show` follows at once: it goes in the page and renders active in one pass, not twice.
 */
export const prepareInstantModal = (
  input: PreviewInput,
  // The page's wallets, from runtime/previewWallets.ts: handed in by the preview's entry, as it stands on layers/.
  watchWallets: typeof watchPreviewWallets,
  inPage = false
): PreparedInstantModal => {
  const { options } = input
  const mount = mountShadowRoot({ css: modalCss + themeCss(options.themeMode, options.themeVariables) + PREPARED_CSS, detached: true })
  // Tells the preview from the real modal (tests, and anyone inspecting the page).
  mount.host.setAttribute("data-walletport-preview", "")
  if (!inPage) {
    // In the page, hidden: its style and layout are done when it is prepared, not in the click.
    mount.host.setAttribute(PREPARED, "")
    document.body.appendChild(mount.host)
  }
  const root = createRoot(mount.container)
  const press = trackPress(mount.shadowRoot)
  let state: PreviewState = { entries: [], pick: undefined, email: undefined }
  const listeners = new Set<() => void>()
  const set = (next: Partial<PreviewState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const store = {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
  const stopWatching = watchWallets({ ...options, recent: input.recent }, (entries: ReadonlyArray<ConnectorEntry>) => set({ entries }))
  let removed = false
  const remove = () => {
    if (removed) return
    removed = true
    stopWatching()
    root.unmount()
    mount.dispose()
  }
  let events: PreviewEvents | undefined
  // The preview shows what the visitor did at once; whether it reaches the core is the state machine's call.
  const onClose = () => events?.onClose()
  const onPick = (pick: PreviewPick) => {
    set({ pick })
    events?.onPick(pick)
  }
  const onBack = () => {
    set({ pick: undefined })
    events?.onBack()
  }
  const onEmail = (email: string) => {
    set({ email })
    events?.onEmail(email)
  }
  const render = (active: boolean) =>
    flushSync(() =>
      root.render(
        // The visitor's table has loaded (runtime/instantSession.ts `localized`): the first paint is in it.
        <I18nProvider locale={options.locale}>
          <InstantModal options={options} state={store} onPick={onPick} onBack={onBack} onClose={onClose} onEmail={onEmail} active={active} />
        </I18nProvider>
      )
    )
  const emailInput = () => mount.container.querySelector<HTMLInputElement>(EMAIL_INPUT)
  // The element that opened the preview (read before the dialog takes focus): the real modal gives focus
  // back to it, as after a normal open.
  let opener = inPage ? deepActiveElement(document) : null
  const activate = () => {
    // While the page's layout is still clean: read after, it would lay the whole preview out in the click's task.
    measureScrollLock(document)
    if (inPage) document.body.appendChild(mount.host)
    else mount.host.removeAttribute(PREPARED)
    render(true)
  }
  // Rendered now: hidden when prepared ahead (a click then only unhides and activates it).
  if (inPage) activate()
  else render(false)

  const show = (shownEvents: PreviewEvents): InstantModalHandle => {
    events = shownEvents
    if (!inPage) {
      opener = deepActiveElement(document)
      activate()
    }
    // Focus on a wallet row at hand-off moves to the same wallet's row in the real modal; focus in the email
    // field, to the real field with the same caret.
    let focusedConnector: string | undefined
    let focusedEmail = false
    let realRoot: ShadowRoot | undefined
    return {
      remove,
      emailDraft: () => emailInput()?.value ?? "",
      handOff: {
        beforePaint: (shadowRoot) => {
          realRoot = shadowRoot
          press.carryTo(shadowRoot)
          // The real modal is the same dialog, already on screen: it must not pop in a second time.
          continueAnimations(mount.shadowRoot, shadowRoot)
          const active = deepActiveElement(document)
          focusedConnector = active instanceof HTMLElement ? active.closest<HTMLElement>("[data-connector-id]")?.dataset["connectorId"] : undefined
          focusedEmail = active !== null && active === emailInput()
          // Before the real modal's focus trap starts, so it gives focus back to the opener on close.
          // (The preview still holds the page inert: lifted for the focus call, or the opener cannot take it.)
          const back = opener
          if (back instanceof HTMLElement && back.isConnected) withPageLive(document, () => back.focus({ preventScroll: true }))
          // Out of the page in the same frame as the real dialog comes in: never two dialogs on screen.
          mount.host.remove()
        },
        afterEffects: () => {
          // React cannot unmount a root from inside another root's effects: right after them.
          queueMicrotask(() => {
            remove()
            const card = realRoot?.querySelector<HTMLElement>("[role=dialog]")
            if (card === null || card === undefined) return
            const row = focusedConnector === undefined
              ? undefined
              : [...card.querySelectorAll<HTMLElement>("[data-connector-id]")].find((el) => el.dataset["connectorId"] === focusedConnector)
            // Unmounting the preview gave focus back to its opener: into the real dialog again.
            if (focusedEmail) focusEmailField(card)
            else if (row !== undefined) row.focus({ preventScroll: true })
            else refocusInside(card)
          })
        }
      }
    }
  }
  return { show, remove }
}
