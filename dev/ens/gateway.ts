// The CCIP-read gateway (EIP-3668) of the OffchainResolver (sources.ts): answers `resolve(name, data)` for the
// names under offchain.eth from an in-memory table, signed by the resolver's signer (anvil account 7) the way
// ensdomains/offchain-resolver's gateway does. POST {sender, data} → {data}; any origin (gateways are public).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodePacked,
  type Hex,
  isAddress,
  isHex,
  keccak256,
  parseAbi,
  serializeSignature
} from "viem"
import { sign } from "viem/accounts"
import { ANVIL_ACCOUNTS } from "../accounts.js"
import { OFFCHAIN_LABEL } from "./names.js"

const SIGNER = ANVIL_ACCOUNTS[7]

/** The names the gateway answers for, and their addresses (accounts 5: a test recipient). */
export const OFFCHAIN_NAMES: Readonly<Record<string, Address>> = {
  [`carol.${OFFCHAIN_LABEL}.eth`]: ANVIL_ACCOUNTS[5]?.address ?? "0x"
}

const RESOLVE_ABI = parseAbi(["function resolve(bytes name, bytes data) view returns (bytes)"])
const RECORD_ABI = parseAbi([
  "function addr(bytes32 node) view returns (address)",
  "function addr(bytes32 node, uint256 coinType) view returns (bytes)",
  "function text(bytes32 node, string key) view returns (string)"
])

/** A DNS-encoded name (ENSIP-10) → its dotted form. */
export const dnsDecode = (encoded: Hex): string => {
  const bytes = Buffer.from(encoded.slice(2), "hex")
  const labels: Array<string> = []
  for (let offset = 0; offset < bytes.length && bytes[offset] !== 0;) {
    const length = bytes[offset] ?? 0
    labels.push(bytes.subarray(offset + 1, offset + 1 + length).toString("utf8"))
    offset += length + 1
  }
  return labels.join(".")
}

/** The ABI-encoded answer to one record call for `name` (empty records for names it does not hold). */
const answer = (name: string, data: Hex): Hex => {
  const call = decodeFunctionData({ abi: RECORD_ABI, data })
  const address = OFFCHAIN_NAMES[name]
  if (call.functionName === "text") return encodeAbiParameters([{ type: "string" }], [""])
  // addr(node, coinType) answers bytes (ENSIP-9), addr(node) an address.
  if (call.args.length === 2) return encodeAbiParameters([{ type: "bytes" }], [address ?? "0x"])
  return encodeAbiParameters([{ type: "address" }], [address ?? "0x0000000000000000000000000000000000000000"])
}

/** The signed gateway response for `request` (the resolver's callData) sent by `resolver`. */
export const gatewayResponse = async (resolver: Address, request: Hex, now: number): Promise<Hex> => {
  if (SIGNER === undefined) throw new Error("anvil account 7 missing")
  const { args } = decodeFunctionData({ abi: RESOLVE_ABI, data: request })
  const result = answer(dnsDecode(args[0]), args[1])
  const expires = BigInt(now + 300)
  const hash = keccak256(encodePacked(["bytes2", "address", "uint64", "bytes32", "bytes32"], ["0x1900", resolver, expires, keccak256(request), keccak256(result)]))
  const signature = serializeSignature(await sign({ hash, privateKey: SIGNER.privateKey }))
  return encodeAbiParameters([{ type: "bytes" }, { type: "uint64" }, { type: "bytes" }], [result, expires, signature])
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

const reply = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" })
  response.end(JSON.stringify(body))
}

export interface EnsGateway {
  readonly url: string
  /**
   * The OffchainResolver whose answers it signs. Not the request's `sender`: our UniversalResolver re-raises the
   * lookup as its own (EIP-3668), so the sender a client posts is the UniversalResolver.
   */
  readonly signFor: (resolver: Address) => void
  /** Every request body the gateway answered, to check that a lookup went through it. */
  readonly requests: () => number
  readonly stop: () => Promise<void>
}

/** Starts the gateway on 127.0.0.1 (port 0: the OS chooses). */
export const startEnsGateway = async (): Promise<EnsGateway> => {
  let count = 0
  let resolver: Address | undefined
  const server = createServer((request, response) => {
    if (request.method === "OPTIONS") return reply(response, 204, null)
    if (request.method !== "POST") return reply(response, 405, { message: "POST {sender, data}" })
    readBody(request).then(async (text) => {
      const body: unknown = JSON.parse(text)
      const sender = typeof body === "object" && body !== null && "sender" in body ? body.sender : undefined
      const data = typeof body === "object" && body !== null && "data" in body ? body.data : undefined
      if (typeof sender !== "string" || !isAddress(sender) || typeof data !== "string" || !isHex(data)) {
        return reply(response, 400, { message: "sender and data required" })
      }
      if (resolver === undefined) return reply(response, 503, { message: "no resolver deployed yet" })
      count++
      reply(response, 200, { data: await gatewayResponse(resolver, data, Math.floor(Date.now() / 1000)) })
    }).catch((error: unknown) => reply(response, 400, { message: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/lookup`,
    signFor: (address) => {
      resolver = address
    },
    requests: () => count,
    stop: () => new Promise((resolve) => server.close(() => resolve()))
  }
}
