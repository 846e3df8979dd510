/** ERC-20 reads (balanceOf, decimals, symbol): calldata and results through viem's ABI coder (tree-shaken). */
import * as Effect from "effect/Effect"
import { decodeFunctionResult, encodeFunctionData, erc20Abi } from "viem"
import { AbiDecodingError } from "../../../schemas/errors/chainRpc.js"
import type { Address, Hex } from "../../../services/ChainRpc.js"

export const balanceOfData = (owner: Address): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [owner] })
export const decimalsData: Hex = /* @__PURE__ */ encodeFunctionData({ abi: erc20Abi, functionName: "decimals" })
export const symbolData: Hex = /* @__PURE__ */ encodeFunctionData({ abi: erc20Abi, functionName: "symbol" })

const decoding = <A>(data: Hex, decode: () => A): Effect.Effect<A, AbiDecodingError> =>
  Effect.try({ try: decode, catch: () => new AbiDecodingError({ data }) })

export const decodeBalanceOf = (data: Hex) =>
  decoding(data, () => decodeFunctionResult({ abi: erc20Abi, functionName: "balanceOf", data }))
export const decodeDecimals = (data: Hex) =>
  decoding(data, () => decodeFunctionResult({ abi: erc20Abi, functionName: "decimals", data }))
export const decodeSymbol = (data: Hex) =>
  decoding(data, () => decodeFunctionResult({ abi: erc20Abi, functionName: "symbol", data }))
