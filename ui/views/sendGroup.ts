/**
 * The send/receive view group: one lazy chunk with its containers, views and the QR encoder (see registry.ts).
 * The containers ship here rather than with the modal, so a modal that never sends never downloads them.
 */
export { ReceiveContainer } from "../containers/ReceiveContainer.js"
export { SendContainer } from "../containers/SendContainer.js"
