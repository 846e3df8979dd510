/**
 * The blockchain data API: balances, history, identity, names, swaps, onramp, sessions. Every call
 * names the active network (`caipNetworkId`): on a network the API does not support it is skipped and answers
 * its empty result, except the swap calls, which fail with their catalogue error.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type {
  BuildTransactionBody,
  BuiltTransaction,
  FungiblePrice,
  GasPriceResponse,
  HistoryResponse,
  NameRecord,
  OnrampOptions,
  OnrampQuoteBody,
  OnrampUrlBody,
  SupportedChainsResponse,
  SwapQuote,
  SwapToken
} from "../schemas/api/blockchainApi.js"
import type { IdentityResponse } from "../schemas/entities/IdentityResponse.js"
import type { NameSuggestion } from "../schemas/entities/NameSuggestion.js"
import type { OnrampQuote } from "../schemas/entities/OnrampQuote.js"
import type { TokenBalance } from "../schemas/entities/TokenBalance.js"
import type {
  ApiRequestFailed,
  ApiUnauthorized,
  GasPriceNetworkNotSupported,
  SwapNetworkNotSupported,
  TokenBalanceUnavailable
} from "../schemas/errors/dataApi.js"
import type { NamesForAddressFailed, NameSuggestionsFailed, RegisterNameFailed, ResolveNameFailed } from "../schemas/errors/names.js"
import type { FetchTransactionsFailed, MissingAccountAddress } from "../schemas/errors/transactions.js"

/** A failure no catalogue entry names more precisely: a mapped server refusal or another failed request. */
export type ApiFailure = ApiUnauthorized | ApiRequestFailed

/** Every call names the active network. */
export interface OnNetwork {
  readonly caipNetworkId: string
}

export interface BlockchainApiShape {
  /** GET v1/supported-chains (fetched once per instance). Fails: ApiFailure. */
  readonly getSupportedChains: Effect.Effect<SupportedChainsResponse, ApiFailure>
  /** GET /v1/identity/{address}, cached 5 min. Fails: ApiFailure. */
  readonly getIdentity: (a: OnNetwork & { readonly address: string; readonly sender?: string }) => Effect.Effect<IdentityResponse, ApiFailure>
  /** GET /v1/account/{account}/history: one page. Fails: MissingAccountAddress, FetchTransactionsFailed, ApiUnauthorized. */
  readonly getHistory: (a: OnNetwork & {
    readonly account: string
    readonly cursor?: string | undefined
    readonly onramp?: "coinbase"
    readonly cache?: boolean
  }) => Effect.Effect<HistoryResponse, MissingAccountAddress | FetchTransactionsFailed | ApiUnauthorized>
  /**
   * GET /v1/account/{address}/balance, cached 30 s (portfolio and native balance); `forceUpdate` bypasses the
   * cache. After a failure the same balance fails again without a request for 30 s.
   * Fails: TokenBalanceUnavailable, ApiUnauthorized.
   */
  readonly getBalances: (a: OnNetwork & { readonly address: string; readonly forceUpdate?: string }) => Effect.Effect<
    ReadonlyArray<TokenBalance>,
    TokenBalanceUnavailable | ApiUnauthorized
  >
  /** The native entry of the balances, cached 30 s. Fails: TokenBalanceUnavailable, ApiUnauthorized. */
  readonly getNativeBalance: (a: OnNetwork & { readonly address: string }) => Effect.Effect<
    { readonly balance: string; readonly symbol: string } | undefined,
    TokenBalanceUnavailable | ApiUnauthorized
  >
  /** GET /v1/convert/quotes. Fails: SwapNetworkNotSupported, ApiFailure. */
  readonly getSwapQuotes: (a: OnNetwork & {
    readonly amount: string
    readonly userAddress: string
    readonly from: string
    readonly to: string
    readonly gasPrice: string
  }) => Effect.Effect<ReadonlyArray<SwapQuote>, SwapNetworkNotSupported | ApiFailure>
  /** GET /v1/convert/tokens. Fails: SwapNetworkNotSupported, ApiFailure. */
  readonly getSwapTokens: (a: OnNetwork) => Effect.Effect<ReadonlyArray<SwapToken>, SwapNetworkNotSupported | ApiFailure>
  /** POST /v1/fungible/price. Fails: ApiFailure. */
  readonly getFungiblePrices: (a: OnNetwork & { readonly addresses: ReadonlyArray<string> }) => Effect.Effect<
    ReadonlyArray<FungiblePrice>,
    ApiFailure
  >
  /** GET /v1/convert/allowance (base units). Fails: SwapNetworkNotSupported, ApiFailure. */
  readonly getAllowance: (a: OnNetwork & { readonly tokenAddress: string; readonly userAddress: string }) => Effect.Effect<
    bigint,
    SwapNetworkNotSupported | ApiFailure
  >
  /** GET /v1/convert/gas-price. Fails: GasPriceNetworkNotSupported, ApiFailure. */
  readonly getGasPrice: (a: OnNetwork) => Effect.Effect<GasPriceResponse, GasPriceNetworkNotSupported | ApiFailure>
  /** POST /v1/convert/build-transaction. Fails: SwapNetworkNotSupported, ApiFailure. */
  readonly buildSwapTransaction: (a: OnNetwork & Omit<BuildTransactionBody, "projectId">) => Effect.Effect<
    BuiltTransaction,
    SwapNetworkNotSupported | ApiFailure
  >
  /** GET /v1/convert/build-approve. Fails: SwapNetworkNotSupported, ApiFailure. */
  readonly buildApproveTransaction: (a: OnNetwork & { readonly userAddress: string; readonly from: string; readonly to: string }) =>
    Effect.Effect<BuiltTransaction, SwapNetworkNotSupported | ApiFailure>
  /** GET /v1/profile/account/{name}, cached 5 min; undefined when the name is free. Fails: ResolveNameFailed, ApiUnauthorized. */
  readonly lookupName: (a: OnNetwork & { readonly name: string }) => Effect.Effect<NameRecord | undefined, ResolveNameFailed | ApiUnauthorized>
  /** GET /v1/profile/reverse/{address}. Fails: NamesForAddressFailed, ApiUnauthorized. */
  readonly reverseLookup: (a: OnNetwork & { readonly address: string; readonly sender?: string }) => Effect.Effect<
    ReadonlyArray<NameRecord>,
    NamesForAddressFailed | ApiUnauthorized
  >
  /** GET /v1/profile/suggestions/{name}. Fails: NameSuggestionsFailed, ApiUnauthorized. */
  readonly getNameSuggestions: (a: OnNetwork & { readonly name: string; readonly zone?: string }) => Effect.Effect<
    ReadonlyArray<NameSuggestion>,
    NameSuggestionsFailed | ApiUnauthorized
  >
  /** POST /v1/profile/account: `message` is the signed JSON text. Fails: RegisterNameFailed, ApiUnauthorized. */
  readonly registerName: (a: OnNetwork & {
    readonly name: string
    readonly coinType: number
    readonly address: string
    readonly message: string
    readonly signature: `0x${string}`
  }) => Effect.Effect<void, RegisterNameFailed | ApiUnauthorized>
  /** POST /v1/generators/onrampurl. Fails: ApiFailure. */
  readonly getOnrampUrl: (a: OnNetwork & { readonly body: OnrampUrlBody }) => Effect.Effect<string, ApiFailure>
  /** GET /v1/onramp/options; the built-in list when it fails. Fails: never. */
  readonly getOnrampOptions: (a: OnNetwork) => Effect.Effect<OnrampOptions>
  /** POST /v1/onramp/quote; the mocked quote when it fails. Fails: never. */
  readonly getOnrampQuote: (a: OnNetwork & { readonly body: OnrampQuoteBody }) => Effect.Effect<OnrampQuote>
  /** GET /v1/sessions/{id}; undefined when skipped. Fails: ApiFailure. */
  readonly getSession: (a: OnNetwork & { readonly id: string }) => Effect.Effect<
    { readonly [key: string]: unknown } | undefined,
    ApiFailure
  >
  /** POST /v1/sessions/{id}/revoke. Fails: ApiFailure. */
  readonly revokeSession: (a: OnNetwork & { readonly id: string; readonly pci: string; readonly signature: `0x${string}` }) =>
    Effect.Effect<boolean, ApiFailure>
}

export class BlockchainApi extends Context.Tag("walletport/BlockchainApi")<BlockchainApi, BlockchainApiShape>() {}
