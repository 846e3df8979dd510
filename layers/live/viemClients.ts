/**
 * viem public clients, one per RPC URL. Loaded with import() by ChainRpcLive so viem's
 * client code stays out of the host's initial chunk until the first chain read.
 */
import { createPublicClient, http, HttpRequestError, type PublicClient, RpcRequestError as ViemRpcRequestError, TimeoutError } from "viem"
import { type ChainRpcError, RpcHttpError, RpcRequestError, RpcTimeout } from "../../schemas/errors/chainRpc.js"

const clients = new Map<string, PublicClient>()

/** The client for this URL; viem's own retries are off because Effect owns the retry policy (ARCHITECTURE §3). */
export const publicClientFor = (url: string, timeoutMillis: number): PublicClient => {
  const existing = clients.get(url)
  if (existing !== undefined) return existing
  const client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: timeoutMillis }) })
  clients.set(url, client)
  return client
}

/** viem's errors → the catalogue's HTTP RPC errors (SPEC §8). */
export const toChainRpcError = (url: string, error: unknown): ChainRpcError => {
  if (error instanceof TimeoutError) return new RpcTimeout({ url })
  if (error instanceof HttpRequestError) return new RpcHttpError({ url, status: error.status, cause: error })
  if (error instanceof ViemRpcRequestError) return new RpcRequestError({ url, code: error.code, details: error.details })
  return new RpcHttpError({ url, cause: error })
}
