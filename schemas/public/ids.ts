/**
 * Chain identifiers as hosts see them: plain template-literal types (no Effect Brand), the one definition the
 * Schemas in schemas/validators/caip.ts refine to. Effect-free, like every module of schemas/public/.
 */
import type { ChainNamespace } from "../namespaces.js"

export type { ChainNamespace }

/** A CAIP-2 network id, `namespace:reference`: "eip155:1", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp". */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 account, `namespace:reference:address`: "eip155:1:0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B". */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`
