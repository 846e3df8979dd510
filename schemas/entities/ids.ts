/** Chain identifiers for the entities; the one definition lives with the CAIP validators. */
export { CaipAddress, CaipNetworkId, ChainNamespace } from "../validators/caip.js"
