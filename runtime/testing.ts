/**
 * `createTestWalletport`: a real instance over in-memory boundaries, so a host app can render the modal
 * (connected or not) in its own unit tests with no chain and no network. By default the fake EVM adapter
 * (the real EVM adapter over scriptable EIP-1193 wallets) is configured; pass `adapters` to use others.
 */
import * as Either from "effect/Either"
import type * as Layer from "effect/Layer"
import { testBoundaries } from "../layers/test/boundaries.js"
import { makeTestChain, type TestChain } from "../layers/test/ChainRpc.js"
import { fakeEvmAdapter, type FakeEvmWalletEntry } from "../layers/test/evmAdapter.js"
import { decodeOptions } from "../schemas/options.js"
import type { Storage } from "../services/Storage.js"
import { makeWalletport } from "./core.js"
import { modalHost } from "./modalHost.js"
import type { LoadedWalletport } from "./types.js"

export interface TestWalletportSetup {
  /** EVM wallets on the "page", each a fake with an id (its rdns) and a name. */
  readonly wallets?: ReadonlyArray<FakeEvmWalletEntry>
  /** Native balances in wei per address. */
  readonly balances?: Readonly<Record<string, bigint>>
  /** Storage to start from (default: empty, in memory). */
  readonly storage?: Layer.Layer<Storage>
  /** SPEC §2 view selection: whether the page counts as mobile. */
  readonly mobile?: boolean
}

/**
 * A loaded instance. `options.adapters` defaults to the fake EVM adapter over `setup.wallets`; the
 * returned `chain` holds its balances.
 */
export const createTestWalletport = async (
  options: Readonly<Record<string, unknown>>,
  setup: TestWalletportSetup = {}
): Promise<LoadedWalletport & { readonly chain: TestChain }> => {
  const chain = makeTestChain(setup.balances)
  const evm = fakeEvmAdapter(setup.wallets ?? [], chain)
  const decoded = Either.getOrThrow(decodeOptions({ adapters: [evm.adapter], ...options }))
  const boundaries = testBoundaries({
    ...(setup.storage === undefined ? {} : { storage: setup.storage }),
    ...(setup.mobile === undefined ? {} : { mobile: setup.mobile })
  })
  return Object.assign(await makeWalletport(decoded, boundaries, modalHost()), { chain })
}
