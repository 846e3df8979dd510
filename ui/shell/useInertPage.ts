import { useEffect } from "react"

/**
 * The page behind an open modal is `inert` (no focus, no clicks, out of the accessibility tree), not only
 * hidden by `aria-modal`: every child of `<body>` but our own hosts (`data-walletport`: the modal, the
 * instant-open preview; `data-walletport-frame`: the embedded wallet's frame, drawn over the modal). Restored
 * exactly on close: elements the host had made inert stay so. Elements the page adds while the modal is open
 * are left alone (a wallet's own prompt, a host's toast).
 *
 * Kept on the document like the scroll lock (useScrollLock.ts), for the same reason: the preview bundle has
 * its own copy of this module, and the real modal takes over while the preview still holds the page.
 */
interface InertState {
  holders: number
  /** The elements this lock made inert, to restore. */
  made: ReadonlyArray<Element>
}

const STATE = Symbol.for("walletport.inertPage")
const OURS = "[data-walletport],[data-walletport-frame]"

const isInertState = (value: unknown): value is InertState => typeof value === "object" && value !== null && "made" in value

const stateOf = (doc: Document): InertState => {
  const held: unknown = Reflect.get(doc, STATE)
  if (isInertState(held)) return held
  const fresh: InertState = { holders: 0, made: [] }
  Reflect.set(doc, STATE, fresh)
  return fresh
}

// The attribute, not the property: it is what the host's own code and styles see (and restore to).
const setInert = (elements: ReadonlyArray<Element>, inert: boolean): void => elements.forEach((el) => el.toggleAttribute("inert", inert))

const makeInert = (doc: Document): ReadonlyArray<Element> => {
  const made = Array.from(doc.body.children).filter((el) => !el.matches(OURS) && !el.hasAttribute("inert"))
  setInert(made, true)
  return made
}

/**
 * Runs `fn` with the page live again for a moment: the instant-open hand-off gives focus back to the opener
 * (an inert element cannot take it) just before the real modal's focus trap reads where focus was.
 */
export const withPageLive = (doc: Document, fn: () => void): void => {
  const { made } = stateOf(doc)
  setInert(made, false)
  try {
    fn()
  } finally {
    if (stateOf(doc).holders > 0) setInert(made, true)
  }
}

/** Makes the page inert while `active` (the modal is shown as a modal: not embedded, not prepared ahead). */
export const useInertPage = (active: boolean): void => {
  useEffect(() => {
    if (!active || document.body === null) return
    const state = stateOf(document)
    if (state.holders++ === 0) state.made = makeInert(document)
    return () => {
      if (--state.holders > 0) return
      setInert(state.made, false)
      state.made = []
    }
  }, [active])
}
