/**
 * EvmConnector (SPEC §7 wallet RPC): EIP-1193 calls with every answer decoded. A wallet
 * that answers garbage gets ConnectorBadResponse, never a crash or a half-made session.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { AccountsResponse, ChainIdHex, type Eip1193Provider } from "../../schemas/eip1193.js"
import type { Network } from "../../schemas/entities/Network.js"
import { toHexQuantity } from "../../schemas/units.js"
import { checksumAddress } from "../../schemas/validators/checksum.js"
import { ChainNotSupported } from "../../schemas/errors/chainRpc.js"
import { ConnectorAccountNotFound, ConnectorBadResponse } from "../../schemas/errors/connectors.js"
import { fromProviderError } from "../../schemas/errors/fromProviderError.js"
import type { WalletRpcError } from "../../schemas/errors/walletRpc.js"
import { EvmConnector, type EvmProviderEvent, type EvmSession } from "../../services/EvmConnector.js"

/** How long a silent call (eth_accounts, eth_chainId) may take before it counts as a failure; prompts have no limit. */
export const SILENT_CALL_TIMEOUT = "10 seconds"

/** One EIP-1193 request; a sync throw, a rejection or a non-Error all become catalogue errors. */
export const request = (provider: Eip1193Provider, method: string, params?: unknown) =>
  Effect.tryPromise({
    try: () => Promise.resolve(provider.request(params === undefined ? { method } : { method, params })),
    catch: (error): WalletRpcError => fromProviderError(error, method)
  })

const decodeAccounts = Schema.decodeUnknownEither(AccountsResponse)
const decodeChainId = Schema.decodeUnknownEither(ChainIdHex)

const accountsFrom = (method: string, raw: unknown) =>
  Either.match(decodeAccounts(raw), {
    onLeft: (cause) => Effect.fail(new ConnectorBadResponse({ method, cause })),
    onRight: (accounts) => Effect.succeed(accounts.map((a) => checksumAddress(a)))
  })

const chainIdFrom = (raw: unknown) =>
  Either.match(decodeChainId(raw), {
    onLeft: (cause) => Effect.fail(new ConnectorBadResponse({ method: "eth_chainId", cause })),
    onRight: (hex) => Effect.succeed(Number.parseInt(hex, 16))
  })

const session = (provider: Eip1193Provider, walletName: string, accounts: ReadonlyArray<`0x${string}`>) =>
  Effect.gen(function*() {
    const [address] = accounts
    if (address === undefined) return yield* new ConnectorAccountNotFound({ connector: walletName })
    const chainId = yield* request(provider, "eth_chainId").pipe(
      Effect.timeoutFail({
        duration: SILENT_CALL_TIMEOUT,
        onTimeout: () => new ConnectorBadResponse({ method: "eth_chainId" })
      }),
      Effect.flatMap(chainIdFrom)
    )
    return { address, accounts, chainId } satisfies EvmSession
  })

const addChainParams = (network: Network) => ({
  chainId: toHexQuantity(Number(network.id)),
  chainName: network.name,
  nativeCurrency: network.nativeCurrency,
  rpcUrls: network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http,
  blockExplorerUrls: network.blockExplorers === undefined ? undefined : [network.blockExplorers.default.url]
})

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
    onRight: (hex) => ({ _tag: "ChainChanged", chainId: Number.parseInt(hex, 16) })
  })
}

const EVENT_NAMES = ["accountsChanged", "chainChanged", "disconnect"] as const

export const EvmConnectorLive: Layer.Layer<EvmConnector> = Layer.succeed(EvmConnector, {
  connect: Effect.fn("EvmConnector.connect")(function*(provider: Eip1193Provider, walletName: string) {
    const raw = yield* request(provider, "eth_requestAccounts")
    return yield* session(provider, walletName, yield* accountsFrom("eth_requestAccounts", raw))
  }),

  restore: Effect.fn("EvmConnector.restore")(function*(provider: Eip1193Provider, walletName: string) {
    const raw = yield* request(provider, "eth_accounts").pipe(
      Effect.timeoutFail({
        duration: SILENT_CALL_TIMEOUT,
        onTimeout: () => new ConnectorBadResponse({ method: "eth_accounts" })
      })
    )
    const accounts = yield* accountsFrom("eth_accounts", raw)
    if (accounts.length === 0) return undefined
    return yield* session(provider, walletName, accounts)
  }),

  switchChain: Effect.fn("EvmConnector.switchChain")(function*(provider: Eip1193Provider, network: Network) {
    yield* request(provider, "wallet_switchEthereumChain", [{ chainId: toHexQuantity(Number(network.id)) }]).pipe(
      // SPEC §8: 4902 means the wallet does not know the chain: add it (which also switches).
      Effect.catchTag("SwitchChainError", () =>
        request(provider, "wallet_addEthereumChain", [addChainParams(network)]).pipe(
          Effect.mapError((cause) => new ChainNotSupported({ chainId: network.id, cause }))
        )
      )
    )
  }),

  revoke: Effect.fn("EvmConnector.revoke")(function*(provider: Eip1193Provider) {
    yield* request(provider, "wallet_revokePermissions", [{ eth_accounts: {} }]).pipe(Effect.ignore)
  }),

  events: (provider: Eip1193Provider) =>
    Stream.async<EvmProviderEvent>((emit) => {
      const listeners = EVENT_NAMES.map((name) => {
        const listener = (payload: unknown) => {
          const event = toEvent(name, payload)
          if (event !== undefined) void emit.single(event)
        }
        provider.on?.(name, listener)
        return [name, listener] as const
      })
      return Effect.sync(() => {
        for (const [name, listener] of listeners) provider.removeListener?.(name, listener)
      })
    })
})
