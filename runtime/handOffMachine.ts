/**
 * The instant-open hand-off as one pure state machine (issue 22): from a preview prepared hidden in the page to
 * the real modal taking its place. Every input is answered in every state (TABLE below: no default branch),
 * and the answer is the next state plus the effects the driver (runtime/instantSession.ts, and on the core's
 * side runtime/handOff.ts) carries out. No I/O here: the table is the whole policy.
 *
 * States: `preparing` (rendered hidden in the page, nothing shown), `shown` (on screen and live, the core
 * loading), `coreOpening` (the core is opening its modal), `mounting` (the core's modal is open, its UI
 * mounting; the preview still on screen and live), `handedOver` (the real modal showed in the preview's
 * frame), `closed` (by the visitor or the host; a next open starts a new machine), `disposed`. Inputs are
 * issue 22's list plus `opened` (the core's modal is open), which parts `coreOpening` from `mounting`: a pick
 * (or an email submitted) before it is held, after it goes to the core at once.
 */

/** What the visitor picked in the preview's Connect view: the real view's intent for it is the same. */
export type PreviewPick =
  /** A wallet row: ConnectingExternal, and the wallet asked to connect. */
  | { readonly kind: "wallet"; readonly connectorId: string }
  /** WalletConnect's row: ConnectingWalletConnect, and its pairing. */
  | { readonly kind: "walletConnect"; readonly connectorId: string }
  /** All Wallets: the AllWallets view. */
  | { readonly kind: "allWallets" }

export type HandOffState = "preparing" | "shown" | "coreOpening" | "mounting" | "handedOver" | "closed" | "disposed"

export type HandOffInput =
  /** open(): the preview goes on screen. */
  | { readonly kind: "show" }
  /** The visitor's Close, Escape or backdrop in the preview. */
  | { readonly kind: "closeVisitor" }
  /** The host's `close()`. */
  | { readonly kind: "closeHost" }
  /** Back in the preview (from a picked wallet's connecting view). */
  | { readonly kind: "back" }
  /** A row clicked in the preview (a wallet's, WalletConnect's or All Wallets'). */
  | { readonly kind: "pick"; readonly pick: PreviewPick }
  /** The email field submitted in the preview (a valid email). */
  | { readonly kind: "submitEmail"; readonly email: string }
  /** The host's `dispose()`. */
  | { readonly kind: "dispose" }
  /** The core has loaded. */
  | { readonly kind: "coreReady" }
  /** The core, its hand-off or the modal's UI failed to load, or the core could not open the modal. */
  | { readonly kind: "coreFailed"; readonly error: unknown }
  /** The core's modal is open (its UI not mounted yet). */
  | { readonly kind: "opened" }
  /** The real modal shows (the commit that puts it on screen, before paint). */
  | { readonly kind: "mounted" }

export type HandOffInputKind = HandOffInput["kind"]

export type HandOffEffect =
  /** The preview goes in the page and takes focus; the core may load once it has painted. */
  | { readonly kind: "render" }
  /** The preview leaves the page: its DOM, React root and discovery listeners go. */
  | { readonly kind: "remove" }
  /** The core opens its modal (MODAL_OPEN). */
  | { readonly kind: "openCore" }
  /** The core runs the real Connect view's intent for the row picked in the preview. */
  | { readonly kind: "forwardPick"; readonly pick: PreviewPick }
  /** The core's email login sends the email submitted in the preview. */
  | { readonly kind: "forwardEmail"; readonly email: string }
  /** The core leaves the connecting view (its attempt abandoned). */
  | { readonly kind: "forwardBack" }
  /** The core's modal UI mounts; it shows in the preview's place. */
  | { readonly kind: "mount" }
  /** The preview leaves in the frame the real modal comes in (focus follows). */
  | { readonly kind: "handOver" }
  /** The core's pending open is cancelled, its modal closed and its next show not waited for. */
  | { readonly kind: "closeCore" }
  /** open() resolves. */
  | { readonly kind: "settle" }
  /** open() rejects. */
  | { readonly kind: "fail"; readonly error: unknown }

export interface HandOff {
  readonly state: HandOffState
  /** The row picked in the preview and not gone back from: held until the core's modal is open, then forwarded. */
  readonly pick: PreviewPick | undefined
  /** The email submitted in the preview: held until the core's modal is open, then sent. */
  readonly email: string | undefined
}

export interface HandOffStep {
  readonly next: HandOff
  readonly effects: ReadonlyArray<HandOffEffect>
}

export const PREPARING: HandOff = { state: "preparing", pick: undefined, email: undefined }

type Cell = (machine: HandOff, input: HandOffInput) => HandOffStep

const stay: Cell = (machine) => ({ next: machine, effects: [] })
const to = (state: HandOffState, ...effects: ReadonlyArray<HandOffEffect>): Cell => (machine) => ({ next: { ...machine, state }, effects })
const REMOVE: HandOffEffect = { kind: "remove" }
const SETTLE: HandOffEffect = { kind: "settle" }
const CLOSE_CORE: HandOffEffect = { kind: "closeCore" }
/** open() rejects with the failure; once the core was asked to open, it is told to close. */
const failed = (asked: boolean): Cell => (machine, input) => ({
  next: { ...machine, state: "closed" },
  effects: [REMOVE, ...(asked ? [CLOSE_CORE] : []), { kind: "fail", error: input.kind === "coreFailed" ? input.error : undefined }]
})
/** Held, not forwarded: the core is not ready to connect yet. */
const hold: Cell = (machine, input) => ({ next: { ...machine, pick: input.kind === "pick" ? input.pick : undefined }, effects: [] })
const holdEmail: Cell = (machine, input) => ({ next: { ...machine, email: input.kind === "submitEmail" ? input.email : machine.email }, effects: [] })
const forwardEmail: Cell = (machine, input) =>
  input.kind === "submitEmail"
    ? { next: { ...machine, email: input.email }, effects: [{ kind: "forwardEmail", email: input.email }] }
    : stay(machine, input)
/** What was held for the core, in the order the visitor can have done it: the email field leads the view. */
const held = (machine: HandOff): ReadonlyArray<HandOffEffect> => [
  ...(machine.email === undefined ? [] : [{ kind: "forwardEmail", email: machine.email } as const]),
  ...(machine.pick === undefined ? [] : [{ kind: "forwardPick", pick: machine.pick } as const])
]
const forwardPick: Cell = (machine, input) =>
  input.kind === "pick"
    ? { next: { ...machine, pick: input.pick }, effects: [{ kind: "forwardPick", pick: input.pick }] }
    : stay(machine, input)
/** Back from a forwarded pick is forwarded; with nothing picked the preview shows no Back (and the core's Back would close). */
const forwardBack: Cell = (machine) =>
  machine.pick === undefined ? { next: machine, effects: [] } : { next: { ...machine, pick: undefined }, effects: [{ kind: "forwardBack" }] }
/** The core's modal opened: what was held is forwarded before its UI mounts, so it mounts on the view it leads to. */
const opened: Cell = (machine) => ({ next: { ...machine, state: "mounting" }, effects: [...held(machine), { kind: "mount" }] })
/** The real modal showed while the core was still opening (its UI was already mounted): what was held goes with it. */
const shownEarly: Cell = (machine) => ({ next: { ...machine, state: "handedOver" }, effects: [...held(machine), { kind: "handOver" }, SETTLE] })

/** Every state × every input. */
export const TABLE: { readonly [S in HandOffState]: { readonly [I in HandOffInputKind]: Cell } } = {
  preparing: {
    show: to("shown", { kind: "render" }),
    // Nothing is on screen: nothing to close, pick or go back from.
    closeVisitor: stay,
    closeHost: stay,
    back: stay,
    pick: stay,
    submitEmail: stay,
    dispose: to("disposed", REMOVE),
    // The core loaded before any click: open() goes to it, the prepared preview is dropped unshown.
    coreReady: to("closed", REMOVE),
    // The shell reports it; the prepared preview serves the next open, which loads the core again.
    coreFailed: stay,
    opened: stay,
    mounted: stay
  },
  shown: {
    show: stay,
    closeVisitor: to("closed", REMOVE, SETTLE),
    closeHost: to("closed", REMOVE, SETTLE),
    back: hold,
    pick: hold,
    submitEmail: holdEmail,
    dispose: to("disposed", REMOVE, SETTLE),
    coreReady: to("coreOpening", { kind: "openCore" }),
    coreFailed: failed(false),
    opened: stay,
    mounted: stay
  },
  coreOpening: {
    show: stay,
    // The pending open is cancelled: nothing pops up later.
    closeVisitor: to("closed", REMOVE, CLOSE_CORE, SETTLE),
    closeHost: to("closed", REMOVE, CLOSE_CORE, SETTLE),
    back: hold,
    pick: hold,
    submitEmail: holdEmail,
    dispose: to("disposed", REMOVE, CLOSE_CORE, SETTLE),
    coreReady: stay,
    coreFailed: failed(true),
    opened,
    mounted: shownEarly
  },
  mounting: {
    show: stay,
    closeVisitor: to("closed", REMOVE, CLOSE_CORE, SETTLE),
    closeHost: to("closed", REMOVE, CLOSE_CORE, SETTLE),
    back: forwardBack,
    pick: forwardPick,
    submitEmail: forwardEmail,
    dispose: to("disposed", REMOVE, CLOSE_CORE, SETTLE),
    coreReady: stay,
    coreFailed: failed(true),
    opened: stay,
    mounted: to("handedOver", { kind: "handOver" }, SETTLE)
  },
  handedOver: {
    // The real modal is on screen: every input is the core's from here.
    show: stay,
    closeVisitor: stay,
    closeHost: stay,
    back: stay,
    pick: stay,
    submitEmail: stay,
    // Between the real modal's commit and its effects the preview's React root is still mounted.
    dispose: to("disposed", REMOVE),
    coreReady: stay,
    coreFailed: stay,
    opened: stay,
    mounted: stay
  },
  closed: {
    show: stay,
    closeVisitor: stay,
    closeHost: stay,
    back: stay,
    pick: stay,
    submitEmail: stay,
    dispose: to("disposed"),
    coreReady: stay,
    coreFailed: stay,
    // An open that was under way when the preview closed: closed again.
    opened: to("closed", CLOSE_CORE),
    mounted: to("closed", CLOSE_CORE)
  },
  disposed: {
    show: stay,
    closeVisitor: stay,
    closeHost: stay,
    back: stay,
    pick: stay,
    submitEmail: stay,
    dispose: stay,
    coreReady: stay,
    coreFailed: stay,
    opened: stay,
    mounted: stay
  }
}

/** One input: the next state and what to do. */
export const step = (machine: HandOff, input: HandOffInput): HandOffStep => TABLE[machine.state][input.kind](machine, input)

/** The preview is on screen and live (its open() not settled). */
export const isLive = (state: HandOffState): boolean => state === "shown" || state === "coreOpening" || state === "mounting"
