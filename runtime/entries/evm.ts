/** `walletport/evm`: the EVM networks (plain data, one export each) and the EIP-1193 provider type. */
export * from "../../schemas/networks/evm.js"
export type { Eip1193Provider } from "../../schemas/eip1193.js"
