/** Every request's handler, one module per request family (part 2 replaces unsupported.ts's entries). */
import type { FrameContext } from "../context.js"
import type { Handlers } from "../dispatcher.js"
import { emailLoginHandlers } from "./emailLogin.js"
import { emailUpdateHandlers } from "./emailUpdate.js"
import { networkHandlers } from "./network.js"
import { pageHandlers } from "./page.js"
import { rpcHandlers } from "./rpc.js"
import { unsupportedHandlers } from "./unsupported.js"

export const frameHandlers = (ctx: FrameContext): Handlers => ({
  ...emailLoginHandlers(ctx),
  ...emailUpdateHandlers(ctx),
  ...networkHandlers(ctx),
  ...pageHandlers(ctx),
  ...rpcHandlers(ctx),
  ...unsupportedHandlers
})
