/** The page itself: theme, the dapp's name for the approval panel, reload, heartbeat, and the library closing a panel. */
import type { FrameContext } from "../context.js"
import type { Handlers } from "../dispatcher.js"

export const pageHandlers = (
  ctx: FrameContext
): Pick<Handlers, "APP_SYNC_THEME" | "APP_SYNC_DAPP_DATA" | "APP_RELOAD" | "APP_HEARTBEAT" | "APP_DISMISS_PANEL"> => ({
  APP_SYNC_THEME: async (theme) => {
    ctx.panels.applyTheme(theme)
    return {}
  },
  APP_SYNC_DAPP_DATA: async ({ metadata }) => {
    ctx.session.dapp = metadata === undefined ? undefined : { name: metadata.name }
    return {}
  },
  APP_RELOAD: async () => {
    // After the reply is sent: the library must not wait for an answer from a page that is gone.
    void ctx.clock.sleep(0).then(ctx.reload)
    return {}
  },
  APP_HEARTBEAT: async () => ({}),
  APP_DISMISS_PANEL: async () => {
    ctx.panels.dismiss()
    return {}
  }
})
