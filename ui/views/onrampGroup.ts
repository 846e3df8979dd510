/** The onramp view group: one lazy chunk with its container and view (see registry.ts). */
export { OnrampContainer } from "../containers/OnrampContainer.js"
