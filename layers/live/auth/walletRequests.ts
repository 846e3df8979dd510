/**
 * The wallet requests the AUTH adapters and host providers send inside APP_RPC_REQUEST, in the wire format
 * the frame app shares (personal_sign, solana_signMessage, solana_signTransaction,
 * solana_signAndSendTransaction), with every answer decoded: a frame that answers garbage gives
 * ConnectorBadResponse. Each call is one request: nothing here retries, so a send is at most once
 * (eth_sendTransaction goes through the EVM transfer code and the host provider, ./eip1193.ts).
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { ConnectorBadResponse, type WalletNotFound } from "../../../schemas/errors/connectors.js"
import { decodeBase58 } from "../../../schemas/validators/base58.js"
import { decodeBase64, encodeBase64, utf8ToHex } from "../../../schemas/validators/bytes.js"
import type { FrameRequestError } from "../../../services/SecureFrame.js"
import type { EmbeddedCore } from "./core.js"

export type WalletRequestError = FrameRequestError | WalletNotFound | ConnectorBadResponse

const EvmSignature = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{62,}$/))
/** A base58 ed25519 signature (64 bytes). */
const SolanaSignature = Schema.String.pipe(Schema.filter((text) => decodeBase58(text)?.length === 64))
const SignatureAnswer = Schema.Struct({ signature: SolanaSignature })
const SignedAnswer = Schema.Struct({ transaction: Schema.String })

const decoded = <A, I>(schema: Schema.Schema<A, I>, method: string) => (answer: unknown) =>
  Either.match(Schema.decodeUnknownEither(schema)(answer), {
    onLeft: (cause) => Effect.fail(new ConnectorBadResponse({ method, cause })),
    onRight: Effect.succeed
  })

/** personal_sign of UTF-8 text: the 0x signature. */
export const personalSign = (core: EmbeddedCore, address: string, message: string) =>
  Effect.flatMap(core.request("eip155", "personal_sign", [utf8ToHex(message), address]), decoded(EvmSignature, "personal_sign"))

/** solana_signMessage: the base58 signature. */
export const solanaSignMessage = (core: EmbeddedCore, pubkey: string, message: Uint8Array) =>
  core.request("solana", "solana_signMessage", { message: encodeBase64(message), pubkey }).pipe(
    Effect.flatMap(decoded(SignatureAnswer, "solana_signMessage")),
    Effect.map((answer) => answer.signature)
  )

/** solana_signTransaction: the signed wire bytes. */
export const solanaSignTransaction = (core: EmbeddedCore, wire: Uint8Array) =>
  core.request("solana", "solana_signTransaction", { transaction: encodeBase64(wire) }).pipe(
    Effect.flatMap(decoded(SignedAnswer, "solana_signTransaction")),
    Effect.flatMap(({ transaction }) => {
      const bytes = decodeBase64(transaction)
      return bytes === undefined || bytes.length === 0
        ? Effect.fail(new ConnectorBadResponse({ method: "solana_signTransaction" }))
        : Effect.succeed(bytes)
    })
  )

/** solana_signAndSendTransaction: the base58 transaction signature. */
export const solanaSignAndSend = (
  core: EmbeddedCore,
  wire: Uint8Array,
  options?: { readonly preflightCommitment?: string; readonly skipPreflight?: boolean }
) =>
  core.request("solana", "solana_signAndSendTransaction", {
    transaction: encodeBase64(wire),
    ...(options === undefined ? {} : { options })
  }).pipe(
    Effect.flatMap(decoded(SignatureAnswer, "solana_signAndSendTransaction")),
    Effect.map((answer) => answer.signature)
  )
