/**
 * Instant open (issue 7): on a first open the modal's first paint does not wait for the Effect core. The
 * shell imports a small preview chunk (runtime/instantSession.ts, ui/instant/: no Effect) that shows the
 * real shell and Connect view with the wallets a light discovery finds, and only once it has painted lets
 * the core's import() start; when the core is ready it takes over in the same frame the preview leaves.
 * Part of the shell: no Effect here, and as little code as can be.
 *
 * The preview chunk is fetched as the instance is created (it is small and holds no Effect), not on click,
 * and prepares the preview (in the page, laid out and hidden) when the page is next idle, so that a click only shows it. The
 * package ships the preview as one module (scripts/previewBundle.mjs): one file to fetch whatever the host's
 * bundler, hence no import() of its own (the hand-off is imported here) but the table of a visitor whose language
 * is not English (issue 23: the preview paints in it once it has loaded, never English first). Applies to an `open()` onto Connect
 * in a document, not embedded, whatever else is configured (issue 22): WalletConnect (its row, and All
 * Wallets), custom wallets, the embedded wallet (the email field leads), stored recent wallets (read by the
 * Storage service's rules) and a stored connection (the core, loading at once to restore it, shows Connect
 * while it does: so does the preview), with at least one browser-wallet adapter (else the core's first view is
 * WalletConnect's). The preview chunk decides the rest: options and storage it cannot read as the core would
 * give no preview. Otherwise, and once the core has loaded, open() goes straight to the core.
 *
 * ## How the preview and the core share code (issue 22: one card, never two lists)
 * The preview is not a copy of the modal: it runs the core's own code wherever that code has no Effect, so
 * the first paint and the real modal come from the same source and the hand-off cannot show a difference.
 * - Drawing: the same React components (ui/shell/ModalShell, ui/views/ConnectView with its email field, and
 *   ConnectingExternalView), fed by the same Connect model as the real view (ui/views/connectModel.ts: the
 *   rows, WalletConnect's row, All Wallets and its count), the same stylesheet (ui/styles.ts) and theme
 *   (ui/theme/themeCss.ts), in a shadow root made by the same ui/shell/mountShadowRoot.
 * - Listing: the same pure functions as the adapters and the Connectors service: EIP-6963 announcements
 *   (layers/live/evm/announcements.ts), the Wallet Standard list (layers/live/solana/walletList.ts) and the
 *   SPEC §2 order with recent, include/exclude/featured and custom wallets (layers/live/connectorOrder.ts),
 *   WalletConnect's entry (layers/live/walletconnect/wallet.ts), wired by runtime/previewWallets.ts in the
 *   order ChainAdapters lists the namespaces, so every row has the id, name, icon and place the core gives it.
 * - Options and storage: ui/instant/previewOptions.ts decodes the fields it draws by the rules the core's
 *   Schema is built from (schemas/entities/themeVariableKeys.ts, schemas/validators/httpUrl.ts, the ThemeMode
 *   and CustomWallet types), runtime/previewRecents.ts the stored recent wallets by the Storage service's
 *   (schemas/storage/recentWalletRules.ts); never laxer: what the core would reject gives no preview.
 * - Its own code is only what cannot be shared: the discovery's wiring, a small store (the wallets, the pick,
 *   an email submitted) and the hand-off. Tests hold it to this: test/runtime/instantOpenParity.test.tsx
 *   (same card from the same entries, and from the preview's own discovery in every configuration; options
 *   and stored recents decoded both ways), test/bench/size.test.ts (no Effect in the preview chunk).
 *
 * ## The hand-off (issue 22)
 * One owner: the pure state machine runtime/handOffMachine.ts (preparing, shown, coreOpening, mounting,
 * handedOver, closed, disposed; every input answered in every state). This shell only decides whether a
 * preview applies, loads its chunk and forwards the host's inputs (close(), dispose(), the core loaded) to
 * the current session; the session (instantSession.ts) carries out the machine's effects on the preview, and
 * the core's port (runtime/handOff.ts, loaded beside the core) those on the core. Before the chunk has loaded
 * there is no machine: an open() waits for it, and a close() or dispose() meanwhile drops that open. A row
 * picked in the preview (a wallet, WalletConnect, All Wallets) becomes the real Connect view's intent for it,
 * an email submitted its submit; what is typed in the email field goes to the real field (runtime/handOffDraft.ts).
 */
import { adapterLoader, type WalletportAdapter } from "../schemas/adapterDescriptor.js"
import type { InstantSession } from "./instantSession.js"
import type { LoadedWalletport } from "./types.js"

type SessionModule = typeof import("./instantSession.js")

export interface InstantOpenInput {
  /** The host options as given (not decoded). */
  readonly options: unknown
  readonly coreLoaded: () => boolean
  /** Loads the core (waiting for the gates given to `deferCore`). */
  readonly load: () => Promise<LoadedWalletport>
  /** Holds the core's import() (and the other first-open imports) until `until` settles. */
  readonly deferCore: (until: Promise<unknown>) => void
  /** The preview chunk (tests pass their own). */
  readonly importPreview?: () => Promise<SessionModule>
}

export interface InstantOpen {
  /** Shows the preview and resolves once the core took over (or the preview closed); undefined when it does not apply. */
  readonly open: (openOptions: { readonly view?: unknown; readonly namespace?: unknown } | undefined) => Promise<void> | undefined
  /** Holds the core until the preview chunk has loaded; false when there is no preview (then nothing is done). */
  readonly prefetch: () => boolean
  /** Whether a preview shows (or is loading) and has not been handed over. */
  readonly showing: () => boolean
  /** The host's close(): closes the preview if it shows. */
  readonly close: () => void
  /** The core has loaded: a preview prepared and never shown is dropped (open() goes to the core from now on). */
  readonly release: () => void
  readonly dispose: () => void
}

/**
 * The configured adapters, when every one is a descriptor of ours (the preview chunk, a bundle of its own, cannot
 * tell: the loaders are kept by identity here) and one is a browser wallet's (else the first view is
 * WalletConnect's); undefined where no preview applies (no document, embedded).
 */
const previewAdapters = (options: unknown): ReadonlyArray<WalletportAdapter> | undefined => {
  if (typeof document === "undefined" || typeof options !== "object" || options === null) return undefined
  const { adapters, enableEmbedded }: { adapters?: unknown; enableEmbedded?: unknown } = options
  if (enableEmbedded === true || !Array.isArray(adapters)) return undefined
  const ours = adapters.filter((adapter: unknown): adapter is WalletportAdapter => typeof adapter === "object" && adapter !== null && adapterLoader(adapter) !== undefined)
  return ours.length === adapters.length && ours.some((adapter) => adapter.connector === undefined) ? ours : undefined
}

/** The core's side of the hand-off: imported here, in the shell, as the preview is one module with no import() of its own. */
const importHandOff = () => import("./handOff.js")

const noop = (): void => undefined

export const instantOpen = (input: InstantOpenInput): InstantOpen => {
  const adapters = previewAdapters(input.options)
  const importPreview = input.importPreview ?? (() => import("./instantSession.js"))
  let disposed = false
  const applies = () => adapters !== undefined && !disposed && !input.coreLoaded()
  // Once in, a click shows the preview in its own handler: a second import() of a loaded module still
  // resolves a task later (~20 ms on the 4x CPU, behind the page's frames).
  let loaded: SessionModule | undefined
  // One import() for the hover, the focus and the click that each ask for the chunk: every call costs a
  // few ms of the click's own handlers on a slow CPU, even for a module already requested. A failed one is
  // forgotten, so the next open() tries again. The chunk counts as loaded once the visitor's table is in too
  // (issue 23): a click before that waits for it as for the chunk, so the preview never paints English first.
  let loadingPreview: Promise<SessionModule> | undefined
  const loadPreview = (): Promise<SessionModule> => {
    if (loadingPreview === undefined) {
      const attempt = importPreview().then((module) => module.localized(input, adapters, module)).then(
        (module) => (loaded = module),
        (error: unknown) => {
          if (loadingPreview === attempt) loadingPreview = undefined
          throw error
        }
      )
      loadingPreview = attempt
    }
    return loadingPreview
  }
  // The current preview: every input after the chunk has loaded goes to its state machine, which decides.
  let session: InstantSession | undefined
  // The preview chunk (no Effect, small) loads with the page and prepares the preview when the page is idle,
  // so that a click at once only shows it; the core still waits for idle, hover or a click, and for the
  // preview's first paint.
  const sessionInput = (configured: ReadonlyArray<WalletportAdapter>) => ({ options: input.options, adapters: configured, load: input.load, importHandOff })
  if (adapters !== undefined) {
    loadPreview().then((module) => {
      if (applies() && session === undefined && waiting === undefined) (session = module.sessionFor(undefined, sessionInput(adapters)))?.prepareWhenIdle()
    }, noop)
  }
  // An open() waiting for the chunk; the host's close() or dispose() meanwhile drops it (there is no machine yet).
  let waiting: object | undefined
  // What open() returned for the preview on screen (or waiting for its chunk): a second open() returns it.
  let opened: Promise<void> | undefined

  const show = (configured: ReadonlyArray<WalletportAdapter>): Promise<void> => {
    let painted = noop
    input.deferCore(new Promise<void>((resolve) => (painted = resolve)))
    const entry = {}
    waiting = entry
    /** Whether this open() still stands (neither the host's close() nor dispose() came); it waits no more either way. */
    const stands = () => {
      const kept = waiting === entry
      waiting = undefined
      return kept && !disposed
    }
    // No preview (its chunk did not load, the options do not decode or the core came first): the core opens the modal.
    const withoutPreview = async () => {
      painted()
      if (stands()) await (await input.load()).open()
    }
    const start = (module: SessionModule): Promise<void> => {
      if (waiting === entry && applies()) {
        session = module.sessionFor(session, sessionInput(configured))
        if (session !== undefined) {
          waiting = undefined
          return session.show(painted)
        }
      }
      return withoutPreview()
    }
    // In the click's own handler.
    if (loaded !== undefined) return start(loaded)
    return loadPreview().then(start, withoutPreview)
  }
  const showing = () => waiting !== undefined || session?.live() === true

  return {
    open: (openOptions) => {
      if (!applies() || adapters === undefined) return undefined
      if ((openOptions?.view !== undefined && openOptions.view !== "Connect") || openOptions?.namespace !== undefined) return undefined
      // A second open() while the preview shows changes nothing.
      return showing() ? opened : (opened = show(adapters))
    },
    prefetch: () => {
      if (!applies()) return false
      // Hover or focus on the button: a click is likely, the preview is prepared now rather than when idle.
      session?.prepareNow()
      input.deferCore(loadPreview())
      return true
    },
    showing,
    close: () => {
      waiting = undefined
      session?.send({ kind: "closeHost" })
    },
    release: () => session?.send({ kind: "coreReady" }),
    dispose: () => {
      disposed = true
      waiting = undefined
      session?.send({ kind: "dispose" })
    }
  }
}
