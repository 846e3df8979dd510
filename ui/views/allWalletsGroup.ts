/** The wallet list group: its own lazy chunk, so the virtualiser never rides on the Connect view's first paint. */
export { AllWalletsView } from "./AllWalletsView.js"
