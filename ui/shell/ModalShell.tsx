import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react"
import { BACK, CLOSE, Icon } from "../components/icons.js"
import type { ThemeModeOption } from "../../schemas/entities/Theme.js"
import { ShellToast, type ShellToastProps } from "./ShellToast.js"
import { useAnimatedHeight } from "./useAnimatedHeight.js"
import { type Announcement, AnnounceContext, announcementText } from "./announcer.js"
import { useFocusTrap } from "./useFocusTrap.js"
import { useInertPage } from "./useInertPage.js"
import { useScrollLock } from "./useScrollLock.js"
import { focusView } from "./viewFocus.js"
import { type ViewFrame, ViewFrameContext } from "./ViewSuspense.js"
import { useI18n } from "../i18n/I18nContext.js"

/** Props of the modal frame; the container decides what `onBack`/`onClose` mean (SPEC §2 navigation). */
export interface ModalShellProps {
  readonly open: boolean
  readonly title: string
  readonly canGoBack: boolean
  readonly onBack: () => void
  readonly onClose: () => void
  /** False where SPEC §2 forbids closing (required sign-in, ApproveTransaction): no Close button, Escape and backdrop do nothing. */
  readonly closable?: boolean
  /** The SPEC §8 alert banner's slot, under the header (ModalRoot passes it only with `debug` on). */
  readonly alert?: ReactNode
  /** The SPEC §8 toast to show, if any. */
  readonly toast?: ShellToastProps["toast"]
  /** A status the container announces ("Connected", "Signed in"), said again each time `count` changes. */
  readonly announcement?: Announcement | undefined
  readonly shake: boolean
  /** "system": the theme CSS follows `prefers-color-scheme` (ui/theme/themeCss.ts). */
  readonly themeMode: ThemeModeOption
  readonly viewKey: string
  readonly embedded?: boolean
  /**
   * False while the modal is rendered ahead of being shown, hidden (instant open's prepared preview):
   * it renders as open but takes no focus, locks no scroll and listens to no key until it turns true.
   */
  readonly active?: boolean
  readonly children: ReactNode
}

const noop = (): void => undefined

/**
 * The modal frame: overlay, dialog semantics, header with Back/Close, and a body re-keyed per view so its
 * enter animation replays. Embedded mode renders inline with no overlay, scroll lock or focus trap.
 */
export const ModalShell = (props: ModalShellProps): ReactNode => {
  const { embedded = false, closable = true, active = true } = props
  // Escape and the backdrop go through here: inert where closing is forbidden.
  const onClose = closable ? props.onClose : noop
  const shown = embedded || props.open
  const modal = shown && !embedded && active
  const titleId = useId()
  const { dir, locale, messages } = useI18n()
  const card = useRef<HTMLDivElement>(null)
  const sizer = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  // A press that starts in the card and ends on the overlay (text selection drag) must not close.
  const pressedInside = useRef(false)

  // The lock before the focus (effects run in this order): focus() lays the page out (Chromium asks layout
  // whether a scroller is focusable), so the page is laid out once, already locked; the other way round the
  // lock's overflow change made the next frame lay the whole page and modal out again.
  useScrollLock(modal)
  // Before the focus trap: its cleanup gives focus back to the opener, which must be live again by then.
  useInertPage(modal)
  // Re-keyed on `closable` too: a focused Close that disappears must not leave focus on the page.
  useFocusTrap(card, modal, `${props.viewKey}:${closable}`)
  const lastHeight = useRef(0)
  useAnimatedHeight(sizer, content, shown, lastHeight)
  const frame = useMemo<ViewFrame>(
    () => ({
      lastHeight: () => lastHeight.current,
      // A view that loaded after the view change focused the title: its main action takes focus now.
      refocus: () => {
        const el = card.current
        if (!modal || el === null) return
        const root: Node & Partial<DocumentOrShadowRoot> = el.getRootNode()
        const active = root.activeElement ?? null
        if (!el.contains(active) || active?.tagName === "H2") focusView(el)
      }
    }),
    [modal]
  )
  useEffect(() => {
    if (!modal) return
    // On the document so Escape works even after a click moved focus out of the dialog.
    const onKeyDown = (e: KeyboardEvent): void => {
      if (e.key === "Escape" && !e.defaultPrevented) {
        e.preventDefault()
        onClose()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [modal, onClose])

  // One live region for the views' and the container's announcements; the same text again is said again.
  const [said, setSaid] = useState<Announcement>()
  const announce = useCallback((text: string) => setSaid((last) => ({ text, count: (last?.count ?? 0) + 1 })), [])
  const { announcement } = props
  useEffect(() => {
    if (announcement !== undefined) announce(announcement.text)
  }, [announce, announcement])
  const spoken = announcementText(said)

  // Closed, the region stays in the page (empty while open): "Signed in" is said as the modal closes.
  const closedRegion = <p className="sr" aria-live="polite" data-testid="announcer-closed">{shown ? "" : spoken}</p>
  // The same two children as when shown, so React keeps the region's node (a new one would not be read).
  if (!shown) return <>{closedRegion}{null}</>
  const dialog = (
    <div
      ref={card}
      className="card"
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-shake={props.shake ? "true" : undefined}
      // Embedded: only react to Escape pressed inside the widget, never page-wide.
      onKeyDown={embedded ? (e) => e.key === "Escape" && onClose() : undefined}
    >
      <div className="header">
        {props.canGoBack ? (
          <button type="button" className="ib" aria-label={messages.shell.back} data-mirror="" onClick={props.onBack}>
            <Icon d={BACK} />
          </button>
        ) : (
          <span />
        )}
        {/* Keyed by text so the 120 ms header fade replays on each new title. */}
        {/* Focusable from script only: a new view with no main action puts focus here (its name is read). */}
        <h2 key={props.title} id={titleId} className="title" tabIndex={-1}>
          {props.title}
        </h2>
        {closable ? (
          <button type="button" className="ib" aria-label={messages.shell.close} onClick={onClose}>
            <Icon d={CLOSE} />
          </button>
        ) : (
          <span />
        )}
      </div>
      {props.alert}
      <div ref={sizer} className="sizer">
        <div ref={content}>
          <div key={props.viewKey} className="body">
            <ViewFrameContext.Provider value={frame}>
              <AnnounceContext.Provider value={announce}>{props.children}</AnnounceContext.Provider>
            </ViewFrameContext.Provider>
          </div>
        </div>
      </div>
      <ShellToast toast={props.toast} announcement={spoken} />
    </div>
  )
  return (
    <>
      {closedRegion}
      <div className="root" dir={dir} lang={locale} data-wp-theme={props.themeMode} data-embedded={embedded ? "" : undefined}>
        {embedded ? (
          dialog
        ) : (
          <div
            className="overlay"
            data-testid="modal-overlay"
            onPointerDown={(e) => {
              pressedInside.current = e.target !== e.currentTarget
            }}
            onClick={(e) => {
              if (e.target === e.currentTarget && !pressedInside.current) onClose()
              pressedInside.current = false
            }}
          >
            {dialog}
          </div>
        )}
      </div>
    </>
  )
}
