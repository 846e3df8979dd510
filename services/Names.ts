/**
 * Account names ("registering an account name", name registration, rules): the RegisterAccountName
 * form's state and the registration flow. The name is checked as the visitor types (debounced; a newer name
 * overtakes an older check); registering asks the wallet for one signature at most, whatever it or the visitor does.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { ChunkLoadFailed } from "../schemas/errors/chunk.js"
import type { ConnectorBadResponse, ConnectorNotConnected, WalletNotFound } from "../schemas/errors/connectors.js"
import type { ApiUnauthorized } from "../schemas/errors/dataApi.js"
import type {
  NameAddressOrConnectorNotFound,
  NameNetworkNotFound,
  NameSuggestionsFailed,
  RegisterNameFailed,
  ResolveNameFailed
} from "../schemas/errors/names.js"
import type { InvalidChainId } from "../schemas/errors/validation.js"
import type { WalletRpcError } from "../schemas/errors/walletRpc.js"
import type { AccountNameRule } from "../schemas/validators/core/accountName.js"

/**
 * The typed name: nothing yet, breaking a rule, being checked (after the debounce), free, taken (with
 * the zone's free suggestions), or the check failed. `name` is the full name (label and zone).
 */
export type NameAvailability =
  | { readonly status: "empty" }
  | { readonly status: "invalid"; readonly rule: AccountNameRule }
  | { readonly status: "checking"; readonly name: string }
  | { readonly status: "available"; readonly name: string }
  | {
    readonly status: "taken"
    readonly name: string
    /** Free names of the zone (full names). */
    readonly suggestions: ReadonlyArray<string>
    readonly suggestionsError: NameSuggestionsFailed | ApiUnauthorized | undefined
  }
  | { readonly status: "failed"; readonly name: string; readonly error: ResolveNameFailed | ApiUnauthorized }

/** Every catalogue error a registration can end in (names, the wallet's errors). */
export type RegisterError =
  | NameNetworkNotFound
  | NameAddressOrConnectorNotFound
  | InvalidChainId
  | RegisterNameFailed
  | ApiUnauthorized
  | ConnectorNotConnected
  | WalletRpcError
  | WalletNotFound
  | ConnectorBadResponse

/** The form, waiting on the wallet's signature, waiting on the API, done. */
export type RegisterStep = "form" | "signing" | "registering" | "registered"

export interface NamesState {
  /** The label as typed. */
  readonly input: string
  readonly availability: NameAvailability
  readonly step: RegisterStep
  /** The full name being registered, or registered last. */
  readonly name: string | undefined
  /** Why the last registration failed (its message is what the form shows). */
  readonly error: RegisterError | undefined
}

export interface NamesShape {
  readonly state: Subscribable.Subscribable<NamesState>
  /**
   * A fresh form after a registration that succeeded. Anything else is kept: the form the visitor returns to after a
   * failure (the label and the reason) or a registration still running. Never fails.
   */
  readonly start: Effect.Effect<void>
  /**
   * Sets the typed label: its rule at once; when valid, its availability after the 500 ms debounce
   * on Effect's Clock (a newer label interrupts the older check), and the zone's suggestions when taken. Ignored
   * while a registration runs. Never fails.
   */
  readonly setName: (label: string) => Effect.Effect<void>
  /**
   * Builds the message (name, empty attributes, timestamp in seconds), pushes RegisterAccountNameSuccess,
   * asks the wallet to sign, registers for the active EVM chain's coin type (ENSIP-11), then sets the profile name.
   * A failure (a rejection too) returns to RegisterAccountName with the error in state. While a signature is
   * outstanding no second one is asked: this waits for that one again, and its late answer is registered once.
   * Never fails.
   */
  readonly register: Effect.Effect<void>
}

/**
 * The Names feature as the core holds it (ARCHITECTURE §4): the service's code is imported and built on the first
 * `load` (the names view group), never in the host's initial chunk.
 */
export interface NamesFeatureShape {
  /** The Names service (the same one on every call). Fails: ChunkLoadFailed; the next call imports it again. */
  readonly load: Effect.Effect<NamesShape, ChunkLoadFailed>
}

export class NamesFeature extends Context.Tag("walletport/NamesFeature")<NamesFeature, NamesFeatureShape>() {}
