import type { CaipNetworkId } from "../entities/ids.js"
import { mainnet } from "./evm.js"

/** SPEC §9: the default chain is Ethereum mainnet (`eip155:1`): the catalogue entry's own id, never retyped. */
export const DEFAULT_CAIP_NETWORK_ID: CaipNetworkId = mainnet.caipNetworkId
