/** The connect view group: one lazy chunk (see registry.ts). */
export { AllWalletsView } from "./AllWalletsView.js"
export { ConnectingExternalView } from "./ConnectingExternalView.js"
export { ConnectView } from "./ConnectView.js"
