/**
 * How a sign-in back end refuses a signed message, and how walletport reads the refusal (SPEC §4, §8).
 * A refusal is one of verifySiwxMessage's errors: SiwxVerificationFailed (with its reason), InvalidSiwxMessage
 * or SmartAccountsUnsupported, the only way a back end says "This application might not support Smart
 * Accounts". A host's `addSession` rejects with the error itself; over HTTP (serverSiwx, dev/auth-server)
 * it travels as the body `{ error: message, tag: _tag, reason?, field? }`. Anything else a back end throws
 * is a failure to sign in, not a refusal.
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { InvalidSiwxMessage, SiwxVerificationFailed, SmartAccountsUnsupported } from "../errors/siwx.js"
import type { SiwxRefusal as PlainSiwxRefusal } from "../public/siwx.js"

/** The errors a back end refuses a signed message with. */
export const SiwxRefusal = Schema.Union(SiwxVerificationFailed, InvalidSiwxMessage, SmartAccountsUnsupported)
export type SiwxRefusal = typeof SiwxRefusal.Type

const decode = Schema.decodeUnknownOption(SiwxRefusal)

/** The refusal `value` is (an error of this or another copy of walletport, recognised by `_tag`), if any. */
export const siwxRefusalOf = (value: unknown): SiwxRefusal | undefined => Option.getOrUndefined(decode(value))

/** The JSON body of an HTTP refusal (of this copy or another: it reads only the plain fields). */
export const siwxRefusalBody = (refusal: PlainSiwxRefusal): Readonly<Record<string, string>> => ({
  error: refusal.message,
  tag: refusal._tag,
  ...(refusal._tag === "SiwxVerificationFailed" ? { reason: refusal.reason } : {}),
  ...(refusal._tag === "InvalidSiwxMessage" ? { field: refusal.field, reason: refusal.reason } : {})
})

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined

/** The refusal an HTTP body carries, if any. */
export const siwxRefusalFromBody = (body: unknown): SiwxRefusal | undefined =>
  siwxRefusalOf({ _tag: field(body, "tag"), reason: field(body, "reason"), field: field(body, "field") })
