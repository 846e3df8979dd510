/**
 * The fake wallet's reading of request params (layers/test/fakeWallet.ts): as lenient as real wallets are
 * (typed data as a JSON string or an object, chain ids as hex or numbers), and undefined for what no wallet
 * could act on, which the fake refuses with -32602.
 */
import { isAddress, isHex, type TypedDataDefinition } from "viem"
// Plain hex types in what the testing entry declares: viem's own would load its declarations into every host.
import type { Hex, Hex as Address } from "../../schemas/public/hex.js"

/** An `eth_sendTransaction` request as the fake wallet received it (hex quantities as given). */
export interface FakeSendRequest {
  readonly from: Address
  readonly to?: Address
  readonly value?: Hex
  readonly data?: Hex
  readonly gas?: Hex
  readonly nonce?: Hex
}

/** A transaction the fake wallet sent: its hash, the request and the chain it was on. */
export interface FakeSentTransaction {
  readonly hash: Hex
  readonly request: FakeSendRequest
  readonly chainId: number
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value)

const optionalHex = (value: unknown): Hex | undefined | null => (value === undefined || value === null ? undefined : isHex(value) ? value : null)

/** The transaction of `eth_sendTransaction`'s first param; undefined without a valid `from` or with a malformed field. */
export const sendRequestOf = (value: unknown): FakeSendRequest | undefined => {
  if (!isRecord(value)) return undefined
  const { from, to } = value
  if (typeof from !== "string" || !isAddress(from, { strict: false })) return undefined
  if (to !== undefined && to !== null && (typeof to !== "string" || !isAddress(to, { strict: false }))) return undefined
  const fields = { value: optionalHex(value["value"]), data: optionalHex(value["data"] ?? value["input"]), gas: optionalHex(value["gas"]), nonce: optionalHex(value["nonce"]) }
  if (Object.values(fields).some((field) => field === null)) return undefined
  return {
    from,
    ...(typeof to === "string" ? { to } : {}),
    ...Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, Hex] => entry[1] !== undefined && entry[1] !== null))
  }
}

/**
 * EIP-712 typed data of `eth_signTypedData_v4` (a JSON string, or an object from lenient callers), without the EIP712Domain type viem derives itself.
 * @internal Not declared: its viem type would load viem's declarations into hosts of walletport/testing.
 */
export const typedDataOf = (value: unknown): TypedDataDefinition<Record<string, unknown>, string> | undefined => {
  let data: unknown = value
  if (typeof value === "string") {
    try {
      data = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (!isRecord(data)) return undefined
  const { domain, types, primaryType, message } = data
  if (!isRecord(types) || typeof primaryType !== "string" || !(primaryType in types) || !isRecord(message)) return undefined
  if (domain !== undefined && !isRecord(domain)) return undefined
  const fieldLists = Object.entries(types).filter(([name]) => name !== "EIP712Domain")
  const fields: Array<[string, ReadonlyArray<{ readonly name: string; readonly type: string }>]> = []
  for (const [name, list] of fieldLists) {
    if (!Array.isArray(list)) return undefined
    const typed = list.filter((field): field is { name: string; type: string } => isRecord(field) && typeof field["name"] === "string" && typeof field["type"] === "string")
    if (typed.length !== list.length) return undefined
    fields.push([name, typed])
  }
  return { domain: domain ?? {}, types: Object.fromEntries(fields), primaryType, message }
}

/** The chain id of `wallet_switchEthereumChain` / `wallet_addEthereumChain` ({ chainId }: hex, or a number from sloppy callers); NaN when missing. */
export const chainIdParam = (value: unknown): number => {
  if (!isRecord(value)) return Number.NaN
  const { chainId } = value
  if (typeof chainId === "number") return chainId
  return typeof chainId === "string" ? Number.parseInt(chainId, 16) : Number.NaN
}
