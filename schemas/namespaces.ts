/** SPEC §3: the chain namespaces, in one dependency-free module so the shell can read them without Effect. */

/** SPEC §3: the chain namespaces the product serves; the one list every other definition derives from. */
export const CHAIN_NAMESPACES = ["eip155", "solana", "bip122", "polkadot", "cosmos"] as const
/** SPEC §3: a supported chain namespace. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

const SUPPORTED: ReadonlySet<string> = new Set(CHAIN_NAMESPACES)

/** SPEC §3: true when `value` is one of the namespaces the product serves. */
export const isSupportedNamespace = (value: unknown): value is ChainNamespace =>
  typeof value === "string" && SUPPORTED.has(value)
