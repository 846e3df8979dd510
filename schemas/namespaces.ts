/** The chain namespaces, in one dependency-free module so the shell can read them without Effect. */

/** The chain namespaces the product serves; the one list every other definition derives from. */
export const CHAIN_NAMESPACES = ["eip155", "solana", "bip122", "polkadot", "cosmos"] as const
/** A supported chain namespace. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

const SUPPORTED: ReadonlySet<string> = new Set(CHAIN_NAMESPACES)

/** True when `value` is one of the namespaces the product serves. */
export const isSupportedNamespace = (value: unknown): value is ChainNamespace =>
  typeof value === "string" && SUPPORTED.has(value)
