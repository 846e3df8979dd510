/** Chain identifiers for the entities (SPEC §3, §5); the one definition lives with the CAIP validators. */
export { CaipAddress, CaipNetworkId, ChainNamespace } from "../validators/caip.js"
