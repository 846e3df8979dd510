/**
 * `walletport/testing`: a real instance over in-memory boundaries and scriptable fake wallets, for host
 * apps' unit tests. No Effect vocabulary: the in-memory layers and the Effect-driven fake adapters
 * (`makeFakeAdapter`, `fakeEvmAdapter`) are on `walletport/effect`.
 */
import type { WalletportOptionsInput } from "../../schemas/public/options.js"
import { loadTestWalletportWith, type TestWalletport, type TestWalletportSetup } from "../testing.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"

export { DEFAULT_TEST_WALLET_ID, type TestWalletport, type TestWalletportSetup } from "../testing.js"

/**
 * A loaded instance over in-memory boundaries. Rejects with `InvalidOptions` (the catalogue message)
 * when the options do not decode. `options.adapters` defaults to the fake EVM adapter over `setup.wallets`.
 */
export const createTestWalletport: (options: WalletportOptionsInput, setup?: TestWalletportSetup) => Promise<TestWalletport> =
  /* @__PURE__ */ loadTestWalletportWith(MODAL_CHUNKS)
export { findModal, modal } from "../modalRoot.js"
export { makeFakeWallet, FAKE_WALLET_ADDRESS, type FakeWallet, type FakeWalletOptions, type PromptMode } from "../../layers/test/fakeWallet.js"
export type { FakeSendRequest, FakeSentTransaction } from "../../layers/test/fakeWalletParams.js"
export type { FakeEvmWalletEntry } from "../../layers/test/fakeWallet.js"
