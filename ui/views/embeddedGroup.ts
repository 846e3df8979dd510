/**
 * The embedded wallet's view group: one lazy chunk with its containers and views (see registry.ts). The
 * containers ship here rather than with the modal, so a modal whose visitor never picks email never downloads
 * them. The email field itself is on the Connect view (connect group).
 */
export { EmailDeviceContainer } from "../containers/EmailDeviceContainer.js"
export { EmailOtpContainer } from "../containers/EmailOtpContainer.js"
export { FramePanelContainer } from "../containers/FramePanelContainer.js"
export { UpdateEmailContainer, UpdateEmailOtpContainer } from "../containers/UpdateEmailContainer.js"
