/** The Solana reads (./reads.ts, the shared RPC policy) as a chunk loaded on the first read; shared by the Solana and WalletConnect adapters. */
import type { WalletportOptions } from "../../../schemas/options.js"
import { lazyReadChunk } from "../lazyChunk.js"

/** One set of reads (rankings, batchers) per caller; the page's fetch, read at call time. Fails: RpcHttpError when the chunk does not load. */
export const lazySolanaReads = (config: WalletportOptions) =>
  lazyReadChunk("the Solana reads", () => import("./reads.js").then((m) => m.makeSolanaReads((input, init) => globalThis.fetch(input, init), config)))
