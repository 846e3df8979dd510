/** The account view group: one lazy chunk (see registry.ts). */
export { AccountView } from "./AccountView.js"
export { NetworksView } from "./NetworksView.js"
export { UnsupportedChainView } from "./UnsupportedChainView.js"
