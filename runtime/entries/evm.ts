/** `walletport/evm`: the EVM networks and EVM-specific validators. */
export * from "../../schemas/networks/evm.js"
export { isEvmAddress, EvmAddress, ChecksummedEvmAddress } from "../../schemas/validators/evmAddress.js"
export type { Eip1193Provider } from "../../schemas/eip1193.js"
