/** The send/receive view group: one lazy chunk with the QR encoder (see registry.ts). */
export { ReceiveView } from "./ReceiveView.js"
export { SendView } from "./SendView.js"
