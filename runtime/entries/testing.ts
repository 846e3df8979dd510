/** `walletport/testing`: in-memory layers and scriptable fake wallets and adapters for host apps' unit tests. */
export { createTestWalletport, type TestWalletportSetup } from "../testing.js"
export { makeFakeWallet, FAKE_WALLET_ADDRESS, type FakeWallet, type FakeWalletOptions, type PromptMode } from "../../layers/test/fakeWallet.js"
export { StorageTest, storageTestWith } from "../../layers/test/Storage.js"
export { ChainRpcTest, makeTestChain, type TestChain } from "../../layers/test/ChainRpc.js"
export { fakeEvmAdapter, type FakeEvmAdapter, type FakeEvmWalletEntry } from "../../layers/test/evmAdapter.js"
export {
  makeFakeAdapter,
  makeFakeChainWallet,
  type FakeAdapter,
  type FakeChainWallet,
  type FakeChainWalletOptions
} from "../../layers/test/fakeAdapter.js"
export { testBoundaries } from "../../layers/test/boundaries.js"
