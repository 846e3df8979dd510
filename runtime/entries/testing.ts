/**
 * `walletport/testing`: a real instance over in-memory boundaries and a scriptable fake wallet, for host
 * apps' unit tests. No Effect vocabulary: the in-memory layers themselves are on `walletport/effect`.
 */
export { createTestWalletport, type TestWalletportSetup } from "../testing.js"
export { makeFakeWallet, FAKE_WALLET_ADDRESS, type FakeWallet, type FakeWalletOptions, type PromptMode } from "../../layers/test/fakeWallet.js"
export type { TestChain } from "../../layers/test/ChainRpc.js"
