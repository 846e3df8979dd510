/** The network wallet requests default to (APP_SWITCH_NETWORK: never wallet_switchEthereumChain over RPC). */
import type { FrameContext } from "../context.js"
import type { Handlers } from "../dispatcher.js"
import { FrameFailure } from "../failure.js"
import { toCaip2 } from "../wallet/network.js"

export const networkHandlers = (ctx: FrameContext): Pick<Handlers, "APP_SWITCH_NETWORK" | "APP_GET_CHAIN_ID"> => ({
  APP_SWITCH_NETWORK: async ({ chainId }) => {
    const network = toCaip2(chainId)
    if (!Object.hasOwn(ctx.config.rpcUrls, network)) throw new FrameFailure(`This wallet server has no RPC URL for ${network}`)
    ctx.session.chainId = network
    return { chainId }
  },
  APP_GET_CHAIN_ID: async () => ({ chainId: ctx.session.chainId })
})
