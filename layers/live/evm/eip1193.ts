/**
 * EIP-1193 calls (SPEC §7 wallet RPC) with every answer decoded. A wallet that answers garbage gets
 * ConnectorBadResponse, never a crash or a half-made session.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { AccountsResponse, type Eip1193Provider } from "../../../schemas/eip1193.js"
import type { Network } from "../../../schemas/entities/Network.js"
import { ChainNotSupported } from "../../../schemas/errors/chainRpc.js"
import { ConnectorAccountNotFound, ConnectorBadResponse } from "../../../schemas/errors/connectors.js"
import { fromProviderError } from "../../../schemas/errors/fromProviderError.js"
import type { WalletRpcError } from "../../../schemas/errors/walletRpc.js"
import { toHexQuantity } from "../../../schemas/units.js"
import { checksumAddress } from "../../../schemas/validators/checksum.js"

/** How long a silent call (eth_accounts, eth_chainId) may take before it counts as a failure; prompts have no limit. */
export const SILENT_CALL_TIMEOUT = "10 seconds"

/** How long disconnect waits for wallet_revokePermissions; local clean-up never waits for it. */
export const REVOKE_TIMEOUT = "1 second"

/** What a wallet reports after connecting. */
export interface EvmAccounts {
  readonly address: `0x${string}`
  readonly accounts: ReadonlyArray<`0x${string}`>
  readonly chainId: number
}

/** Provider events (EIP-1193), decoded. */
export type EvmProviderEvent =
  | { readonly _tag: "AccountsChanged"; readonly accounts: ReadonlyArray<`0x${string}`> }
  | { readonly _tag: "ChainChanged"; readonly chainId: number }
  | { readonly _tag: "Disconnect" }

export type EvmConnectError = WalletRpcError | ConnectorBadResponse | ConnectorAccountNotFound

/** One EIP-1193 request; a sync throw, a rejection or a non-Error all become catalogue errors. */
export const request = (provider: Eip1193Provider, method: string, params?: unknown) =>
  Effect.tryPromise({
    try: () => Promise.resolve(provider.request(params === undefined ? { method } : { method, params })),
    catch: (error): WalletRpcError => fromProviderError(error, method)
  })

/**
 * eth_chainId, leniently (as wagmi): "0x1", padded "0x01", a number, or a decimal string all mean chain 1.
 * Only a non-negative safe integer is a chain id; anything else fails to decode.
 */
export const ChainIdAnswer = Schema.transformOrFail(
  Schema.Union(Schema.Number, Schema.String),
  Schema.Number,
  {
    strict: true,
    decode: (raw, _, ast) => {
      const text = typeof raw === "number" ? String(raw) : raw.trim()
      const value = /^0x[0-9a-f]{1,16}$/i.test(text)
        ? Number.parseInt(text, 16)
        : /^[0-9]{1,16}$/.test(text)
        ? Number(text)
        : Number.NaN
      return Number.isSafeInteger(value) && value >= 0
        ? ParseResult.succeed(value)
        : ParseResult.fail(new ParseResult.Type(ast, raw, "not a chain id"))
    },
    encode: (id) => ParseResult.succeed(toHexQuantity(id))
  }
)

const decodeAccounts = Schema.decodeUnknownEither(AccountsResponse)
const decodeChainId = Schema.decodeUnknownEither(ChainIdAnswer)

const accountsFrom = (method: string, raw: unknown) =>
  Either.match(decodeAccounts(raw), {
    onLeft: (cause) => Effect.fail(new ConnectorBadResponse({ method, cause })),
    onRight: (accounts) => Effect.succeed(accounts.map((a) => checksumAddress(a)))
  })

/** eth_chainId, bounded by the silent-call timeout. Fails: wallet RPC errors, ConnectorBadResponse. */
export const chainIdOf = (provider: Eip1193Provider) =>
  request(provider, "eth_chainId").pipe(
    Effect.timeoutFail({
      duration: SILENT_CALL_TIMEOUT,
      onTimeout: () => new ConnectorBadResponse({ method: "eth_chainId" })
    }),
    Effect.flatMap((raw) =>
      Either.match(decodeChainId(raw), {
        onLeft: (cause) => Effect.fail(new ConnectorBadResponse({ method: "eth_chainId", cause })),
        onRight: Effect.succeed
      })
    )
  )

const withChain = (provider: Eip1193Provider, walletName: string, accounts: ReadonlyArray<`0x${string}`>) =>
  Effect.gen(function*() {
    const [address] = accounts
    if (address === undefined) return yield* new ConnectorAccountNotFound({ connector: walletName })
    return { address, accounts, chainId: yield* chainIdOf(provider) } satisfies EvmAccounts
  })

/** eth_requestAccounts then eth_chainId (prompts). Fails: EvmConnectError. */
export const requestAccounts = (provider: Eip1193Provider, walletName: string) =>
  Effect.flatMap(
    Effect.flatMap(request(provider, "eth_requestAccounts"), (raw) => accountsFrom("eth_requestAccounts", raw)),
    (accounts) => withChain(provider, walletName, accounts)
  )

/** eth_accounts then eth_chainId (never prompts): undefined when the wallet no longer authorises us. Fails: EvmConnectError. */
export const silentAccounts = (provider: Eip1193Provider, walletName: string) =>
  Effect.gen(function*() {
    const raw = yield* request(provider, "eth_accounts").pipe(
      Effect.timeoutFail({
        duration: SILENT_CALL_TIMEOUT,
        onTimeout: () => new ConnectorBadResponse({ method: "eth_accounts" })
      })
    )
    const accounts = yield* accountsFrom("eth_accounts", raw)
    if (accounts.length === 0) return undefined
    return yield* withChain(provider, walletName, accounts)
  })

const addChainParams = (network: Network) => ({
  chainId: toHexQuantity(Number(network.id)),
  chainName: network.name,
  nativeCurrency: network.nativeCurrency,
  rpcUrls: network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http,
  blockExplorerUrls: network.blockExplorers === undefined ? undefined : [network.blockExplorers.default.url]
})

/** wallet_switchEthereumChain, adding the chain on 4902. Fails: wallet RPC errors (a rejected add stays UserRejectedRequest), ChainNotSupported. */
export const switchChain = (provider: Eip1193Provider, network: Network) =>
  request(provider, "wallet_switchEthereumChain", [{ chainId: toHexQuantity(Number(network.id)) }]).pipe(
    // SPEC §8: 4902 means the wallet does not know the chain: add it (which also switches).
    Effect.catchTag("SwitchChainError", () =>
      request(provider, "wallet_addEthereumChain", [addChainParams(network)]).pipe(
        Effect.mapError((cause) =>
          cause._tag === "UserRejectedRequest" ? cause : new ChainNotSupported({ chainId: network.id, cause })
        )
      )
    ),
    Effect.asVoid
  )

/** Best-effort wallet_revokePermissions (many wallets lack it), bounded by REVOKE_TIMEOUT. Never fails. */
export const revoke = (provider: Eip1193Provider) =>
  request(provider, "wallet_revokePermissions", [{ eth_accounts: {} }]).pipe(
    Effect.timeout(REVOKE_TIMEOUT),
    Effect.ignore
  )

// Events carry wallet-made payloads too: decode, drop what does not fit.
const toEvent = (name: string, payload: unknown): EvmProviderEvent | undefined => {
  if (name === "disconnect") return { _tag: "Disconnect" }
  if (name === "accountsChanged") {
    return Either.match(decodeAccounts(payload), {
      onLeft: () => undefined,
      onRight: (accounts) => ({ _tag: "AccountsChanged", accounts: accounts.map((a) => checksumAddress(a)) })
    })
  }
  return Either.match(decodeChainId(payload), {
    onLeft: () => undefined,
    onRight: (chainId) => ({ _tag: "ChainChanged", chainId })
  })
}

const EVENT_NAMES = ["accountsChanged", "chainChanged", "disconnect"] as const

/** accountsChanged / chainChanged / disconnect; listeners are removed when the stream ends. A throwing `on` is contained. */
export const providerEvents = (provider: Eip1193Provider): Stream.Stream<EvmProviderEvent> =>
  Stream.async<EvmProviderEvent>((emit) => {
    const listeners = EVENT_NAMES.map((name) => {
      const listener = (payload: unknown) => {
        const event = toEvent(name, payload)
        if (event !== undefined) void emit.single(event)
      }
      try {
        provider.on?.(name, listener)
      } catch {
        // A wallet whose `on` throws simply sends us no events.
      }
      return [name, listener] as const
    })
    return Effect.sync(() => {
      for (const [name, listener] of listeners) {
        try {
          provider.removeListener?.(name, listener)
        } catch {
          // Nothing more to do for a wallet that refuses to drop a listener.
        }
      }
    })
  })
