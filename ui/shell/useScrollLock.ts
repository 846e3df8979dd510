import { useEffect } from "react"

/**
 * Who holds the page's scroll lock, kept on the document rather than in this module: the instant-open preview
 * ships as a bundle of its own (scripts/previewBundle.mjs) with its own copy of this module, and the real modal
 * takes the lock while the preview still holds it. With a count per copy, the preview's release restored the
 * page's styles under the open real modal (the page scrolled behind it), and the real modal's release then put
 * back the preview's `overflow: hidden` (the page stayed locked after close). Two instances on one page share it too.
 */
interface LockState {
  holders: number
  release: (() => void) | undefined
  /** The body padding measured by `measureScrollLock` for the lock taken in this task (null: none needed). */
  early: { readonly padding: string | null } | undefined
}

const STATE = Symbol.for("walletport.scrollLock")

const isLockState = (value: unknown): value is LockState =>
  typeof value === "object" && value !== null && "holders" in value && typeof value.holders === "number"

const stateOf = (doc: Document): LockState => {
  const held: unknown = Reflect.get(doc, STATE)
  if (isLockState(held)) return held
  const fresh: LockState = { holders: 0, release: undefined, early: undefined }
  Reflect.set(doc, STATE, fresh)
  return fresh
}

// Remembers an inline property exactly (value and priority) so unlocking leaves the host's styles untouched.
const save = (el: HTMLElement, prop: string): (() => void) => {
  const value = el.style.getPropertyValue(prop)
  const priority = el.style.getPropertyPriority(prop)
  return () => (value ? el.style.setProperty(prop, value, priority) : el.style.removeProperty(prop))
}

/**
 * The body's padding-right that keeps the page from shifting when its scrollbar goes (its width added to the
 * body's own padding); null with no scrollbar, without layout (clientWidth 0) or with a stable gutter, which
 * already reserves the space. Reads layout: cheap while the page's layout is clean.
 */
const paddingFor = (doc: Document): string | null => {
  const { documentElement: html, body } = doc
  const view = doc.defaultView
  const gap = (view?.innerWidth ?? 0) - html.clientWidth
  if (view === null || html.clientWidth <= 0 || gap <= 0 || view.getComputedStyle(html).scrollbarGutter === "stable") return null
  const pad = parseFloat(view.getComputedStyle(body).paddingRight) || 0
  return `${pad + gap}px`
}

const lock = (doc: Document, padding: string | null): (() => void) => {
  const { documentElement: html, body } = doc
  const restore = [save(html, "overflow"), save(body, "overflow"), save(body, "padding-right")]
  if (padding !== null) body.style.setProperty("padding-right", padding, "important")
  html.style.setProperty("overflow", "hidden", "important")
  body.style.setProperty("overflow", "hidden", "important")
  return () => restore.forEach((undo) => undo())
}

/**
 * Measures what the scroll lock needs now, for a lock taken later in the same task: call it before a modal's
 * DOM goes into the page. Measured after, the page's layout is dirty with the whole new modal, and the read
 * forces a layout of it in the click's own task (19 ms traced on a 4× CPU) that the next frame then redoes
 * once `overflow: hidden` has removed the scrollbar.
 */
export const measureScrollLock = (doc: Document): void => {
  const state = stateOf(doc)
  if (state.holders > 0) return
  state.early = { padding: paddingFor(doc) }
  queueMicrotask(() => (state.early = undefined))
}

/** Locks page scroll while `active` (ARCHITECTURE §3 "UI contract"); restores the exact previous styles. */
export const useScrollLock = (active: boolean): void => {
  useEffect(() => {
    if (!active) return
    const state = stateOf(document)
    if (state.holders++ === 0) {
      state.release = lock(document, state.early === undefined ? paddingFor(document) : state.early.padding)
      state.early = undefined
    }
    return () => {
      if (--state.holders === 0) state.release?.()
    }
  }, [active])
}
