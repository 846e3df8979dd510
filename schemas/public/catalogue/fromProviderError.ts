/** fromProviderError: plain declarations of walletport/errors (checked against schemas/errors/fromProviderError.ts). */
import * as impl from "../../errors/fromProviderError.js"
import type { ChainNotSupported } from "./chainRpc.js"
import type { UserRejectedRequest, WalletRpcError } from "./walletRpc.js"

/** The JSON-RPC codes that map to a class of their own. */
export const KNOWN_RPC_CODES: ReadonlyArray<number> = impl.KNOWN_RPC_CODES

/** The class a JSON-RPC code stands for (one table for wallets and nodes), or undefined if unknown. */
export const rpcErrorForCode: (code: number, details?: string) => WalletRpcError | undefined = impl.rpcErrorForCode

/**
 * Whatever a wallet or JSON-RPC endpoint threw (an EIP-1193 error, a JSON-RPC error response, a viem error, a
 * string…) as its catalogue class (UnknownRpcError when the code is unknown), with the thrown value as its
 * `cause` and what it said as its `details`.
 */
export const fromProviderError: (error: unknown, method?: string) => WalletRpcError = impl.fromProviderError

/**
 * What a failed `wallet_addEthereumChain` becomes: a refusal stays UserRejectedRequest; anything else is
 * ChainNotSupported, with the wallet's error as its cause.
 */
export const fromAddChainError: (error: unknown, chainId?: number | string) => UserRejectedRequest | ChainNotSupported = impl.fromAddChainError
