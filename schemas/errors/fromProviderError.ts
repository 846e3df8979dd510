/**
 * Turns whatever a wallet or node threw (EIP-1193 error, JSON-RPC error response,
 * viem error chain, a string, anything) into a catalogue class (SPEC §8).
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import {
  AtomicityNotSupported,
  AtomicReadyWalletRejectedUpgrade,
  BundleTooLarge,
  ChainDisconnected,
  DuplicateBundleId,
  InternalRpcError,
  InvalidChainIdRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupported,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnected,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProvider,
  UnknownBundleId,
  UnknownRpcError,
  UnsupportedChainIdRpcError,
  UnsupportedNonOptionalCapability,
  UnsupportedProviderMethod,
  UserRejectedRequest,
  type WalletRpcError
} from "./walletRpc.js"

type Fields = { details?: string; method?: string; data?: unknown }

const constructors: ReadonlyMap<number, (fields: Fields) => WalletRpcError> = new Map<
  number,
  (fields: Fields) => WalletRpcError
>([
  [-32700, (f) => new ParseRpcError(f)],
  [-32600, (f) => new InvalidRequestRpcError(f)],
  [-32601, (f) => new MethodNotFoundRpcError(f)],
  [-32602, (f) => new InvalidParamsRpcError(f)],
  [-32603, (f) => new InternalRpcError(f)],
  [-32000, (f) => new InvalidInputRpcError(f)],
  [-32001, (f) => new ResourceNotFoundRpcError(f)],
  [-32002, (f) => new ResourceUnavailableRpcError(f)],
  [-32003, (f) => new TransactionRejectedRpcError(f)],
  [-32004, (f) => new MethodNotSupportedRpcError(f)],
  [-32005, (f) => new LimitExceededRpcError(f)],
  [-32006, (f) => new JsonRpcVersionUnsupported(f)],
  [4001, (f) => new UserRejectedRequest(f)],
  [4100, (f) => new UnauthorizedProvider(f)],
  [4200, (f) => new UnsupportedProviderMethod(f)],
  [4900, (f) => new ProviderDisconnected(f)],
  [4901, (f) => new ChainDisconnected(f)],
  [4902, (f) => new SwitchChainError(f)],
  [5000, (f) => new UnknownRpcError({ ...f, code: 5000 })],
  [32603, (f) => new InvalidChainIdRpcError(f)],
  [5700, (f) => new UnsupportedNonOptionalCapability(f)],
  [5710, (f) => new UnsupportedChainIdRpcError(f)],
  [5720, (f) => new DuplicateBundleId(f)],
  [5730, (f) => new UnknownBundleId(f)],
  [5740, (f) => new BundleTooLarge(f)],
  [5750, (f) => new AtomicReadyWalletRejectedUpgrade(f)],
  [5760, (f) => new AtomicityNotSupported(f)]
])

/** The codes this module knows, for tests and docs. */
export const KNOWN_RPC_CODES: ReadonlyArray<number> = [...constructors.keys()]

// Wallets send codes as numbers, sometimes as numeric strings.
const Code = Schema.Union(Schema.Number, Schema.NumberFromString)
const ErrorObject = Schema.Struct({
  code: Schema.optional(Code),
  message: Schema.optional(Schema.Unknown),
  data: Schema.optional(Schema.Unknown),
  error: Schema.optional(Schema.Unknown),
  cause: Schema.optional(Schema.Unknown)
})
const decodeErrorObject = Schema.decodeUnknownOption(ErrorObject)

// Bounded so a self-referencing cause chain cannot loop forever.
const MAX_DEPTH = 8

/** The first known RPC code found in the error, its JSON-RPC `error`, `data.originalError` or `cause` chain. */
const findCode = (value: unknown, depth: number): Option.Option<{ code: number; holder: typeof ErrorObject.Type }> => {
  if (depth > MAX_DEPTH) return Option.none()
  return Option.flatMap(decodeErrorObject(value), (obj) => {
    if (obj.code !== undefined && constructors.has(obj.code)) return Option.some({ code: obj.code, holder: obj })
    const nested = [obj.error, originalError(obj.data), obj.cause]
    for (const inner of nested) {
      const found = findCode(inner, depth + 1)
      if (Option.isSome(found)) return found
    }
    return Option.none()
  })
}

// MetaMask mobile wraps the real error as data.originalError.
const originalError = (data: unknown): unknown =>
  typeof data === "object" && data !== null && "originalError" in data ? data.originalError : undefined

const describe = (value: unknown): string | undefined => {
  if (typeof value === "string") return value
  if (value instanceof Error) return value.message
  return Option.match(decodeErrorObject(value), {
    onNone: () => undefined,
    onSome: (obj) => (typeof obj.message === "string" ? obj.message : undefined)
  })
}

const firstCode = (value: unknown): number | undefined =>
  Option.match(decodeErrorObject(value), { onNone: () => undefined, onSome: (obj) => obj.code })

/** SPEC §8: any thrown value from a wallet or JSON-RPC endpoint → its catalogue class (unknown → UnknownRpcError). */
export const fromProviderError = (error: unknown, method?: string): WalletRpcError => {
  const base: Fields = method === undefined ? {} : { method }
  const found = findCode(error, 0)
  if (Option.isSome(found)) {
    const { code, holder } = found.value
    const details = typeof holder.message === "string" ? holder.message : describe(error)
    const make = constructors.get(code)
    const fields: Fields = { ...base, ...(details === undefined ? {} : { details }), ...(holder.data === undefined ? {} : { data: holder.data }) }
    if (make !== undefined) return make(fields)
  }
  const details = describe(error)
  const code = firstCode(error)
  return new UnknownRpcError({
    ...base,
    ...(details === undefined ? {} : { details }),
    ...(code === undefined ? {} : { code })
  })
}
