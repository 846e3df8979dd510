/** The connect view group: one lazy chunk (see registry.ts). */
export { ConnectingExternalView } from "./ConnectingExternalView.js"
export { ConnectView } from "./ConnectView.js"
