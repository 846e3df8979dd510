/**
 * One instant-open preview, from its preparation to the core's take-over (runtime/instantOpen.ts decides
 * whether there is one; runtime/handOffMachine.ts decides everything after). The entry of the preview chunk,
 * loaded with import() by the shell: no Effect module is reachable from here (test/bench/size.test.ts); the
 * core's side of the hand-off is runtime/handOff.ts.
 */
import { type InstantModalHandle, type PreparedInstantModal, prepareInstantModal, type PreviewInput } from "../ui/instant/mountInstantModal.js"
import type { CorePort } from "./handOff.js"
import { type HandOff, type HandOffEffect, type HandOffInput, type HandOffState, isLive, PREPARING, step } from "./handOffMachine.js"
import { previewOptions } from "../ui/instant/previewOptions.js"
import { hasPreviewTable, loadPreviewTable } from "../ui/instant/previewTable.js"
import type { WalletportAdapter } from "../schemas/adapterDescriptor.js"
import { pageStorage, readRecentWallets } from "./previewRecents.js"
import { watchPreviewWallets } from "./previewWallets.js"
import type { ShowListener } from "./showListener.js"
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

/** The core's side of the hand-off (runtime/handOff.ts), loaded beside the core. */
type HandOffModule = typeof import("./handOff.js")

export interface InstantSession {
  /** open(): shows the preview; resolves once the core took over or the preview closed, rejects when the core failed. */
  readonly show: (painted: () => void) => Promise<void>
  /** The shell's inputs: the host's close() and dispose(), and the core loaded (`release`). */
  readonly send: (input: HandOffInput) => void
  readonly state: () => HandOffState
  /** On screen and live (shown, the core opening or mounting). */
  readonly live: () => boolean
  /** Prepares now if it has not yet (a click is likely: the visitor hovers or focuses the button). */
  readonly prepareNow: () => void
  /** Prepares when the page is next idle (the page has just loaded the chunk), so that a click only shows it. */
  readonly prepareWhenIdle: () => void
}

/**
 * Issue 23: `chunk` (this module, as the shell imported it; `shell` holds the host options as given) once the table of the visitor's language has loaded
 * (the preview's only import(): ui/i18n/<locale>.ts, the chunk the core's modal loads too); rejects when it does
 * not load (then no preview: the core opens, in that language). Nothing to load for English, or where the
 * options give no preview. The shell's side is one call (its bytes are every host's initial JS).
 */
export const localized = <M>(
  shell: { readonly options: unknown },
  adapters: ReadonlyArray<WalletportAdapter> | undefined,
  chunk: M
): Promise<M> => {
  const locale = previewOptions(shell.options, adapters ?? [])?.locale
  if (locale === undefined) return Promise.resolve(chunk)
  return loadPreviewTable(locale).then(() => chunk)
}

/**
 * The session an open() shows: `current` while it has not been shown yet (prepared or being), else a new one;
 * none when the options or the stored recent wallets do not decode as the core would decode them (the core
 * then opens, and reports them), when the core's first view is not Connect, or when the visitor's table has not
 * loaded (`localized`: never English for another language).
 */
export const sessionFor = (
  current: InstantSession | undefined,
  input: Omit<SessionInput, "options" | "recent"> & {
    readonly options: unknown
    /** The configured adapters (real descriptors: the shell checked them). */
    readonly adapters: ReadonlyArray<WalletportAdapter>
  }
): InstantSession | undefined => {
  if (current?.state() === "preparing") return current
  const options = previewOptions(input.options, input.adapters)
  const recent = options === undefined || !hasPreviewTable(options.locale) ? undefined : readRecentWallets(Object(input.options), pageStorage())
  return options === undefined || recent === undefined ? undefined : startSession({ ...input, options, recent })
}

type SessionInput = Parameters<typeof startSession>[0]

/**
 * One preview, from its preparation (when the page is next idle: rendered and laid out in the page, hidden, inactive) to the
 * core's take-over, driven by the hand-off state machine (runtime/handOffMachine.ts): every input goes
 * through `step`, and this driver only carries out the effects it names.
 */
export const startSession = (input: PreviewInput & {
  readonly load: () => Promise<LoadedWalletport>
  /** The core's side of the hand-off (imported by the shell: the preview imports nothing). */
  readonly importHandOff: () => Promise<HandOffModule>
}): InstantSession => {
  let machine: HandOff = PREPARING
  let prepared: PreparedInstantModal | undefined
  let handle: InstantModalHandle | undefined
  let painted = (): void => undefined
  let settle = (): void => undefined
  let fail = (_error: unknown): void => undefined
  const done = new Promise<void>((resolve, reject) => {
    settle = resolve
    fail = reject
  })
  // The core, loaded once the preview has painted.
  let coreLoad: Promise<LoadedWalletport> | undefined
  // The core's side, once the core is ready; its calls run in the order the machine asked for them.
  let port: Promise<CorePort> | undefined
  const withPort = (use: (port: CorePort) => void) => void port?.then(use, () => undefined)
  // The real modal's shadow root, from the commit that shows it.
  let realRoot: ShadowRoot | undefined

  const send = (received: HandOffInput): void => {
    const { next, effects } = step(machine, received)
    machine = next
    for (const effect of effects) carryOut(effect)
  }
  const show: ShowListener = {
    beforePaint: (root) => {
      realRoot = root
      send({ kind: "mounted" })
    },
    afterEffects: () => {
      if (realRoot !== undefined && machine.state === "handedOver") handle?.handOff.afterEffects()
    }
  }
  const carryOut = (effect: HandOffEffect): void => {
    switch (effect.kind) {
      case "render": {
        handle = (prepared ?? prepareInstantModal(input, watchPreviewWallets, true)).show({
          onClose: () => send({ kind: "closeVisitor" }),
          onPick: (pick) => send({ kind: "pick", pick }),
          onBack: () => send({ kind: "back" }),
          onEmail: (email) => send({ kind: "submitEmail", email })
        })
        prepared = undefined
        coreLoad = afterPaint().then(() => {
          painted()
          return input.load()
        })
        coreLoad.then(() => send({ kind: "coreReady" }), (error: unknown) => send({ kind: "coreFailed", error }))
        return
      }
      case "remove":
        prepared?.remove()
        prepared = undefined
        handle?.remove()
        return
      case "openCore":
        port = Promise.all([coreLoad ?? input.load(), input.importHandOff()]).then(([core, handOff]) => handOff.corePort(core, { send, show }))
        port.then((opening) => {
          // Before the real modal renders: its email field starts with what the preview's holds then.
          opening.keepEmailDraft(() => handle?.emailDraft() ?? "")
          opening.open()
        }, (error: unknown) => send({ kind: "coreFailed", error }))
        return
      case "forwardPick":
        return withPort((core) => core.forwardPick(effect.pick))
      case "forwardEmail":
        return withPort((core) => core.forwardEmail(effect.email))
      case "forwardBack":
        return withPort((core) => core.forwardBack())
      case "mount":
        return withPort((core) => core.mount())
      case "closeCore":
        return withPort((core) => core.close())
      case "handOver":
        if (realRoot !== undefined) handle?.handOff.beforePaint(realRoot)
        return
      case "settle":
        return settle()
      case "fail":
        return fail(effect.error)
    }
  }

  const prepareNow = () => {
    if (machine.state === "preparing" && prepared === undefined) prepared = prepareInstantModal(input, watchPreviewWallets)
  }
  return {
    show: (onPainted) => {
      painted = onPainted
      try {
        send({ kind: "show" })
      } catch (error) {
        // In the click's own handler: what fails fails as a rejected open(), as when the chunk came later.
        onPainted()
        return Promise.reject(error)
      }
      // Not shown (this preview had ended): nothing will paint, the core must not wait for it.
      if (!isLive(machine.state)) onPainted()
      return done
    },
    send,
    state: () => machine.state,
    live: () => isLive(machine.state),
    prepareNow,
    prepareWhenIdle: () => whenIdle(prepareNow)
  }
}
