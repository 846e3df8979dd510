/**
 * The wallet requests the frame signs (common.md "Wallet-request wire format"), decoded from APP_RPC_REQUEST's
 * `method` + `params` before anything is shown: a request the panel can describe is one that was understood.
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { invalidParams, notAllowed } from "../failure.js"

const Hex = Schema.TemplateLiteral("0x", Schema.String).pipe(Schema.pattern(/^0x[0-9a-fA-F]*$/))
const Quantity = Schema.TemplateLiteral("0x", Schema.String).pipe(Schema.pattern(/^0x[0-9a-fA-F]{1,64}$/))
const Address = Schema.TemplateLiteral("0x", Schema.String).pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/))
const Base64 = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9+/]*={0,2}$/), Schema.maxLength(256 * 1024))

const EvmTransaction = Schema.Struct({
  from: Address,
  to: Schema.optional(Address),
  value: Schema.optional(Quantity),
  data: Schema.optional(Hex),
  gas: Schema.optional(Quantity),
  maxFeePerGas: Schema.optional(Quantity),
  maxPriorityFeePerGas: Schema.optional(Quantity),
  nonce: Schema.optional(Quantity)
})
export type EvmTransaction = typeof EvmTransaction.Type

const PARAMS = {
  personal_sign: Schema.Tuple(Hex, Address),
  eth_signTypedData_v4: Schema.Tuple(Address, Schema.String.pipe(Schema.maxLength(256 * 1024))),
  eth_sendTransaction: Schema.Tuple(EvmTransaction),
  solana_signMessage: Schema.Struct({ message: Base64, pubkey: Schema.String }),
  solana_signTransaction: Schema.Struct({ transaction: Base64 }),
  solana_signAndSendTransaction: Schema.Struct({
    transaction: Base64,
    options: Schema.optional(
      Schema.Struct({ preflightCommitment: Schema.optional(Schema.Literal("processed", "confirmed", "finalized")), skipPreflight: Schema.optional(Schema.Boolean) })
    )
  })
} as const

/** The approval methods this frame carries out (the rest of SPEC §6's approval list is refused with 4200). */
export type SigningMethod = keyof typeof PARAMS

/** A decoded signing request. */
export type WalletRequest = { readonly [M in SigningMethod]: { readonly method: M; readonly params: typeof PARAMS[M]["Type"] } }[SigningMethod]

const isSigningMethod = (method: string): method is SigningMethod => Object.hasOwn(PARAMS, method)

/** Decodes a signing request, or throws 4200 (a method we do not carry out) / -32602 (params we do not understand). */
export const decodeWalletRequest = (method: string, params: unknown): WalletRequest => {
  if (!isSigningMethod(method)) throw notAllowed(method)
  const decoded = Schema.decodeUnknownEither(PARAMS[method] as Schema.Schema<unknown>)(params)
  if (Either.isLeft(decoded)) throw invalidParams(method)
  // PARAMS[method] decoded the params of this very method; TypeScript cannot follow the pairing through the index.
  return { method, params: decoded.right } as WalletRequest
}

/** The account a request names (undefined: it names none, the transaction's signer slots decide). */
export const accountNamed = (request: WalletRequest): string | undefined => {
  switch (request.method) {
    case "personal_sign":
      return request.params[1]
    case "eth_signTypedData_v4":
      return request.params[0]
    case "eth_sendTransaction":
      return request.params[0].from
    case "solana_signMessage":
      return request.params.pubkey
    case "solana_signTransaction":
    case "solana_signAndSendTransaction":
      return undefined
  }
}
