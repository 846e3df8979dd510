/**
 * `walletport/ssr` (issue 27): server rendering for a returning visitor. `cookieToInitialState(options, cookie)`
 * reads the cookie that the `ssr: true` option keeps; hand its result to `<WalletportProvider initialState>`.
 * No Effect and no React here, so a Server Component (the App Router's layout) can import it.
 */
export { cookieToInitialState, type InitialStateOptions } from "../ssr/cookieToInitialState.js"
export type { InitialAccount, InitialButtonState, WalletportInitialState } from "../../schemas/public/ssr.js"
