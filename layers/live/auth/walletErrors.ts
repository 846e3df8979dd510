/**
 * A failed frame request as the wallet catalogue (SPEC §8), so the AUTH adapters fail like any wallet: the
 * frame's EIP-1193 code picks the class (4001 UserRejectedRequest, 4100 UnauthorizedProvider, …); an open
 * request aborted because the visitor rejected (SPEC §4) is a rejection; anything else (timeouts, a frame that
 * did not load) is an unknown RPC error carrying the frame's error and its text.
 */
import { fromProviderError } from "../../../schemas/errors/fromProviderError.js"
import { RpcMethodNotAllowed, UserRejectedRequest, type WalletRpcError } from "../../../schemas/errors/walletRpc.js"
import type { FrameRequestError } from "../../../services/SecureFrame.js"

/** SPEC §7 wallet-request error code for a method the frame does not allow (SPEC §6). */
export const NOT_ALLOWED_CODE = 4200

export const walletErrorOf = (error: FrameRequestError, method: string): WalletRpcError =>
  error._tag === "RpcRequestAborted"
    ? new UserRejectedRequest({ method, details: error.message, cause: error })
    : fromProviderError(error, method)

/** True when the frame refused the method as not allowed (SPEC §6). */
export const isNotAllowed = (error: FrameRequestError): boolean =>
  error._tag === "FrameError" && error.code === NOT_ALLOWED_CODE

/** What a host's own call rejects with: RpcMethodNotAllowed for a refused method, the catalogue class otherwise. */
export const hostErrorOf = (error: FrameRequestError, method: string): WalletRpcError | RpcMethodNotAllowed =>
  isNotAllowed(error) ? new RpcMethodNotAllowed({ method }) : walletErrorOf(error, method)
