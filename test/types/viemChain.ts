/**
 * Compile-time proof (checked by `npm run typecheck`) that fromViemChain's plain parameter type (declared so that
 * `walletport/evm` loads none of viem's declarations) takes any viem chain: viem's `Chain` and each of `viem/chains`.
 */
import type { Chain } from "viem"
import type * as chains from "viem/chains"
import type { ViemChain } from "../../schemas/networks/fromViemChain.js"

type Agree<T extends true> = T

export type ViemChainsFit = [
  Agree<[Chain] extends [ViemChain] ? true : false>,
  Agree<[(typeof chains)[keyof typeof chains]] extends [ViemChain] ? true : false>
]
