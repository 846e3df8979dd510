/**
 * `createTestWalletport`: a real instance over in-memory boundaries, so a host app can render
 * the modal (connected or not) in its own unit tests with no chain and no network.
 */
import * as Either from "effect/Either"
import { discoveredFake } from "../layers/test/WalletDiscovery.js"
import { testBoundaries } from "../layers/test/boundaries.js"
import { makeTestChain, type TestChain } from "../layers/test/ChainRpc.js"
import type { FakeWallet } from "../layers/test/fakeWallet.js"
import { decodeOptions } from "../schemas/options.js"
import { makeWalletport } from "./core.js"
import type { LoadedWalletport } from "./types.js"

export interface TestWalletportSetup {
  /** Wallets on the "page", each a fake with an id (its rdns) and a name. */
  readonly wallets?: ReadonlyArray<{ readonly id: string; readonly name: string; readonly icon?: string; readonly wallet: FakeWallet }>
  /** Native balances in wei per address. */
  readonly balances?: Readonly<Record<string, bigint>>
}

export const createTestWalletport = (
  options: unknown,
  setup: TestWalletportSetup = {}
): LoadedWalletport & { readonly chain: TestChain } => {
  const chain = makeTestChain(setup.balances)
  const wallets = (setup.wallets ?? []).map(({ wallet, ...info }) => discoveredFake(wallet, info))
  const decoded = Either.getOrThrow(decodeOptions(options))
  return Object.assign(makeWalletport(decoded, testBoundaries({ wallets, chain })), { chain })
}
