/**
 * SPEC §9 network catalogue. Named exports only, so a host bundles just the networks it imports;
 * the full list lives in `./all.js` and is opt-in.
 */
export * from "./evm.js"
export { SOLANA_LOCALNET_ID, solana, solanaDevnet, solanaLocal, solanaTestnet } from "./solana.js"
export { bitcoin, bitcoinTestnet } from "./bitcoin.js"
export { DEFAULT_CAIP_NETWORK_ID } from "./defaults.js"
export { caipNetworkIdOf, defineNetwork, type NetworkDefinition } from "./defineNetwork.js"
export { fromViemChain, type NetworkOverrides } from "./fromViemChain.js"
