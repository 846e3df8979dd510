/** `walletport/testing`: in-memory layers and a scriptable fake wallet for host apps' unit tests. */
export { createTestWalletport, type TestWalletportSetup } from "../testing.js"
export { makeFakeWallet, FAKE_WALLET_ADDRESS, type FakeWallet, type FakeWalletOptions, type PromptMode } from "../../layers/test/fakeWallet.js"
export { StorageTest, storageTestWith } from "../../layers/test/Storage.js"
export { ChainRpcTest, makeTestChain, type TestChain } from "../../layers/test/ChainRpc.js"
export { WalletDiscoveryTest, discoveredFake } from "../../layers/test/WalletDiscovery.js"
export { testBoundaries } from "../../layers/test/boundaries.js"
