/** The pay view group: one lazy chunk with its container and view (see registry.ts). */
export { PayContainer } from "../containers/PayContainer.js"
