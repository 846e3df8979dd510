/**
 * `walletport/effect`: the Effect-native surface for hosts that run Effect themselves (ARCHITECTURE §9).
 * The service tags and layers are the ones walletport's own runtime uses, so they compose with the
 * host's runtime; the Schemas decode the same shapes walletport validates at its boundaries.
 */

// Services: one Context.Tag per boundary or state machine, with its Shape and state types.
export * from "../../services/Account.js"
export * from "../../services/ChainAdapter.js"
export * from "../../services/ChainRpc.js"
export * from "../../services/Config.js"
export * from "../../services/Connection.js"
export * from "../../services/Events.js"
export * from "../../services/Connectors.js"
export * from "../../services/Device.js"
export * from "../../services/EmbeddedWallet.js"
export * from "../../services/SecureFrame.js"
export * from "../../services/Modal.js"
export * from "../../services/Network.js"
export * from "../../services/Router.js"
export * from "../../services/Storage.js"

// Layers: the live implementations and their composition.
export { appLayer, LiveBoundaries, liveBoundaries, type AppServices, type Boundaries } from "../layers.js"
export { AccountLive } from "../../layers/live/Account.js"
export { ChainRpcLive } from "../../layers/live/ChainRpc.js"
export { ConnectionLive } from "../../layers/live/Connection.js"
export { EventsLive } from "../../layers/live/Events.js"
export { ChainAdaptersLive } from "../../layers/live/ChainAdapters.js"
export { ConnectorsLive } from "../../layers/live/Connectors.js"
export { ModalLive } from "../../layers/live/Modal.js"
export { NetworkLive } from "../../layers/live/Network.js"
export { RouterLive } from "../../layers/live/Router.js"
// Not yet StorageLive/StorageBrowser: layers/live/Storage.ts exposes @effect/platform's KeyValueStore in
// its types, and @effect/platform is bundled, not installed by hosts. LiveBoundaries includes storage.

// Test layers: in-memory boundaries for Effect hosts' own tests.
export { ChainRpcTest, makeTestChain, type TestChain } from "../../layers/test/ChainRpc.js"
export { testBoundaries } from "../../layers/test/boundaries.js"
// The secure frame in memory (SPEC §7's frame side: email login, approval panel, wallet requests), for Effect hosts' tests.
export {
  type FrameHandler,
  makeTestSecureFrame,
  type SentFrameRequest,
  SecureFrameTest,
  TEST_FRAME_OTP,
  TEST_FRAME_SOLANA_ADDRESS,
  type TestSecureFrame,
  type TestSecureFrameOptions
} from "../../layers/test/SecureFrame.js"
// Fake adapters driven by Effect (announce, release, emit), for Effect hosts' tests.
export { fakeEvmAdapter, type FakeEvmAdapter, type FakeEvmWalletEntry } from "../../layers/test/evmAdapter.js"
export {
  makeFakeAdapter,
  makeFakeChainWallet,
  type FakeAdapter,
  type FakeChainWallet,
  type FakeChainWalletOptions
} from "../../layers/test/fakeAdapter.js"

// Schemas: entities under one namespace (several share a name with a service tag, e.g. Network).
export * as Schemas from "../../schemas/entities/index.js"
export { decodeOptions, WalletportOptions } from "../../schemas/options.js"
export { WalletportEvent } from "../../schemas/events.js"
export { Route, type View } from "../../schemas/views.js"
export { WalletRpcErrorSchema } from "../../schemas/errors/walletRpcSchema.js"
// The validators' Schemas and their Either-returning forms.
export * as Validators from "../../schemas/validators/index.js"
