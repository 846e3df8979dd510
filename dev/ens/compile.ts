// The ENS contracts of sources.ts, compiled by dev/solc.ts (cached under .tmp by source hash).
import { compileSolidity } from "../solc.js"
import { OFFCHAIN_RESOLVER, UNIVERSAL_RESOLVER } from "./sources.js"

/** The compiled ENS contracts (≈ 1.5 s the first time, then read from the .tmp cache). */
export const ensArtifacts = () =>
  compileSolidity({
    sources: { "UniversalResolver.sol": UNIVERSAL_RESOLVER, "OffchainResolver.sol": OFFCHAIN_RESOLVER },
    contracts: ["UniversalResolver", "OffchainResolver"]
  })
