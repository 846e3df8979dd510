/** SPEC §3 Sign-in session: a signed sign-in message. */
import * as Schema from "effect/Schema"
import { SiwxMessageData } from "./SiwxMessage.js"

/** SPEC §3: a CAIP-74 CACAO (chain-agnostic object capability) proving the sign-in. */
export const Cacao = Schema.Struct({
  h: Schema.Struct({ t: Schema.Literal("caip122", "eip4361") }),
  p: Schema.Struct({
    domain: Schema.String,
    aud: Schema.String,
    nonce: Schema.String,
    iss: Schema.String,
    version: Schema.optional(Schema.String),
    iat: Schema.optional(Schema.String),
    nbf: Schema.optional(Schema.String),
    exp: Schema.optional(Schema.String),
    statement: Schema.optional(Schema.String),
    requestId: Schema.optional(Schema.String),
    resources: Schema.optional(Schema.Array(Schema.String))
  }),
  s: Schema.Struct({ t: Schema.String, s: Schema.String, m: Schema.optional(Schema.String) })
})
/** SPEC §3: a CAIP-74 CACAO. */
export interface Cacao extends Schema.Schema.Type<typeof Cacao> {}

/** SPEC §3 Sign-in session: message data, the signed text, its signature, optionally a CACAO. */
export const SiwxSession = Schema.Struct({
  data: SiwxMessageData,
  message: Schema.NonEmptyString,
  signature: Schema.NonEmptyString,
  cacao: Schema.optional(Cacao)
})
/** SPEC §3 Sign-in session. */
export interface SiwxSession extends Schema.Schema.Type<typeof SiwxSession> {}
