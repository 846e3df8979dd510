/** SPEC §6 safe methods: accounts and chain id answered here, everything else forwarded to the network's RPC. */
import type { Commitments } from "../keysApi.js"
import { chainIdHex } from "./evm.js"
import type { JsonRpc } from "./jsonRpc.js"
import { evmChainId } from "./network.js"

export const answerSafe = (a: {
  readonly method: string
  readonly params: unknown
  readonly network: string
  readonly commitments: Commitments
  readonly rpc: JsonRpc
}): Promise<unknown> | unknown => {
  switch (a.method) {
    case "eth_accounts":
    case "eth_requestAccounts":
      return [a.commitments.evmAddress]
    case "eth_chainId":
      return chainIdHex(evmChainId(a.network))
    case "net_version":
      return String(evmChainId(a.network))
    case "solana_getAccounts":
    case "solana_requestAccounts":
      return [{ pubkey: a.commitments.solanaAddress }]
    default:
      return a.rpc(a.method, a.params ?? [])
  }
}
