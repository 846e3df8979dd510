/**
 * BlockchainApi (SPEC §7) over @effect/platform's HttpClient, at the host's `apiUrl` (default: the hosted
 * service). Each method checks the active network against `v1/supported-chains` first and answers its empty
 * result on an unsupported one; caches (SPEC §9) go through Storage with Clock time; server refusals raise
 * their alert once (SPEC §8).
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import {
  AllowanceResponse,
  BalanceResponse,
  BuildTransactionBody,
  BuildTransactionResponse,
  DEFAULT_ONRAMP_OPTIONS,
  FungiblePriceBody,
  FungiblePriceResponse,
  GasPriceResponse,
  HistoryResponse,
  IdentityResponseBody,
  mockedOnrampQuote,
  NameRecord,
  OnrampOptions,
  OnrampQuoteBody,
  OnrampQuoteResponse,
  OnrampUrlBody,
  OnrampUrlResponse,
  RegisterNameBody,
  ReverseResponse,
  RevokeSessionBody,
  SessionResponse,
  SuccessResponse,
  SuggestionsResponse,
  SupportedChainsResponse,
  SwapQuotesResponse,
  SwapTokensResponse
} from "../../schemas/api/blockchainApi.js"
import { apiHosts } from "../../schemas/api/hosts.js"
import { BALANCE_RETRY_GAP_MS } from "../../schemas/constants.js"
import { GasPriceNetworkNotSupported, SwapNetworkNotSupported, TokenBalanceUnavailable } from "../../schemas/errors/dataApi.js"
import { NamesForAddressFailed, NameSuggestionsFailed, RegisterNameFailed, ResolveNameFailed } from "../../schemas/errors/names.js"
import { FetchTransactionsFailed, MissingAccountAddress } from "../../schemas/errors/transactions.js"
import { nativeBalanceCacheKey } from "../../schemas/storage/cache.js"
import { Alerts } from "../../services/Alerts.js"
import { BlockchainApi, type BlockchainApiShape, type OnNetwork } from "../../services/BlockchainApi.js"
import { Config } from "../../services/Config.js"
import { Storage } from "../../services/Storage.js"
import { firstReason, type HttpFailure, makeApiCaller, mapFailure, requestFailed, segment } from "./apiRequest.js"

const EMPTY_IDENTITY = { name: null, avatar: null } as const

/** The balances' lookup key: one per address and network. */
const balanceKey = (a: OnNetwork & { readonly address: string }): string => `${a.caipNetworkId}:${a.address}`

export const makeBlockchainApi: Effect.Effect<BlockchainApiShape, never, HttpClient.HttpClient | Config | Storage | Alerts> = Effect
  .gen(function*() {
    const config = yield* Config
    const storage = yield* Storage
    const alerts = yield* Alerts
    const api = makeApiCaller(yield* HttpClient.HttpClient, apiHosts(config).api, config.projectId)
    const call = api.call
    const failWith = <E>(other: (failure: HttpFailure) => E) => mapFailure(alerts, other)

    // Only a successful answer is remembered: a failed fetch lets calls through and is tried again next time.
    const supported = yield* Ref.make(Option.none<SupportedChainsResponse>())
    const getSupportedChains = Effect.fn("BlockchainApi.getSupportedChains")(function*() {
      const known = yield* Ref.get(supported)
      if (Option.isSome(known)) return known.value
      const fetched = yield* call({ method: "GET", path: "/v1/supported-chains", response: SupportedChainsResponse }).pipe(
        Effect.catchAll(failWith(requestFailed))
      )
      yield* Ref.set(supported, Option.some(fetched))
      return fetched
    })
    const isSupported = (caipNetworkId: string) =>
      getSupportedChains().pipe(
        Effect.map((chains) => chains.http.includes(caipNetworkId)),
        Effect.orElseSucceed(() => true)
      )
    /** Runs `effect` on a supported network, else answers `empty`. */
    const onSupported = <A, E>(a: OnNetwork, empty: () => A, effect: Effect.Effect<A, E>): Effect.Effect<A, E> =>
      Effect.flatMap(isSupported(a.caipNetworkId), (ok) => (ok ? effect : Effect.succeed(empty())))
    /** Runs `effect` on a supported network, else fails with `unsupported`. */
    const requireSupported = <A, E, U>(a: OnNetwork, unsupported: () => U, effect: Effect.Effect<A, E>): Effect.Effect<A, E | U> =>
      Effect.flatMap(isSupported(a.caipNetworkId), (ok): Effect.Effect<A, E | U> => (ok ? effect : Effect.fail(unsupported())))

    const failedBalances = yield* Ref.make(new Map<string, number>())
    const swapUnsupported = (a: OnNetwork) => () => new SwapNetworkNotSupported({ caipNetworkId: a.caipNetworkId })

    const getBalances: BlockchainApiShape["getBalances"] = Effect.fn("BlockchainApi.getBalances")(function*(a) {
      const key = balanceKey(a)
      const now = yield* Clock.currentTimeMillis
      const failedAt = (yield* Ref.get(failedBalances)).get(key)
      if (failedAt !== undefined && now - failedAt < BALANCE_RETRY_GAP_MS) return yield* new TokenBalanceUnavailable({})
      if (a.forceUpdate === undefined) {
        const cached = yield* storage.cache.get("portfolio", key)
        if (Option.isSome(cached)) return cached.value
      }
      const fetched = yield* onSupported(
        a,
        () => ({ balances: [] }),
        call({
          method: "GET",
          path: `/v1/account/${segment(a.address)}/balance`,
          query: { currency: "usd", chainId: a.caipNetworkId, forceUpdate: a.forceUpdate },
          response: BalanceResponse
        })
      ).pipe(
        Effect.tapError(() =>
          Effect.flatMap(Clock.currentTimeMillis, (at) => Ref.update(failedBalances, (m) => new Map(m).set(key, at)))
        ),
        Effect.catchAll(failWith((failure) => new TokenBalanceUnavailable({ cause: failure })))
      )
      yield* Ref.update(failedBalances, (m) => {
        const next = new Map(m)
        next.delete(key)
        return next
      })
      yield* storage.cache.set("portfolio", key, fetched.balances)
      const native = fetched.balances.find((b) => b.address === undefined && b.chainId === a.caipNetworkId)
      if (native !== undefined) {
        yield* storage.cache.set("nativeBalance", nativeBalanceCacheKey(a.address, a.caipNetworkId), {
          balance: native.quantity.numeric,
          symbol: native.symbol
        })
      }
      return fetched.balances
    })

    const shape: BlockchainApiShape = {
      getSupportedChains: getSupportedChains(),

      getIdentity: Effect.fn("BlockchainApi.getIdentity")(function*(a) {
        const cached = yield* storage.cache.get("identity", a.address)
        if (Option.isSome(cached)) return cached.value
        const identity = yield* onSupported(
          a,
          () => EMPTY_IDENTITY,
          call({
            method: "GET",
            path: `/v1/identity/${segment(a.address)}`,
            query: { sender: a.sender },
            response: IdentityResponseBody
          })
        ).pipe(Effect.catchAll(failWith(requestFailed)))
        yield* storage.cache.set("identity", a.address, identity)
        return identity
      }),

      getHistory: Effect.fn("BlockchainApi.getHistory")(function*(a) {
        if (a.account.length === 0) return yield* new MissingAccountAddress()
        return yield* onSupported(
          a,
          () => ({ data: [], next: null }),
          call({
            method: "GET",
            path: `/v1/account/${segment(a.account)}/history`,
            query: { cursor: a.cursor, onramp: a.onramp, cache: a.cache, chainId: a.caipNetworkId },
            response: HistoryResponse
          })
        ).pipe(Effect.catchAll(failWith((failure) => new FetchTransactionsFailed({ cause: failure }))))
      }),

      getBalances,

      getNativeBalance: Effect.fn("BlockchainApi.getNativeBalance")(function*(a) {
        const key = nativeBalanceCacheKey(a.address, a.caipNetworkId)
        const cached = yield* storage.cache.get("nativeBalance", key)
        if (Option.isSome(cached)) return cached.value
        const balances = yield* getBalances({ caipNetworkId: a.caipNetworkId, address: a.address, forceUpdate: "native" })
        const native = balances.find((b) => b.address === undefined && b.chainId === a.caipNetworkId)
        return native === undefined ? undefined : { balance: native.quantity.numeric, symbol: native.symbol }
      }),

      getSwapQuotes: Effect.fn("BlockchainApi.getSwapQuotes")(function*(a) {
        const { quotes } = yield* requireSupported(
          a,
          swapUnsupported(a),
          call({
            method: "GET",
            path: "/v1/convert/quotes",
            query: { amount: a.amount, userAddress: a.userAddress, from: a.from, to: a.to, gasPrice: a.gasPrice },
            response: SwapQuotesResponse
          })
        ).pipe(Effect.catchTag("HttpFailure", failWith(requestFailed)))
        return quotes
      }),

      getSwapTokens: Effect.fn("BlockchainApi.getSwapTokens")(function*(a) {
        const { tokens } = yield* requireSupported(
          a,
          swapUnsupported(a),
          call({ method: "GET", path: "/v1/convert/tokens", query: { chainId: a.caipNetworkId }, response: SwapTokensResponse })
        ).pipe(Effect.catchTag("HttpFailure", failWith(requestFailed)))
        return tokens
      }),

      getFungiblePrices: Effect.fn("BlockchainApi.getFungiblePrices")(function*(a) {
        const { fungibles } = yield* onSupported(
          a,
          () => ({ fungibles: [] }),
          call({
            method: "POST",
            path: "/v1/fungible/price",
            body: {
              schema: FungiblePriceBody,
              value: { currency: "usd" as const, addresses: a.addresses, projectId: config.projectId }
            },
            response: FungiblePriceResponse
          })
        ).pipe(Effect.catchAll(failWith(requestFailed)))
        return fungibles
      }),

      getAllowance: Effect.fn("BlockchainApi.getAllowance")(function*(a) {
        const { allowance } = yield* requireSupported(
          a,
          swapUnsupported(a),
          call({
            method: "GET",
            path: "/v1/convert/allowance",
            query: { tokenAddress: a.tokenAddress, userAddress: a.userAddress },
            response: AllowanceResponse
          })
        ).pipe(Effect.catchTag("HttpFailure", failWith(requestFailed)))
        return BigInt(allowance.split(".")[0] ?? "0")
      }),

      getGasPrice: Effect.fn("BlockchainApi.getGasPrice")(function*(a) {
        return yield* requireSupported(
          a,
          () => new GasPriceNetworkNotSupported({ caipNetworkId: a.caipNetworkId }),
          call({ method: "GET", path: "/v1/convert/gas-price", query: { chainId: a.caipNetworkId }, response: GasPriceResponse })
        ).pipe(Effect.catchTag("HttpFailure", failWith(requestFailed)))
      }),

      buildSwapTransaction: Effect.fn("BlockchainApi.buildSwapTransaction")(function*(a) {
        const { caipNetworkId: _, ...rest } = a
        const { tx } = yield* requireSupported(
          a,
          swapUnsupported(a),
          call({
            method: "POST",
            path: "/v1/convert/build-transaction",
            body: { schema: BuildTransactionBody, value: { ...rest, projectId: config.projectId } },
            response: BuildTransactionResponse
          })
        ).pipe(Effect.catchTag("HttpFailure", failWith(requestFailed)))
        return tx
      }),

      buildApproveTransaction: Effect.fn("BlockchainApi.buildApproveTransaction")(function*(a) {
        const { tx } = yield* requireSupported(
          a,
          swapUnsupported(a),
          call({
            method: "GET",
            path: "/v1/convert/build-approve",
            query: { userAddress: a.userAddress, from: a.from, to: a.to },
            response: BuildTransactionResponse
          })
        ).pipe(Effect.catchTag("HttpFailure", failWith(requestFailed)))
        return tx
      }),

      lookupName: Effect.fn("BlockchainApi.lookupName")(function*(a) {
        const cached = yield* storage.cache.get("nameLookup", a.name)
        if (Option.isSome(cached)) return cached.value
        const found = yield* onSupported(
          a,
          () => undefined,
          call({ method: "GET", path: `/v1/profile/account/${segment(a.name)}`, query: { apiVersion: 2 }, response: NameRecord })
        ).pipe(
          // A free name is a 404, not an error.
          Effect.catchIf((failure) => failure.status === 404, () => Effect.succeed(undefined)),
          Effect.catchAll(failWith((failure) => new ResolveNameFailed({ apiDescription: firstReason(failure), cause: failure })))
        )
        if (found !== undefined) {
          yield* storage.cache.set("nameLookup", a.name, {
            name: found.name,
            addresses: found.addresses,
            ...(found.attributes === undefined ? {} : { attributes: found.attributes })
          })
        }
        return found
      }),

      reverseLookup: Effect.fn("BlockchainApi.reverseLookup")(function*(a) {
        return yield* onSupported(
          a,
          () => [],
          call({
            method: "GET",
            path: `/v1/profile/reverse/${segment(a.address)}`,
            query: { sender: a.sender, apiVersion: 2 },
            response: ReverseResponse
          })
        ).pipe(
          Effect.catchAll(failWith((failure) => new NamesForAddressFailed({ apiDescription: firstReason(failure), cause: failure })))
        )
      }),

      getNameSuggestions: Effect.fn("BlockchainApi.getNameSuggestions")(function*(a) {
        const { suggestions } = yield* onSupported(
          a,
          () => ({ suggestions: [] }),
          call({
            method: "GET",
            path: `/v1/profile/suggestions/${segment(a.name)}`,
            query: { zone: a.zone },
            response: SuggestionsResponse
          })
        ).pipe(
          Effect.catchAll(failWith((failure) => new NameSuggestionsFailed({ apiDescription: firstReason(failure), cause: failure })))
        )
        return suggestions
      }),

      registerName: Effect.fn("BlockchainApi.registerName")(function*(a) {
        const registerFailed = (failure: HttpFailure) =>
          new RegisterNameFailed({ name: a.name, apiDescription: firstReason(failure), cause: failure })
        // Not skipped as a success on an unsupported network: the name would show as the visitor's without being theirs.
        yield* requireSupported(
          a,
          () => new RegisterNameFailed({ name: a.name }),
          call({
            method: "POST",
            path: "/v1/profile/account",
            body: {
              schema: RegisterNameBody,
              value: { coin_type: a.coinType, address: a.address, message: a.message, signature: a.signature }
            },
            response: SuccessResponse
          })
        ).pipe(
          Effect.catchTag("HttpFailure", failWith(registerFailed)),
          Effect.filterOrFail((r) => r.success, () => new RegisterNameFailed({ name: a.name }))
        )
        // The name and the address's identity change now: neither may be answered from a cache (a reload shows the name).
        yield* storage.cache.remove("nameLookup", a.name)
        yield* storage.cache.remove("identity", a.address)
      }),

      getOnrampUrl: Effect.fn("BlockchainApi.getOnrampUrl")(function*(a) {
        const { url } = yield* call({
          method: "POST",
          path: "/v1/generators/onrampurl",
          body: { schema: OnrampUrlBody, value: a.body },
          response: OnrampUrlResponse
        }).pipe(Effect.catchAll(failWith(requestFailed)))
        return url
      }),

      getOnrampOptions: Effect.fn("BlockchainApi.getOnrampOptions")(function*(a) {
        return yield* onSupported(
          a,
          () => DEFAULT_ONRAMP_OPTIONS,
          call({ method: "GET", path: "/v1/onramp/options", response: OnrampOptions })
        ).pipe(
          Effect.tapError((failure) => Effect.logDebug("onramp options unavailable, using the built-in list", failure)),
          Effect.orElseSucceed(() => DEFAULT_ONRAMP_OPTIONS)
        )
      }),

      getOnrampQuote: Effect.fn("BlockchainApi.getOnrampQuote")(function*(a) {
        return yield* onSupported(
          a,
          () => mockedOnrampQuote(a.body),
          call({
            method: "POST",
            path: "/v1/onramp/quote",
            body: { schema: OnrampQuoteBody, value: a.body },
            response: OnrampQuoteResponse
          })
        ).pipe(
          Effect.tapError((failure) => Effect.logDebug("onramp quote unavailable, using the mocked quote", failure)),
          Effect.orElseSucceed(() => mockedOnrampQuote(a.body))
        )
      }),

      getSession: Effect.fn("BlockchainApi.getSession")(function*(a) {
        return yield* onSupported(
          a,
          () => undefined,
          call({ method: "GET", path: `/v1/sessions/${segment(a.id)}`, response: SessionResponse })
        ).pipe(Effect.catchAll(failWith(requestFailed)))
      }),

      revokeSession: Effect.fn("BlockchainApi.revokeSession")(function*(a) {
        const { success } = yield* onSupported(
          a,
          () => ({ success: false }),
          call({
            method: "POST",
            path: `/v1/sessions/${segment(a.id)}/revoke`,
            body: { schema: RevokeSessionBody, value: { pci: a.pci, signature: a.signature } },
            response: SuccessResponse
          })
        ).pipe(Effect.catchAll(failWith(requestFailed)))
        return success
      })
    }
    return shape
  })

export const BlockchainApiLive: Layer.Layer<BlockchainApi, never, HttpClient.HttpClient | Config | Storage | Alerts> = Layer.effect(
  BlockchainApi,
  makeBlockchainApi
)
