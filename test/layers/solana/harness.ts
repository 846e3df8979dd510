// Shared set-up for the Solana adapter tests: the real adapter (`make`) in a scope, with decoded options.
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import type * as Scope from "effect/Scope"
import { make } from "../../../layers/live/solana/module.js"
import { solana, solanaDevnet, solanaLocal } from "../../../schemas/networks/solana.js"
import { decodeConfig } from "../../../schemas/options.js"
import type { SolanaProvider } from "../../../layers/live/solana/provider.js"
import type { ChainAdapterShape } from "../../../services/ChainAdapter.js"
import { Config } from "../../../services/Config.js"

/** The local network the tests connect on (its RPC is never called unless a test says so). */
export const LOCAL = solanaLocal("http://127.0.0.1:1")

/** Host options with the local network, mainnet and devnet, plus overrides. */
export const configWith = (overrides: Readonly<Record<string, unknown>> = {}) =>
  Either.getOrThrow(decodeConfig({ projectId: "p", networks: [LOCAL, solana, solanaDevnet], ...overrides }))

/** The Solana adapter built in the current scope. */
export const adapter = (overrides: Readonly<Record<string, unknown>> = {}): Effect.Effect<ChainAdapterShape, never, Scope.Scope> =>
  Effect.provideService(make, Config, configWith(overrides))

/** Lets resolved promises and other fibers run (real microtasks; the TestClock stays put). */
export const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

const isProvider = (value: unknown): value is SolanaProvider =>
  typeof value === "object" && value !== null && "signAndSendTransaction" in value && "address" in value

/** The adapter's host provider, checked to be a Solana provider. */
export const providerOf = (value: unknown): SolanaProvider => {
  if (!isProvider(value)) throw new Error("no Solana provider")
  return value
}
