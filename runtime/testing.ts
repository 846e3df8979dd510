/**
 * `createTestWalletport`: a real instance over in-memory boundaries, so a host app can render the modal
 * (connected or not, or as a returning visitor) in its own unit tests with no chain and no network. By
 * default one fake EVM wallet, "dev.fake", is on the page (the real EVM adapter over a scriptable
 * EIP-1193 wallet); pass `adapters` in the options to use others.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import { DeviceFixed } from "../layers/live/Device.js"
import { makeTestChain, type TestChain } from "../layers/test/ChainRpc.js"
import { fakeEvmAdapter } from "../layers/test/evmAdapter.js"
import { type FakeEvmWalletEntry, makeFakeWallet } from "../layers/test/fakeWallet.js"
import { storageTestWith } from "../layers/test/Storage.js"
import { decodeOptions } from "../schemas/options.js"
import type { WalletportOptionsInput } from "../schemas/public/options.js"
import { scopedStorageKey, storageScope } from "../schemas/storage/keys.js"
import { connectedConnectorDef } from "../schemas/storage/registry.js"
import { Connection } from "../services/Connection.js"
import { dataTest } from "../layers/test/data.js"
import { makeWalletport } from "./core.js"
import type { ModalChunks } from "./modalChunks.js"
import { modalHost } from "./modalHost.js"
import type { GetWalletProvider, LoadedWalletport, Walletport } from "./types.js"

/** The wallet on the page when `setup.wallets` is not given. */
export const DEFAULT_TEST_WALLET_ID = "dev.fake"

export interface TestWalletportSetup {
  /**
   * EVM wallets on the "page", each a fake with an id (its rdns) and a name. Default: one wallet,
   * `{ id: "dev.fake", name: "Fake Wallet" }` approving every prompt.
   */
  readonly wallets?: ReadonlyArray<FakeEvmWalletEntry>
  /** Native balances in wei per address. */
  readonly balances?: Readonly<Record<string, bigint>>
  /** Start connected through this wallet (resolves once connected; rejects with the catalogue error). */
  readonly connected?: string
  /**
   * Start as a returning visitor: an earlier visit stored a connection through this wallet, which the
   * instance restores (resolves once the restore has settled). The wallet must still authorise the site:
   * the default wallet does; pass your own as `makeFakeWallet({ authorized: true })`.
   */
  readonly storedConnection?: string
  /** View selection: whether the page counts as mobile. */
  readonly mobile?: boolean
}

/** What `createTestWalletport` resolves with: an instance (no Effect in sight) plus test controls. */
export interface TestWalletport extends Walletport {
  /** The fake wallets on the page. */
  readonly wallets: ReadonlyArray<FakeEvmWalletEntry>
  /** Sets an address's native balance (wei) on the in-memory chain; `refreshBalance()` shows it. */
  readonly setBalance: (address: string, wei: bigint) => void
  /** The host-facing provider of the namespace's connected wallet (EIP-1193 for eip155); undefined when none. */
  readonly getWalletProvider: GetWalletProvider
}

/** The same instance with its runtime in view, for walletport's own tests. @internal */
export interface LoadedTestWalletport extends LoadedWalletport, Omit<TestWalletport, "internals"> {
  readonly chain: TestChain
}

/** In-memory storage under the instance's scope, holding the connection an earlier visit stored (if any). */
const testStorage = (scope: string | undefined, stored: FakeEvmWalletEntry | undefined) =>
  storageTestWith(
    stored === undefined ? {} : {
      [scopedStorageKey(connectedConnectorDef("eip155").key, scope)]: JSON.stringify({ id: stored.id, type: "ANNOUNCED", name: stored.name })
    },
    scope
  )

/**
 * `createTestWalletport` over the given modal chunks (the package entry passes the modal's: runtime/ imports
 * no ui/); typed with the runtime, for walletport's own tests. @internal
 */
export const loadTestWalletportWith = (modal: ModalChunks) => async (
  options: WalletportOptionsInput,
  setup: TestWalletportSetup = {}
): Promise<LoadedTestWalletport> => {
  const chain = makeTestChain(setup.balances)
  const wallets = setup.wallets ?? [{
    id: DEFAULT_TEST_WALLET_ID,
    name: "Fake Wallet",
    wallet: makeFakeWallet({ authorized: setup.storedConnection === DEFAULT_TEST_WALLET_ID })
  }]
  const evm = fakeEvmAdapter(wallets, chain)
  // Bad options reject with InvalidOptions, as `ready()` does on a real instance.
  const decoded = decodeOptions({ adapters: [evm.adapter], ...options })
  if (Either.isLeft(decoded)) throw decoded.left
  const stored = setup.storedConnection === undefined ? undefined : wallets.find((w) => w.id === setup.storedConnection)
  if (setup.storedConnection !== undefined && stored === undefined) {
    throw new Error(`walletport/testing: storedConnection "${setup.storedConnection}" is not one of the wallets`)
  }
  const boundaries = Layer.mergeAll(testStorage(storageScope(decoded.right), stored), DeviceFixed(setup.mobile ?? false))
  // The data plane in memory too: a host's tests (and ours) never reach the hosted data API or explorer.
  const core = await makeWalletport(decoded.right, modalHost(modal.modal), boundaries, dataTest())
  const instance: LoadedTestWalletport = Object.assign(core, {
    chain,
    wallets,
    setBalance: (address: string, wei: bigint) => void chain.balances.set(address.toLowerCase(), wei)
  })
  if (stored !== undefined) await core.internals.runtime.runPromise(Effect.flatMap(Connection, (c) => c.restored))
  if (setup.connected !== undefined) await instance.connect(setup.connected)
  return instance
}
