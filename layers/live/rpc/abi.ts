/**
 * The viem half of ChainRpc: ABI encoding and decoding (ERC-20 reads, Multicall3 aggregate3) and transaction
 * hashes, through viem's tree-shakable exports. Loaded with import() on the first call that needs it (see
 * loadAbi.ts), so a balance read — what the EVM adapter's chunk does — carries no viem.
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, multicall3Abi } from "viem"
import type { Hex } from "../../../schemas/siwx/verify/types.js"
import type { Address } from "../../../services/ChainRpc.js"

export { keccak256 } from "viem"

export const balanceOfData = (owner: Address): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [owner] })
export const decimalsData = (): Hex => encodeFunctionData({ abi: erc20Abi, functionName: "decimals" })
export const symbolData = (): Hex => encodeFunctionData({ abi: erc20Abi, functionName: "symbol" })

// These throw on data that does not decode; loadAbi's callers turn that into AbiDecodingError.
export const decodeBalanceOf = (data: Hex): bigint => decodeFunctionResult({ abi: erc20Abi, functionName: "balanceOf", data })
export const decodeDecimals = (data: Hex): number => decodeFunctionResult({ abi: erc20Abi, functionName: "decimals", data })
export const decodeSymbol = (data: Hex): string => decodeFunctionResult({ abi: erc20Abi, functionName: "symbol", data })

export const aggregate3Data = (calls: ReadonlyArray<{ readonly to: Address; readonly data: Hex }>): Hex =>
  encodeFunctionData({
    abi: multicall3Abi,
    functionName: "aggregate3",
    args: [calls.map((c) => ({ target: c.to, allowFailure: true, callData: c.data }))]
  })

export const decodeAggregate3 = (data: Hex): ReadonlyArray<{ readonly success: boolean; readonly returnData: Hex }> =>
  decodeFunctionResult({ abi: multicall3Abi, functionName: "aggregate3", data })
