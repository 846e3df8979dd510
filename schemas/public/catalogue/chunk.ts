/** chunk: plain declarations of walletport/errors (generated shape; checked against schemas/errors/chunk.ts). */
import * as impl from "../../errors/chunk.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * A part of walletport loaded with import() did not download (offline, a deploy in between). As every error: user
 * text in `message`; `module` and `cause` tell the developer which chunk and why.
 * What to do: Retry: the next call downloads again. Keep old chunks deployed for a while after a release.
 */
export interface ChunkLoadFailed extends CatalogueError<"ChunkLoadFailed"> {
  /** Which part did not load (e.g. "the core", "the sign-in flow"). */
  readonly module: string
}
export const ChunkLoadFailed: ErrorClass<ChunkLoadFailed, { readonly module: string; readonly cause?: unknown }> = impl.ChunkLoadFailed
