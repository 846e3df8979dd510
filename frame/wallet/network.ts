/** CAIP-2 networks as the frame uses them: the namespace picks the account, the reference the EVM chain id. */
import { FrameFailure } from "../failure.js"

export type Namespace = "eip155" | "solana"

export const namespaceOf = (caip2: string): Namespace => (caip2.startsWith("solana:") ? "solana" : "eip155")

/** The EVM chain id of "eip155:<n>". */
export const evmChainId = (caip2: string): number => {
  const match = /^eip155:(\d{1,15})$/.exec(caip2)
  if (match?.[1] === undefined) throw new FrameFailure(`Not an EVM network: ${caip2}`, -32602)
  return Number(match[1])
}

/** A chain id as the library may send it (number, decimal or hex string, CAIP-2) as CAIP-2. */
export const toCaip2 = (chainId: string | number): string => {
  if (typeof chainId === "number") return `eip155:${chainId}`
  if (/^0x[0-9a-fA-F]+$/.test(chainId)) return `eip155:${Number.parseInt(chainId, 16)}`
  if (/^\d+$/.test(chainId)) return `eip155:${chainId}`
  return chainId
}
