import { Component, createContext, type ReactNode, Suspense, useContext, useLayoutEffect } from "react"
import { useMessages } from "../i18n/I18nContext.js"

/** What the shell tells a lazily loaded view: the height to hold while it loads, and how to restore focus. */
export interface ViewFrame {
  /** Height of the view body last measured (0 before the first view). */
  readonly lastHeight: () => number
  /** Moves focus back into the dialog if it was lost (a loading view had nothing to focus). */
  readonly refocus: () => void
}

export const ViewFrameContext = createContext<ViewFrame>({ lastHeight: () => 0, refocus: () => undefined })

/** Smallest placeholder before any view has been measured (first open straight into a loading view). */
const MIN_FALLBACK = 160

const Fallback = (): ReactNode => {
  const frame = useContext(ViewFrameContext)
  return (
    <div className="fallback" role="status" data-testid="view-loading" style={{ minHeight: Math.max(frame.lastHeight(), MIN_FALLBACK) }}>
      <span className="dots" aria-hidden="true" />
      <span className="sr">{useMessages().shell.loading}</span>
    </div>
  )
}

/** Runs once the lazy view has rendered: focus that fell out of the dialog while it loaded comes back. */
const Ready = (props: { readonly children: ReactNode }): ReactNode => {
  const { refocus } = useContext(ViewFrameContext)
  useLayoutEffect(() => refocus(), [refocus])
  return props.children
}

interface BoundaryState {
  readonly failed: boolean
}

/** What a view whose chunk failed to load shows: a retry, in the visitor's words. */
const ChunkFailed = (props: { readonly onRetry: () => void }): ReactNode => {
  const t = useMessages().shell
  return (
    <>
      <p className="alert" role="alert">{t.chunkFailed}</p>
      <button type="button" className="btn" onClick={props.onRetry}>
        {t.tryAgain}
      </button>
    </>
  )
}

/** A view chunk that failed to load offers a retry instead of an empty modal. */
class ViewBoundary extends Component<{ readonly children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false }
  static getDerivedStateFromError(): BoundaryState {
    return { failed: true }
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <div className="center" data-testid="view-failed">
        <ChunkFailed onRetry={() => this.setState({ failed: false })} />
      </div>
    )
  }
}

/** Wraps a lazy view: a same-height placeholder while its chunk loads, a retry if it cannot. */
export const ViewSuspense = (props: { readonly children: ReactNode }): ReactNode => (
  <ViewBoundary>
    <Suspense fallback={<Fallback />}>
      <Ready>{props.children}</Ready>
    </Suspense>
  </ViewBoundary>
)
