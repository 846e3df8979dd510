/**
 * verifySiwxMessage's options as a Schema: they come from a host's server (often plain JavaScript), so a
 * missing or malformed option is found here and named in an InvalidSiwxVerifyOptions, never a TypeError.
 */
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { InvalidSiwxVerifyOptions } from "../../errors/siwx.js"
import { isCaipNetworkId } from "../../validators/core/caip.js"
import type { EthCall } from "./types.js"

/**
 * How far a signer's clock may run ahead of the server's: one minute. An Issued At later than now plus this
 * is refused; the same margin is allowed past the nonce's lifetime.
 */
export const SIWX_CLOCK_SKEW_MS = 60_000

const CaipNetworkId = Schema.String.pipe(Schema.filter((id: string): boolean => isCaipNetworkId(id)))
const NonNegativeMillis = Schema.Number.pipe(Schema.finite(), Schema.nonNegative())
const isFunction = (u: unknown): u is (...args: ReadonlyArray<never>) => unknown => typeof u === "function"
const EthCallFunction = Schema.declare((u: unknown): u is EthCall => isFunction(u), { message: () => "must be a function" })
const FetchFunction = Schema.declare((u: unknown): u is typeof globalThis.fetch => isFunction(u), {
  message: () => "must be a function"
})

/** The options of verifySiwxMessage (domain, nonce and chain are required). */
export const VerifySiwxMessageOptionsSchema = Schema.Struct({
  /** The message text exactly as signed. */
  message: Schema.String,
  /** EVM: 0x hex (65 bytes, EIP-1271 bytes or an EIP-6492 wrapper). Solana: base58, 0x hex, or the raw 64 bytes. */
  signature: Schema.Union(Schema.String, Schema.Uint8ArrayFromSelf),
  /** The domain (authority) this server serves: the message must name it. */
  domain: Schema.NonEmptyString,
  /** The nonce this server issued for the sign-in. */
  nonce: Schema.NonEmptyString,
  /**
   * The CAIP-2 chain the message must be bound to, or the chains this server accepts: smart-account
   * signatures (EIP-1271, EIP-6492) are checked on that chain, so a message naming another one is refused.
   */
  chainId: Schema.Union(CaipNetworkId, Schema.Array(CaipNetworkId).pipe(Schema.minItems(1))).annotations({
    message: () => ({ message: "must be a CAIP-2 network id such as eip155:1, or a non-empty list of them", override: true })
  }),
  /** When set, the message's scheme (https when it names none, EIP-4361) must be this one. */
  scheme: Schema.optional(Schema.String),
  /** The present instant (a Date or epoch milliseconds); defaults to the system clock. */
  now: Schema.optional(
    Schema.Union(Schema.DateFromSelf, Schema.Number).annotations({ message: () => ({ message: "must be a Date or epoch milliseconds", override: true }) })
  ),
  /** How long this server's nonces live (default SIWX_NONCE_LIFETIME_MS): an older Issued At is refused. */
  nonceLifetimeMs: Schema.optional(NonNegativeMillis),
  /** How far the signer's clock may run ahead (default SIWX_CLOCK_SKEW_MS). */
  clockSkewMs: Schema.optional(NonNegativeMillis),
  /** Smart accounts (EIP-1271, EIP-6492) are checked on their chain: a JSON-RPC URL per CAIP-2 chain id… */
  rpcUrls: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  /** …or an eth_call of your own (a viem client's `call`, a ChainRpc). Takes precedence over rpcUrls. */
  call: Schema.optional(EthCallFunction),
  /** fetch for rpcUrls; defaults to the global one. */
  fetch: Schema.optional(FetchFunction)
})

/** What verifySiwxMessage is given. */
export interface VerifySiwxMessageOptions extends Schema.Schema.Type<typeof VerifySiwxMessageOptionsSchema> {}

const decode = Schema.decodeUnknownEither(VerifySiwxMessageOptionsSchema)

/** The options, or the first one at fault. */
export const decodeVerifyOptions = (input: unknown): Either.Either<VerifySiwxMessageOptions, InvalidSiwxVerifyOptions> =>
  Either.mapLeft(decode(input, { errors: "first" }), (error) => {
    const [issue] = ParseResult.ArrayFormatter.formatErrorSync(error)
    const [option] = issue?.path ?? []
    return option === undefined
      ? new InvalidSiwxVerifyOptions({ option: "(options)", reason: "must be an object" })
      : new InvalidSiwxVerifyOptions({ option: String(option), reason: issue?._tag === "Missing" ? "is required" : issue?.message ?? "is invalid" })
  })
