/**
 * The preview's enter animations start half visible. The preview answers a click, and a fade from opacity 0
 * shows nothing until the animation's start time resolves, one or more frames after the first paint: ~100 ms
 * on the bench's 4× CPU (a Chromium trace of the at-once visitor, bench/README.md). Declared after the
 * modal's stylesheet in the preview's shadow root, these keyframes win there only; prefers-reduced-motion
 * still removes the animations.
 */
import { enterKeyframes } from "../styles.js"

export const PREVIEW_ENTER_OPACITY = 0.5

export const previewCss = enterKeyframes(PREVIEW_ENTER_OPACITY)
