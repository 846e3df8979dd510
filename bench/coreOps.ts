/**
 * The work of an instance's start as a count that no machine's load moves (printed by bench/coreOps-cli.ts,
 * held to a budget by test/bench/coreOps.test.ts): the Effect operations and fibers of building the whole
 * graph (runtime/layers.ts
 * `appLayer`) with every adapter configured, as the every-adapter bench page does (EVM, Solana, WalletConnect;
 * in Node, so no wallet announces and no chunk is fetched over a network), counted by a supervisor with op
 * supervision on: the build, then what the fibers it forked run until they all wait (their subscriptions'
 * first values), not the teardown. The build's milliseconds come beside, for orientation only (the first
 * build pays the modules' loading). A row picked in the preview waits for this start (bench/README.md, "The core hub").
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Equal from "effect/Equal"
import * as Exit from "effect/Exit"
import type * as Fiber from "effect/Fiber"
import type * as FiberId from "effect/FiberId"
import * as Layer from "effect/Layer"
import * as RuntimeFlags from "effect/RuntimeFlags"
import * as RuntimeFlagsPatch from "effect/RuntimeFlagsPatch"
import * as Scope from "effect/Scope"
import * as Supervisor from "effect/Supervisor"
import { arbitrum, evmAdapter, mainnet } from "../runtime/entries/evm.js"
import { solana, solanaAdapter } from "../runtime/entries/solana.js"
import { walletConnectAdapter } from "../runtime/entries/walletconnect.js"
import { appLayer } from "../runtime/layers.js"
import { decodeOptions } from "../schemas/options.js"
import { BENCH_PROJECT_ID } from "./scenarios/projectId.js"

/** Counts the operations fibers under it run (but the `idle` one's) while `counting`, and the fibers it starts. */
class OpCounter extends Supervisor.AbstractSupervisor<void> {
  ops = 0
  fibers = 0
  counting = true
  idle: FiberId.FiberId | undefined
  get value() {
    return Effect.void
  }
  override onStart() {
    if (this.counting) this.fibers += 1
  }
  override onEffect(fiber: Fiber.RuntimeFiber<unknown, unknown>) {
    if (this.counting && (this.idle === undefined || !Equal.equals(fiber.id(), this.idle))) this.ops += 1
  }
}

/** Yields until the other fibers ran nothing for this many yields in a row (bounded by QUIET_MAX_YIELDS). */
const QUIET_YIELDS = 20
const QUIET_MAX_YIELDS = 2_000

/**
 * At most this many operations for the every-adapter start: 14,535 today (48 fibers); 25,535 (112 fibers) when
 * the wallet list followed the merged adapters' streams and Effect's provideMerge / mergeAll composed the graph
 * (2026-11-29). A change that makes every instance's start do more work shows here first.
 */
export const CORE_START_MAX_OPS = 16_000

export interface CoreStart {
  readonly ops: number
  readonly fibers: number
  readonly ms: number
}

const options = decodeOptions({
  projectId: BENCH_PROJECT_ID,
  networks: [mainnet, arbitrum, solana],
  adapters: [evmAdapter(), solanaAdapter(), walletConnectAdapter()]
})

/** Builds the every-adapter graph once, lets what it forked settle, counts what ran, and closes it. */
export const countCoreStart = async (): Promise<CoreStart> => {
  if (Either.isLeft(options)) throw options.left
  const layer = appLayer(options.right)
  const counter = new OpCounter()
  const ms = await Effect.runPromise(Effect.gen(function*() {
    const scope = yield* Scope.make()
    const started = performance.now()
    yield* Layer.buildWithScope(layer, scope)
    const elapsed = performance.now() - started
    // From here this fiber only waits: its own yields are not the start's work.
    counter.idle = yield* Effect.fiberId
    let quiet = 0
    for (let n = 0; n < QUIET_MAX_YIELDS && quiet < QUIET_YIELDS; n++) {
      const before = counter.ops
      yield* Effect.yieldNow()
      quiet = counter.ops === before ? quiet + 1 : 0
    }
    counter.counting = false
    yield* Scope.close(scope, Exit.void)
    return elapsed
  }).pipe(
    Effect.supervised(counter),
    Effect.withRuntimeFlagsPatch(RuntimeFlagsPatch.enable(RuntimeFlags.OpSupervision))
  ))
  return { ops: counter.ops, fibers: counter.fibers, ms }
}
