/**
 * viem public clients, one per RPC URL. Loaded with import() by ChainRpcLive so viem's
 * client code stays out of the host's initial chunk until the first chain read.
 */
import { createPublicClient, http, type PublicClient } from "viem"

const clients = new Map<string, PublicClient>()

/** The client for this URL; viem's own retries are off because Effect owns the retry policy (ARCHITECTURE §3). */
export const publicClientFor = (url: string, timeoutMillis: number): PublicClient => {
  const existing = clients.get(url)
  if (existing !== undefined) return existing
  const client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: timeoutMillis }) })
  clients.set(url, client)
  return client
}
