/**
 * The instant-open hand-off's state machine (runtime/handOffMachine.ts, issue 22): every input in every
 * state, the next state and the effects, written out here independently of the module's table; then the
 * invariants over every sequence of inputs (nothing shows or connects after a close, open() settles once).
 */
import { describe, expect, it } from "vitest"
import {
  type HandOff,
  type HandOffEffect,
  type HandOffInput,
  type HandOffInputKind,
  type HandOffState,
  PREPARING,
  type PreviewPick,
  step
} from "../../runtime/handOffMachine.js"

const FAILURE = new Error("chunk failed")
/** Each cell starts with wallet "held" picked and an email held, and a pick input picks "clicked". */
const HELD: PreviewPick = { kind: "wallet", connectorId: "held" }
const CLICKED: PreviewPick = { kind: "walletConnect", connectorId: "walletConnect" }
const HELD_EMAIL = "held@example.com"
const TYPED = "typed@example.com"
const INPUTS: { readonly [K in HandOffInputKind]: Extract<HandOffInput, { readonly kind: K }> } = {
  show: { kind: "show" },
  closeVisitor: { kind: "closeVisitor" },
  closeHost: { kind: "closeHost" },
  back: { kind: "back" },
  pick: { kind: "pick", pick: CLICKED },
  submitEmail: { kind: "submitEmail", email: TYPED },
  dispose: { kind: "dispose" },
  coreReady: { kind: "coreReady" },
  coreFailed: { kind: "coreFailed", error: FAILURE },
  opened: { kind: "opened" },
  mounted: { kind: "mounted" }
}

const render: HandOffEffect = { kind: "render" }
const remove: HandOffEffect = { kind: "remove" }
const openCore: HandOffEffect = { kind: "openCore" }
const mount: HandOffEffect = { kind: "mount" }
const handOver: HandOffEffect = { kind: "handOver" }
const closeCore: HandOffEffect = { kind: "closeCore" }
const forwardBack: HandOffEffect = { kind: "forwardBack" }
const settle: HandOffEffect = { kind: "settle" }
const fail: HandOffEffect = { kind: "fail", error: FAILURE }
const forward = (pick: PreviewPick): HandOffEffect => ({ kind: "forwardPick", pick })
const forwardEmail = (email: string): HandOffEffect => ({ kind: "forwardEmail", email })

/**
 * [next state, the pick it holds, effects, the email it holds (HELD_EMAIL when not given)]; a missing input
 * stays put with nothing to do.
 */
type Cell = readonly [HandOffState, PreviewPick | undefined, ReadonlyArray<HandOffEffect>, string?]
const EXPECTED: { readonly [S in HandOffState]: Partial<{ readonly [I in HandOffInputKind]: Cell }> } = {
  preparing: {
    show: ["shown", HELD, [render]],
    dispose: ["disposed", HELD, [remove]],
    coreReady: ["closed", HELD, [remove]]
  },
  shown: {
    closeVisitor: ["closed", HELD, [remove, settle]],
    closeHost: ["closed", HELD, [remove, settle]],
    back: ["shown", undefined, []],
    pick: ["shown", CLICKED, []],
    submitEmail: ["shown", HELD, [], TYPED],
    dispose: ["disposed", HELD, [remove, settle]],
    coreReady: ["coreOpening", HELD, [openCore]],
    coreFailed: ["closed", HELD, [remove, fail]]
  },
  coreOpening: {
    closeVisitor: ["closed", HELD, [remove, closeCore, settle]],
    closeHost: ["closed", HELD, [remove, closeCore, settle]],
    back: ["coreOpening", undefined, []],
    pick: ["coreOpening", CLICKED, []],
    submitEmail: ["coreOpening", HELD, [], TYPED],
    dispose: ["disposed", HELD, [remove, closeCore, settle]],
    coreFailed: ["closed", HELD, [remove, closeCore, fail]],
    opened: ["mounting", HELD, [forwardEmail(HELD_EMAIL), forward(HELD), mount]],
    mounted: ["handedOver", HELD, [forwardEmail(HELD_EMAIL), forward(HELD), handOver, settle]]
  },
  mounting: {
    closeVisitor: ["closed", HELD, [remove, closeCore, settle]],
    closeHost: ["closed", HELD, [remove, closeCore, settle]],
    back: ["mounting", undefined, [forwardBack]],
    pick: ["mounting", CLICKED, [forward(CLICKED)]],
    submitEmail: ["mounting", HELD, [forwardEmail(TYPED)], TYPED],
    dispose: ["disposed", HELD, [remove, closeCore, settle]],
    coreFailed: ["closed", HELD, [remove, closeCore, fail]],
    mounted: ["handedOver", HELD, [handOver, settle]]
  },
  handedOver: {
    dispose: ["disposed", HELD, [remove]]
  },
  closed: {
    dispose: ["disposed", HELD, []],
    opened: ["closed", HELD, [closeCore]],
    mounted: ["closed", HELD, [closeCore]]
  },
  disposed: {}
}

const STATES = Object.keys(EXPECTED).filter((state): state is HandOffState => Object.hasOwn(EXPECTED, state))
const KINDS = Object.keys(INPUTS).filter((kind): kind is HandOffInputKind => Object.hasOwn(INPUTS, kind))
const CELLS = STATES.flatMap((state) => KINDS.map((input) => [state, input] as const))

describe("the hand-off state machine", () => {
  it("has a cell for each of the 7 states × 11 inputs", () => {
    expect(CELLS).toHaveLength(77)
  })

  it.each(CELLS)("%s × %s", (state, input) => {
    const expected: Cell = EXPECTED[state][input] ?? [state, HELD, []]
    const { next, effects } = step({ state, pick: HELD, email: HELD_EMAIL }, INPUTS[input])
    expect(next).toEqual({ state: expected[0], pick: expected[1], email: expected[3] ?? HELD_EMAIL })
    expect(effects).toEqual(expected[2])
  })

  it("with nothing picked or submitted, the core's modal opening mounts it on Connect and Back forwards nothing (the core's Back would close it)", () => {
    const idle = { pick: undefined, email: undefined }
    expect(step({ state: "coreOpening", ...idle }, INPUTS.opened).effects).toEqual([mount])
    expect(step({ state: "mounting", ...idle }, INPUTS.back)).toEqual({ next: { state: "mounting", ...idle }, effects: [] })
  })

  it("an email submitted before the core is ready is sent once its modal opens, before the modal's UI mounts", () => {
    const shown = step(step(PREPARING, INPUTS.show).next, INPUTS.submitEmail)
    expect(shown).toEqual({ next: { state: "shown", pick: undefined, email: TYPED }, effects: [] })
    const opening = step(shown.next, INPUTS.coreReady)
    expect(step(opening.next, INPUTS.opened).effects).toEqual([forwardEmail(TYPED), mount])
  })

  describe("over every sequence of 5 inputs from a prepared preview", () => {
    type Trace = ReadonlyArray<{ readonly machine: HandOff; readonly effects: ReadonlyArray<HandOffEffect> }>
    /** Calls `visit` with each sequence's states and effects. */
    const walk = (visit: (trace: Trace) => void) => {
      const go = (machine: HandOff, trace: Trace, depth: number): void => {
        if (depth === 0) return visit(trace)
        for (const kind of KINDS) {
          const { next, effects } = step(machine, INPUTS[kind])
          go(next, [...trace, { machine: next, effects }], depth - 1)
        }
      }
      go(PREPARING, [], 5)
    }
    const SHOWS_OR_CONNECTS: ReadonlyArray<HandOffEffect["kind"]> = ["render", "openCore", "forwardPick", "forwardEmail", "forwardBack", "mount", "handOver"]

    /** The sequences (as their states) for which `broken` holds; none is expected. */
    const violations = (broken: (trace: Trace) => boolean): ReadonlyArray<string> => {
      const found: Array<string> = []
      walk((trace) => {
        if (broken(trace)) found.push(trace.map(({ machine }) => machine.state).join(" → "))
      })
      return found
    }
    const kindsOf = (trace: Trace) => trace.flatMap(({ effects }) => effects.map((effect) => effect.kind))

    it("once closed or disposed, nothing shows, opens or connects any more", () => {
      expect(violations((trace) => {
        const end = trace.findIndex(({ machine }) => machine.state === "closed" || machine.state === "disposed")
        return end >= 0 && kindsOf(trace.slice(end + 1)).some((kind) => SHOWS_OR_CONNECTS.includes(kind))
      })).toEqual([])
    })

    it("open() settles or fails at most once, and only after the preview was shown; the preview is gone when it does", () => {
      expect(violations((trace) => {
        const kinds = kindsOf(trace)
        const ends = kinds.filter((kind) => kind === "settle" || kind === "fail").length
        return ends > 1 || (ends === 1 && (!kinds.includes("render") || !(kinds.includes("remove") || kinds.includes("handOver"))))
      })).toEqual([])
    })

    it("the core opens its modal at most once, and is told to close whenever the preview closes after that", () => {
      expect(violations((trace) => {
        const kinds = kindsOf(trace)
        const opened = trace.findIndex(({ effects }) => effects.some((effect) => effect.kind === "openCore"))
        const closed = trace.findIndex(({ machine }) => machine.state === "closed")
        return kinds.filter((kind) => kind === "openCore").length > 1 ||
          (opened >= 0 && closed > opened && !(trace[closed]?.effects.some((effect) => effect.kind === "closeCore") ?? false))
      })).toEqual([])
    })
  })
})
