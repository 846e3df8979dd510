/**
 * Wallet requests (SPEC §6, common.md wire format): the frame enforces the policy itself. Disallowed → 4200;
 * safe → answered or forwarded; approval → decoded, shown in the approval panel, signed only once approved
 * (the dispatcher runs an id once, so a replayed request signs nothing).
 */
import { classifyRpcMethod } from "../../schemas/frame/rpcPolicy.js"
import type { FrameContext } from "../context.js"
import type { Handlers } from "../dispatcher.js"
import { FrameFailure, invalidParams, notAllowed, notSignedIn } from "../failure.js"
import { describeRequest } from "../wallet/describe.js"
import { signEvm, type EvmRequest } from "../wallet/evm.js"
import { jsonRpc } from "../wallet/jsonRpc.js"
import { evmChainId, namespaceOf } from "../wallet/network.js"
import { accountNamed, decodeWalletRequest, type WalletRequest } from "../wallet/requests.js"
import { answerSafe } from "../wallet/safe.js"
import { signSolana, type SolanaRequest } from "../wallet/solana.js"

const isSolanaRequest = (request: WalletRequest): request is SolanaRequest => request.method.startsWith("solana_")
const isEvmRequest = (request: WalletRequest): request is EvmRequest => !isSolanaRequest(request)

export const rpcHandlers = (ctx: FrameContext): Pick<Handlers, "APP_RPC_REQUEST" | "APP_RPC_ABORT"> => {
  const rpcFor = (network: string) => {
    const url = ctx.config.rpcUrls[network]
    if (url === undefined) throw new FrameFailure(`This wallet server has no RPC URL for ${network}`, -32603)
    return jsonRpc(ctx.fetch, url)
  }
  return {
    APP_RPC_REQUEST: async ({ chainId, method, params }, { id, signal }) => {
      const kind = classifyRpcMethod(method)
      if (kind === "disallowed") throw notAllowed(method)
      const commitments = ctx.session.user?.commitments
      if (commitments === undefined) throw notSignedIn()
      const network = chainId ?? ctx.session.chainId
      const rpc = rpcFor(network)
      if (kind === "safe") return { result: await answerSafe({ method, params, network, commitments, rpc }) }

      const request = decodeWalletRequest(method, params)
      const solana = namespaceOf(network) === "solana"
      if (isSolanaRequest(request) !== solana) throw invalidParams(`${method} on ${network}`)
      const account = accountNamed(request)
      // Base58 is case-sensitive; EVM hex is not (checksum casing aside).
      const ours = solana ? account === commitments.solanaAddress : account?.toLowerCase() === commitments.evmAddress.toLowerCase()
      if (account !== undefined && !ours) throw invalidParams("unknown account")
      if (ctx.session.keys === undefined) throw notSignedIn()
      await ctx.approvals.ask({ requestId: id, method, description: describeRequest(request, network) }, signal)
      // Signed out while the panel showed: nothing to sign with.
      const keys = ctx.session.keys
      if (keys === undefined) throw notSignedIn()
      const result = isEvmRequest(request)
        ? await signEvm({ keys, api: ctx.keys, rpc, chainId: evmChainId(network) }, request)
        : await signSolana({ keys, api: ctx.keys, rpc }, request)
      return { result }
    },
    APP_RPC_ABORT: async ({ requestId }) => {
      ctx.abort(requestId)
      return {}
    }
  }
}
