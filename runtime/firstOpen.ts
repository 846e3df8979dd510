/**
 * What the first open needs besides the core, started in the same moment as the core's import() instead of
 * one after the other (core → adapters → modal UI → view: four round trips, each waiting for the previous
 * chunk to run). Part of the shell: no Effect here, only import() calls, whose modules the core then finds
 * already loaded (the browser keeps one instance of each module).
 */
import { adapterLoader } from "../schemas/adapterDescriptor.js"
import type { ModalChunks } from "./modalChunks.js"

/** The configured adapters' chunks (the options are not decoded yet: anything but a descriptor is skipped). */
const startAdapters = (adapters: unknown): void => {
  if (!Array.isArray(adapters)) return
  for (const adapter of adapters) {
    if (typeof adapter !== "object" || adapter === null) continue
    // A failure is the core's to report (ChainAdapters), when it loads the same chunk.
    adapterLoader(adapter)?.().catch(() => undefined)
  }
}

/**
 * Starts loading, alongside the core: the adapters' chunks, and in a document the modal UI (unless it is
 * embedded, where the host renders it) and the chunk of the view the modal opens on.
 */
export const startFirstOpenImports = (options: unknown, connected: boolean, chunks: ModalChunks): void => {
  const input: Readonly<Record<string, unknown>> = typeof options === "object" && options !== null ? { ...options } : {}
  startAdapters(input["adapters"])
  if (typeof document === "undefined" || input["enableEmbedded"] === true) return
  // A failure is the modal host's to report (and retry) when the first open needs the chunk.
  chunks.modal().catch(() => undefined)
  chunks.firstView(connected).catch(() => undefined)
}
