/**
 * One instant-open preview, from its first paint to the core's take-over (runtime/instantOpen.ts decides
 * when). The entry of the preview chunk, loaded with import() by the shell: no Effect module is reachable
 * from here (test/bench/size.test.ts); the core's side of the hand-off is runtime/handOff.ts.
 */
import type { ChainNamespace } from "../schemas/entities/ids.js"
import { type PreparedInstantModal, prepareInstantModal, type PreviewInput } from "../ui/instant/mountInstantModal.js"
import { watchPreviewWallets } from "./previewWallets.js"
import type { LoadedWalletport } from "./types.js"

/** Runs `run` when the page is next idle (at most `IDLE_TIMEOUT_MS` later), at once where there are no idle callbacks. */
const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else run()
}
const IDLE_TIMEOUT_MS = 100

/**
 * After the next frame has painted (a task posted from requestAnimationFrame runs after that frame's paint)
 * and the page's own work after it has run: the core's import() then evaluates ~40 ms of chunks on a 4× CPU,
 * which would otherwise hold up whatever the page does after the preview's first frame.
 */
const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(() => whenIdle(resolve), 0))
    // A hidden tab paints no frames: the core must still load.
    setTimeout(resolve, 500)
  })

/** A preview being prepared at the next idle moment (see prepareWhenIdle). */
export interface PreparingPreview {
  /** The prepared preview, if it is ready, for the caller to show; the preparation stops either way. */
  readonly take: () => PreparedInstantModal | undefined
  /** Stops the preparation and drops what was prepared. */
  readonly cancel: () => void
  /** Prepares now if it has not yet (a click is likely: the visitor hovers or focuses the button). */
  readonly now: () => void
}

/**
 * Prepares the preview (ui/instant/mountInstantModal.tsx: rendered out of the page, inactive) when the page is next
 * idle, so that a click only shows it; a click before that renders it then, as without.
 */
export const prepareWhenIdle = (input: PreviewInput): PreparingPreview => {
  let state: "waiting" | "stopped" | PreparedInstantModal = "waiting"
  const prepare = () => {
    if (state === "waiting") state = prepareInstantModal(input, watchPreviewWallets)
  }
  whenIdle(prepare)
  const stop = (): PreparedInstantModal | undefined => {
    const prepared = state === "waiting" || state === "stopped" ? undefined : state
    state = "stopped"
    return prepared
  }
  return { take: stop, cancel: () => stop()?.remove(), now: prepare }
}

export interface InstantSession {
  /** Resolves once the core has taken over, or at once the core is ready when the preview was closed. */
  readonly done: Promise<void>
  /** The host's close(): the preview closes and the core does not open the modal. */
  readonly close: () => void
  /** dispose(): the preview goes at once. */
  readonly remove: () => void
}

export const showInstantModal = (input: {
  /** The host options as given (not decoded). */
  readonly options: unknown
  readonly namespaces: ReadonlyArray<ChainNamespace>
  readonly title: string
  /** Lets the core's import() start (called once the preview has painted). */
  readonly painted: () => void
  readonly load: () => Promise<LoadedWalletport>
  /** The preview closed or handed over: a next open() starts afresh. */
  readonly onEnd: () => void
  /** The core's side of the hand-off, loaded beside the core (by the shell: the preview imports nothing). */
  readonly importHandOff: () => Promise<typeof import("./handOff.js")>
  /** The preview prepared before the click, if it is ready. */
  readonly prepared?: PreparedInstantModal | undefined
}): InstantSession => {
  const { importHandOff } = input
  const handle = (input.prepared ?? prepareInstantModal(input, watchPreviewWallets, true)).show(input.onEnd)
  const done = (async () => {
    await afterPaint()
    input.painted()
    let core: LoadedWalletport
    let handOff: typeof import("./handOff.js")
    try {
      ;[core, handOff] = await Promise.all([input.load(), importHandOff()])
    } catch (error) {
      // Reported by the shell as every load failure; the preview closes (the next open tries again).
      handle.remove()
      input.onEnd()
      throw error
    }
    // Closed before the core was ready: it does not open the modal.
    if (handle.closed()) return
    input.onEnd()
    try {
      await handOff.takeOver(core, { pick: handle.pick, onPick: handle.onPick, show: handle.handOff })
    } catch (error) {
      handle.remove()
      throw error
    }
  })()
  return { done, close: handle.close, remove: handle.remove }
}
