/** The modal host's signal that the mounted modal shows (runtime/modalHost.ts → ui/mountModal.tsx). Types only. */

/** Called once, in the React commit that first shows the modal after it was asked for. */
export interface ShowListener {
  /** In the commit's layout phase (the DOM is in, nothing painted yet): `root` is the modal's shadow root. */
  readonly beforePaint: (root: ShadowRoot) => void
  /** After the commit's effects (the modal's focus trap has started). */
  readonly afterEffects: () => void
}
