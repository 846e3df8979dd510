/**
 * `walletport/testing`: a real instance over in-memory boundaries, scriptable fake wallets and fake
 * adapters, for host apps' unit tests. No Effect vocabulary: the in-memory layers are on `walletport/effect`.
 */
export { createTestWalletport, DEFAULT_TEST_WALLET_ID, type TestWalletport, type TestWalletportSetup } from "../testing.js"
export { modal } from "../modalRoot.js"
export { makeFakeWallet, FAKE_WALLET_ADDRESS, type FakeWallet, type FakeWalletOptions, type PromptMode } from "../../layers/test/fakeWallet.js"
export type { TestChain } from "../../layers/test/ChainRpc.js"
export { fakeEvmAdapter, type FakeEvmAdapter, type FakeEvmWalletEntry } from "../../layers/test/evmAdapter.js"
export {
  makeFakeAdapter,
  makeFakeChainWallet,
  type FakeAdapter,
  type FakeChainWallet,
  type FakeChainWalletOptions
} from "../../layers/test/fakeAdapter.js"
