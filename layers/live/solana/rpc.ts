/**
 * Solana JSON-RPC reads through @solana/kit. Loaded with import() on the first balance read, so kit's RPC
 * code stays out of the adapter's first chunk (and out of the host's initial chunk).
 */
import {
  address,
  createSolanaRpc,
  isSolanaError,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  type Rpc,
  type SolanaRpcApi
} from "@solana/kit"
import { type ChainRpcError, RpcHttpError, RpcRequestError } from "../../../schemas/errors/chainRpc.js"

const clients = new Map<string, Rpc<SolanaRpcApi>>()

/** One kit RPC client per URL. */
export const rpcFor = (url: string): Rpc<SolanaRpcApi> => {
  const existing = clients.get(url)
  if (existing !== undefined) return existing
  const rpc = createSolanaRpc(url)
  clients.set(url, rpc)
  return rpc
}

/** Lamports held by `owner`; the signal aborts the HTTP request when the read is interrupted. */
export const getBalance = async (url: string, owner: string, abortSignal: AbortSignal): Promise<bigint> => {
  const { value } = await rpcFor(url).getBalance(address(owner)).send({ abortSignal })
  return value
}

const serverMessage = (context: object): string | undefined => {
  const message: unknown = Reflect.get(context, "__serverMessage")
  return typeof message === "string" ? message : undefined
}

/** kit's errors → the catalogue's HTTP RPC errors (SPEC §8). */
export const toChainRpcError = (url: string, error: unknown): ChainRpcError => {
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
    return new RpcHttpError({ url, status: error.context.statusCode, cause: error })
  }
  // JSON-RPC error responses keep their (negative) JSON-RPC code as kit's error code.
  if (isSolanaError(error) && error.context.__code < 0) {
    return new RpcRequestError({ url, code: error.context.__code, details: serverMessage(error.context) ?? error.message })
  }
  return new RpcHttpError({ url, cause: error })
}
