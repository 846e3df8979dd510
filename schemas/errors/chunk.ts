/**
 * A part of walletport that loads with import() could not be downloaded (offline, a deploy in between).
 * Unlike the rest of the catalogue this class is plain (no Effect Schema): the shell, which holds no Effect,
 * throws it when the core itself does not load. The next use imports again (runtime/lazyModule.ts).
 */

/**
 * A part of walletport loaded with import() did not download (offline, a deploy in between). style: user
 * text in `message`; `module` and `cause` tell the developer which chunk and why.
 * What to do: Retry: the next call downloads again. Keep old chunks deployed for a while after a release.
 */
export class ChunkLoadFailed extends Error {
  static readonly _tag = "ChunkLoadFailed"
  readonly _tag = "ChunkLoadFailed"
  /** Which part did not load (e.g. "the core", "the sign-in flow"). */
  readonly module: string

  constructor(args: { readonly module: string; readonly cause?: unknown }) {
    super("Could not load part of the wallet modal. Check your connection and try again.", { cause: args.cause })
    this.module = args.module
  }

  /** For developers (viem's model, as schemas/errors/developerDetails.ts writes it; inlined: the shell holds this class). */
  get details(): string {
    const cause = this.cause instanceof Error ? `${this.cause.name}: ${this.cause.message}` : this.cause === undefined ? undefined : String(this.cause)
    return `ChunkLoadFailed: module: ${JSON.stringify(this.module)}${cause === undefined ? "" : `; cause: ${cause}`}`
  }

  // The tag, not the (minifiable) class name, is what error.name, String(error) and stack traces show.
  static {
    Object.defineProperty(this.prototype, "name", { value: "ChunkLoadFailed", configurable: true, writable: true })
  }
}
