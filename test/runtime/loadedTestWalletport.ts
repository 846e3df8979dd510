/** `createTestWalletport` typed with the runtime, over the real modal chunks (as the package entry gives them), for our own tests. */
import { loadTestWalletportWith } from "../../runtime/testing.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"

export const createLoadedTestWalletport = loadTestWalletportWith(MODAL_CHUNKS)
