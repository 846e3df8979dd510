/**
 * An in-memory BlockchainApi for tests (ours and hosts'): answers from the data given, with the live layer's
 * empty results and fallbacks for everything else. Registered names are kept and resolve afterwards.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { DEFAULT_ONRAMP_OPTIONS, type HistoryResponse, mockedOnrampQuote, type NameRecord } from "../../schemas/api/blockchainApi.js"
import type { IdentityResponse } from "../../schemas/entities/IdentityResponse.js"
import type { TokenBalance } from "../../schemas/entities/TokenBalance.js"
import { GasPriceNetworkNotSupported, SwapNetworkNotSupported, TokenBalanceUnavailable } from "../../schemas/errors/dataApi.js"
import { FetchTransactionsFailed, MissingAccountAddress } from "../../schemas/errors/transactions.js"
import { BlockchainApi, type BlockchainApiShape } from "../../services/BlockchainApi.js"

export interface BlockchainApiFixture {
  /** CAIP-2 ids the fake supports (default: every network). */
  readonly supported?: ReadonlyArray<string>
  /** Balances by address. */
  readonly balances?: Readonly<Record<string, ReadonlyArray<TokenBalance>>>
  /** Addresses whose balance read fails (Token Balance Unavailable). */
  readonly failingBalances?: ReadonlyArray<string>
  /** History pages by address, in order; the cursor of page n is String(n). */
  readonly history?: Readonly<Record<string, ReadonlyArray<HistoryResponse["data"]>>>
  /** Addresses whose history fetch fails (Failed to fetch transactions). */
  readonly failingHistory?: ReadonlyArray<string>
  readonly identities?: Readonly<Record<string, IdentityResponse>>
  readonly names?: ReadonlyArray<NameRecord>
}

export const makeBlockchainApiTest = (fixture: BlockchainApiFixture = {}): BlockchainApiShape => {
  const names = [...(fixture.names ?? [])]
  const supports = (id: string) => fixture.supported === undefined || fixture.supported.includes(id)
  const unsupported = <A>(id: string, empty: A) => (supports(id) ? undefined : Effect.succeed(empty))
  return {
    getSupportedChains: Effect.succeed({ http: [...(fixture.supported ?? [])], ws: [] }),
    getIdentity: (a) => unsupported(a.caipNetworkId, { name: null, avatar: null }) ?? Effect.succeed(fixture.identities?.[a.address] ?? { name: null, avatar: null }),
    getHistory: (a) => {
      if (a.account.length === 0) return Effect.fail(new MissingAccountAddress())
      if (fixture.failingHistory?.includes(a.account) === true) return Effect.fail(new FetchTransactionsFailed({}))
      const pages = fixture.history?.[a.account] ?? []
      const index = a.cursor === undefined ? 0 : Number(a.cursor)
      const next = index + 1 < pages.length ? String(index + 1) : null
      return unsupported(a.caipNetworkId, { data: [], next: null }) ?? Effect.succeed({ data: pages[index] ?? [], next })
    },
    getBalances: (a) =>
      fixture.failingBalances?.includes(a.address) === true
        ? Effect.fail(new TokenBalanceUnavailable({}))
        : unsupported(a.caipNetworkId, []) ??
          Effect.succeed((fixture.balances?.[a.address] ?? []).filter((b) => b.chainId === a.caipNetworkId)),
    getNativeBalance: (a) => {
      const native = (fixture.balances?.[a.address] ?? []).find((b) => b.address === undefined && b.chainId === a.caipNetworkId)
      return Effect.succeed(native === undefined ? undefined : { balance: native.quantity.numeric, symbol: native.symbol })
    },
    getSwapQuotes: (a) => (supports(a.caipNetworkId) ? Effect.succeed([]) : Effect.fail(new SwapNetworkNotSupported({ caipNetworkId: a.caipNetworkId }))),
    getSwapTokens: (a) => (supports(a.caipNetworkId) ? Effect.succeed([]) : Effect.fail(new SwapNetworkNotSupported({ caipNetworkId: a.caipNetworkId }))),
    getFungiblePrices: () => Effect.succeed([]),
    getAllowance: (a) => (supports(a.caipNetworkId) ? Effect.succeed(0n) : Effect.fail(new SwapNetworkNotSupported({ caipNetworkId: a.caipNetworkId }))),
    getGasPrice: (a) =>
      supports(a.caipNetworkId)
        ? Effect.succeed({ standard: "1000000000", fast: "1500000000", instant: "2000000000" })
        : Effect.fail(new GasPriceNetworkNotSupported({ caipNetworkId: a.caipNetworkId })),
    buildSwapTransaction: (a) => Effect.fail(new SwapNetworkNotSupported({ caipNetworkId: a.caipNetworkId })),
    buildApproveTransaction: (a) => Effect.fail(new SwapNetworkNotSupported({ caipNetworkId: a.caipNetworkId })),
    lookupName: (a) => Effect.sync(() => names.find((n) => n.name === a.name)),
    reverseLookup: (a) =>
      Effect.sync(() => names.filter((n) => Object.values(n.addresses).some((x) => x.address.toLowerCase() === a.address.toLowerCase()))),
    getNameSuggestions: (a) => Effect.succeed([{ name: `${a.name}.${a.zone ?? "wp.id"}`, registered: names.some((n) => n.name.startsWith(`${a.name}.`)) }]),
    registerName: (a) =>
      Effect.sync(() => {
        names.push({ name: a.name, addresses: { [String(a.coinType)]: { address: a.address } }, attributes: [] })
      }),
    getOnrampUrl: () => Effect.succeed("https://onramp.invalid/buy"),
    getOnrampOptions: () => Effect.succeed(DEFAULT_ONRAMP_OPTIONS),
    getOnrampQuote: (a) => Effect.succeed(mockedOnrampQuote(a.body)),
    getSession: () => Effect.succeed(undefined),
    revokeSession: () => Effect.succeed(true)
  }
}

/** The fake as a layer. */
export const blockchainApiTest = (fixture: BlockchainApiFixture = {}): Layer.Layer<BlockchainApi> =>
  Layer.sync(BlockchainApi, () => makeBlockchainApiTest(fixture))
