/** The sign-in view group: one lazy chunk (see registry.ts). */
export { SiwxSignMessageView } from "./SiwxSignMessageView.js"
