/**
 * The modal's chunks, each an import(), as the runtime loads them on first open (runtime/modalChunks.ts).
 * The package entries pass them to the runtime, which imports nothing of ui/. In the host's initial chunk:
 * import() calls only, nothing of the modal itself.
 */
import type { ModalChunks } from "../runtime/modalChunks.js"

export const MODAL_CHUNKS: ModalChunks = {
  modal: () => import("./mountModal.js"),
  firstView: (connected) => (connected ? import("./views/accountGroup.js") : import("./views/connectGroup.js"))
}
