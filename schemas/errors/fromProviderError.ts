/**
 * Turns whatever a wallet or node threw (EIP-1193 error, JSON-RPC error response,
 * viem error chain, a string, anything) into a catalogue class (SPEC §8).
 */
import { ChainNotSupported } from "./chainRpc.js"
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

type Fields = { details?: string; method?: string; data?: unknown; cause?: unknown }

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

/** The catalogue class a JSON-RPC code stands for (one table for wallets and nodes), or undefined if unknown. */
export const rpcErrorForCode = (code: number, details?: string): WalletRpcError | undefined =>
  constructors.get(code)?.(details === undefined ? {} : { details })

// Codes a wallet uses to wrap another error (MetaMask Mobile's -32603 "Internal JSON-RPC error" around the
// wallet's own 4001 or 4902) or to say nothing precise (5000). A more specific code found inside wins.
const GENERIC_CODES: ReadonlySet<number> = new Set([-32603, -32000, 5000])

// String codes for a rejection: ethers' ACTION_REJECTED and WalletConnect's SDK error keys.
const REJECTION_STRING_CODES: ReadonlySet<string> = new Set([
  "ACTION_REJECTED",
  "USER_REJECTED",
  "USER_REJECTED_CHAINS",
  "USER_REJECTED_METHODS",
  "USER_REJECTED_EVENTS"
])

// What wallets that send no usable code say when the visitor refused (WalletConnect relays,
// "User rejected.", Coinbase's "User denied account authorization", Trust's "User canceled").
const REJECTION_TEXT = /\buser (?:rejected|denied|cancel+ed|disapproved)\b|\brejected by (?:the )?user\b/i

// Bounded so a self-referencing or very deep chain cannot loop or blow the stack.
const MAX_DEPTH = 8

/** One error object of the chain, with what it says about itself. */
interface Layer {
  readonly code: number | undefined
  readonly rejected: boolean
  readonly message: string | undefined
  readonly data: unknown
}

const field = (value: object, key: string): unknown => {
  // A wallet's error can have throwing getters; a field we cannot read is a field it does not have.
  try {
    return key in value ? Reflect.get(value, key) : undefined
  } catch {
    return undefined
  }
}

const numericCode = (code: unknown): number | undefined => {
  if (typeof code === "number") return Number.isInteger(code) ? code : undefined
  // Wallets behind WalletConnect bridges send codes as numeric strings ("4001", "-32603").
  if (typeof code === "string" && /^-?\d{1,6}$/.test(code.trim())) return Number(code.trim())
  return undefined
}

const describeLayer = (value: unknown): Layer | undefined => {
  if (typeof value === "string") {
    return { code: undefined, rejected: REJECTION_TEXT.test(value), message: value, data: undefined }
  }
  if (typeof value !== "object" || value === null) return undefined
  const rawCode = field(value, "code")
  const rawMessage = field(value, "message")
  const message = typeof rawMessage === "string" ? rawMessage : undefined
  const code = numericCode(rawCode)
  const rejected = code === 4001 ||
    (typeof rawCode === "string" && REJECTION_STRING_CODES.has(rawCode)) ||
    (message !== undefined && REJECTION_TEXT.test(message))
  return { code, rejected, message, data: field(value, "data") }
}

/** Where a wallet nests the error it wraps: JSON-RPC `error`, MetaMask's `data.originalError`, `cause`, ethers' `info.error`. */
const innerErrors = (value: unknown): ReadonlyArray<unknown> => {
  if (typeof value !== "object" || value === null) return []
  const data = field(value, "data")
  const info = field(value, "info")
  return [
    field(value, "error"),
    typeof data === "object" && data !== null ? field(data, "originalError") : undefined,
    field(value, "cause"),
    typeof info === "object" && info !== null ? field(info, "error") : undefined
  ]
}

/** The error and what it wraps, outermost first (depth-first), bounded and cycle-safe. */
const layersOf = (error: unknown): ReadonlyArray<Layer> => {
  const layers: Array<Layer> = []
  const seen = new Set<unknown>()
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || value === undefined || seen.has(value)) return
    seen.add(value)
    const layer = describeLayer(value)
    if (layer === undefined) return
    layers.push(layer)
    for (const inner of innerErrors(value)) visit(inner, depth + 1)
  }
  visit(error, 0)
  return layers
}

const isKnown = (layer: Layer): layer is Layer & { readonly code: number } =>
  layer.code !== undefined && constructors.has(layer.code)

/**
 * The layer whose code names the error: the outermost specific known code, so an inner 4001 or 4902 beats an
 * outer -32603 wrapper; failing that a rejection said in words or string codes; failing that a generic code.
 */
const decisive = (layers: ReadonlyArray<Layer>): { readonly code: number; readonly layer: Layer } | undefined => {
  const specific = layers.find((layer) => isKnown(layer) && !GENERIC_CODES.has(layer.code))
  if (specific !== undefined && specific.code !== undefined) return { code: specific.code, layer: specific }
  const rejection = layers.find((layer) => layer.rejected)
  if (rejection !== undefined) return { code: 4001, layer: rejection }
  const generic = layers.find(isKnown)
  return generic === undefined ? undefined : { code: generic.code, layer: generic }
}

/** A message with words in it; a blank one says nothing (`details` then says the wallet gave none). */
const spoken = (text: string | undefined): string | undefined => (text === undefined || text.trim() === "" ? undefined : text)

const describe = (error: unknown, layers: ReadonlyArray<Layer>): string | undefined =>
  spoken(error instanceof Error ? error.message : layers.find((layer) => spoken(layer.message) !== undefined)?.message)

/**
 * SPEC §8: any thrown value from a wallet or JSON-RPC endpoint → its catalogue class (unknown → UnknownRpcError),
 * with the thrown value as its `cause` and what it said as its `details`.
 */
export const fromProviderError = (error: unknown, method?: string): WalletRpcError => {
  // The provider's error is kept as it was thrown (viem's `cause`): `details` only quotes what it said.
  const base: Fields = method === undefined ? { cause: error } : { method, cause: error }
  const layers = layersOf(error)
  const found = decisive(layers)
  if (found !== undefined) {
    const make = constructors.get(found.code)
    const details = spoken(found.layer.message) ?? describe(error, layers)
    if (make !== undefined) {
      return make({
        ...base,
        ...(details === undefined ? {} : { details }),
        ...(found.layer.data === undefined ? {} : { data: found.layer.data })
      })
    }
  }
  const details = describe(error, layers)
  const code = layers[0]?.code
  return new UnknownRpcError({
    ...base,
    ...(details === undefined ? {} : { details }),
    ...(code === undefined ? {} : { code })
  })
}

/**
 * SPEC §8 "'Chain is not supported' when adding a chain fails": what a failed `wallet_addEthereumChain`
 * becomes. A visitor who refused stays a UserRejectedRequest (they said no; the chain is fine); anything
 * else is ChainNotSupported, with the wallet's error kept as its cause.
 */
export const fromAddChainError = (
  error: unknown,
  chainId?: number | string
): UserRejectedRequest | ChainNotSupported => {
  const mapped = fromProviderError(error, "wallet_addEthereumChain")
  if (mapped._tag === "UserRejectedRequest") return mapped
  return new ChainNotSupported({ ...(chainId === undefined ? {} : { chainId }), cause: error })
}
