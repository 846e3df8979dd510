/** `walletport/evm`: the EVM adapter descriptor (tiny: the adapter loads when the core starts), the EVM networks (plain data), custom networks and the EIP-1193 type. */
export * from "../../schemas/networks/evm.js"
export { defineNetwork, type NetworkDefinition } from "../../schemas/networks/defineNetwork.js"
export { fromViemChain, type NetworkOverrides, type ViemChain } from "../../schemas/networks/fromViemChain.js"
export type { Eip1193Provider } from "../../schemas/validators/eip1193Provider.js"
export { evmAdapter } from "../adapters/evm.js"
