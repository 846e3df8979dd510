/** The swap view group: one lazy chunk with its container and view (see registry.ts). */
export { SwapContainer } from "../containers/SwapContainer.js"
