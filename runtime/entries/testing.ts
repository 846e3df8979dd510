/**
 * `walletport/testing`: a real instance over in-memory boundaries and scriptable fake wallets, for host
 * apps' unit tests. No Effect vocabulary: the in-memory layers and the Effect-driven fake adapters
 * (`makeFakeAdapter`, `fakeEvmAdapter`) are on `walletport/effect`.
 */
export {
  createTestWalletport,
  DEFAULT_TEST_WALLET_ID,
  type TestWalletport,
  type TestWalletportSetup
} from "../testing.js"
export { modal } from "../modalRoot.js"
export { makeFakeWallet, FAKE_WALLET_ADDRESS, type FakeWallet, type FakeWalletOptions, type PromptMode } from "../../layers/test/fakeWallet.js"
export type { FakeEvmWalletEntry } from "../../layers/test/evmAdapter.js"
