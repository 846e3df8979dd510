/**
 * The AUTH adapter of one namespace (ARCHITECTURE §8, §10): the embedded wallet as a chain adapter, so
 * Connection, Account, Send and SIWX need no change. The visitor has passed email and code already (the
 * EmbeddedWallet service drives that); connect asks the frame for the namespace's account (APP_GET_USER),
 * restore checks the stored session token first (APP_IS_CONNECTED) without any prompt, and every wallet
 * request is an APP_RPC_REQUEST the frame approves in its own panel.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import * as Subscribable from "effect/Subscribable"
import type { Network } from "../../../schemas/entities/Network.js"
import { ChainNotConfigured, WalletNotFound } from "../../../schemas/errors/connectors.js"
import type { RpcHttpError } from "../../../schemas/errors/chainRpc.js"
import type { HostToken } from "../../../schemas/options.js"
import type { AdapterEvent, ChainAdapterShape, TransferCapability } from "../../../services/ChainAdapter.js"
import type { ChainRpcShape } from "../../../services/ChainRpc.js"
import type { StorageShape } from "../../../services/Storage.js"
import { isEvmAddress } from "../../../schemas/validators/core/evmAddress.js"
import { lazyTransfers } from "../lazyTransfers.js"
import type { SolanaReads } from "../solana/reads.js"
import { EMBEDDED_CONNECTOR_ID, embeddedWallet, type EmbeddedNamespace } from "./connector.js"
import type { CoreEvent, EmbeddedCore } from "./core.js"
import { embeddedEip1193 } from "./eip1193.js"
import { sessionOf } from "./session.js"
import { embeddedSolanaProvider } from "./solanaProvider.js"
import { walletErrorOf } from "./walletErrors.js"
import { personalSign, solanaSignAndSend, solanaSignMessage, type WalletRequestError } from "./walletRequests.js"

export interface AuthAdapterDeps {
  readonly storage: StorageShape
  readonly rpc: ChainRpcShape
  /** The Solana reads (the shared RPC policy), loaded on first use. */
  readonly solanaReads: Effect.Effect<SolanaReads, RpcHttpError>
  /** The host's ERC-20 token of a network (`tokens` option). */
  readonly hostToken: (network: Network) => HostToken | undefined
}

/** A failed wallet request in the adapter contract's terms: the catalogue error, not the frame's. */
const asWalletError = (method: string) => (error: WalletRequestError) =>
  error._tag === "WalletNotFound" || error._tag === "ConnectorBadResponse" ? error : walletErrorOf(error, method)

export const makeAuthAdapter = (namespace: EmbeddedNamespace, core: EmbeddedCore, deps: AuthAdapterDeps): ChainAdapterShape => {
  const wallet = embeddedWallet(namespace)
  const { frame } = core
  const eip1193 = embeddedEip1193(core)
  const requireOurs = (walletId: string) =>
    walletId === EMBEDDED_CONNECTOR_ID ? Effect.void : Effect.fail(new WalletNotFound({ walletId }))

  /** The signed-in user's account in this namespace, on `network`, held by the namespace. */
  const account = (network: Network) =>
    Effect.gen(function*() {
      const user = yield* frame.request("APP_GET_USER", { chainId: network.caipNetworkId }).pipe(
        Effect.mapError((error) => walletErrorOf(error, "APP_GET_USER"))
      )
      const session = yield* sessionOf(namespace, network, user)
      yield* core.hold(namespace, { address: session.address, network })
      return session
    })

  /** SPEC §4: the session check answered "not connected" or failed: the login cache goes. */
  const forgetLogin = deps.storage.clearLoginCache

  const restore = Effect.fn("AuthAdapter.restore")(function*(walletId: string, network: Network) {
    yield* requireOurs(walletId)
    const token = yield* deps.storage.sessionToken.get
    if (Option.isNone(token)) {
      yield* forgetLogin
      return undefined
    }
    const checked = yield* frame.request("APP_IS_CONNECTED", { token: token.value }).pipe(
      Effect.tapError(() => forgetLogin),
      Effect.mapError((error) => walletErrorOf(error, "APP_IS_CONNECTED"))
    )
    if (!checked.isConnected) {
      yield* forgetLogin
      return undefined
    }
    return yield* account(network)
  })

  const toAdapterEvents = (event: CoreEvent): ReadonlyArray<AdapterEvent> =>
    event._tag === "SessionEnded"
      ? [{ _tag: "Disconnect" }]
      : event.namespace === namespace
        ? [{ _tag: "ChainChanged", caipNetworkId: event.network.caipNetworkId }]
        : []

  const transfers: TransferCapability = namespace === "eip155"
    ? lazyTransfers(() =>
      import("../evm/transfers.js").then((m) =>
        m.makeEvmTransfers({
          rpc: deps.rpc,
          hostToken: deps.hostToken,
          // eth_sendTransaction through the frame: one APP_RPC_REQUEST per submit, never resent here.
          provider: (walletId) => Effect.as(requireOurs(walletId), eip1193)
        })
      ))
    : lazyTransfers(() =>
      import("../solana/transferCapability.js").then((m) =>
        m.makeSolanaTransfers({
          reads: deps.solanaReads,
          signAndSend: (walletId, _from, _network, wire) =>
            Effect.zipRight(
              requireOurs(walletId),
              solanaSignAndSend(core, wire).pipe(Effect.mapError(asWalletError("solana_signAndSendTransaction")))
            )
        })
      ))

  return {
    namespace,
    wallets: Subscribable.make({ get: Effect.succeed([wallet]), changes: Stream.make([wallet]) }),
    refresh: Effect.void,
    find: (walletId) => Effect.succeed(walletId === EMBEDDED_CONNECTOR_ID ? wallet : undefined),
    connect: (walletId, network) => Effect.zipRight(requireOurs(walletId), account(network)),
    restore,
    // The session is shared: the frame signs out when the last namespace leaves (SPEC §9: 3 s at most).
    disconnect: (walletId) =>
      walletId !== EMBEDDED_CONNECTOR_ID
        ? Effect.void
        : Effect.flatMap(core.release(namespace), (last) =>
          last ? Effect.ignore(frame.request("APP_SIGN_OUT", {})) : Effect.void),
    events: (walletId) =>
      walletId === EMBEDDED_CONNECTOR_ID ? core.events.pipe(Stream.map(toAdapterEvents), Stream.flattenIterables) : Stream.empty,
    switchNetwork: Effect.fn("AuthAdapter.switchNetwork")(function*(walletId: string, network: Network) {
      yield* requireOurs(walletId)
      yield* frame.request("APP_SWITCH_NETWORK", { chainId: network.caipNetworkId }).pipe(
        Effect.mapError((error) => walletErrorOf(error, "APP_SWITCH_NETWORK"))
      )
      yield* core.moveTo(namespace, network)
    }),
    getBalance: (network, address) =>
      namespace === "eip155"
        ? isEvmAddress(address)
          ? deps.rpc.getBalance(network.caipNetworkId, address)
          : Effect.fail(new ChainNotConfigured({ chainId: network.caipNetworkId }))
        : Effect.flatMap(deps.solanaReads, (reads) => reads.getBalance(network.caipNetworkId, address)),
    signMessage: Effect.fn("AuthAdapter.signMessage")(function*(walletId: string, address: string, message: string) {
      yield* requireOurs(walletId)
      return yield* namespace === "eip155"
        ? personalSign(core, address, message).pipe(Effect.mapError(asWalletError("personal_sign")))
        : solanaSignMessage(core, address, new TextEncoder().encode(message)).pipe(Effect.mapError(asWalletError("solana_signMessage")))
    }),
    hostProvider: (walletId) =>
      walletId !== EMBEDDED_CONNECTOR_ID
        ? Effect.succeed(undefined)
        : namespace === "eip155"
          ? Effect.succeed(eip1193)
          : Effect.map(core.held("solana"), (held) => (held === undefined ? undefined : embeddedSolanaProvider(core, held))),
    transfers,
    embedded: { connectorId: EMBEDDED_CONNECTOR_ID, frame, refused: core.refused }
  }
}
