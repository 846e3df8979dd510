/**
 * The WalletConnect adapter of one namespace (ARCHITECTURE §8): a single "WalletConnect" wallet whose
 * connect, restore, events and requests go through the shared client's session. The adapters of several
 * namespaces merge into one MULTI_CHAIN connector entry (same id, connectorOrder.ts), so one approval connects them all.
 */
import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { CaipNetworkId, type ChainNamespace } from "../../../schemas/entities/ids.js"
import type { Network } from "../../../schemas/entities/Network.js"
import type { Session } from "../../../schemas/entities/Session.js"
import { ChainNotSupported } from "../../../schemas/errors/chainRpc.js"
import { ChainNotConfigured, ConnectorBadResponse, WalletNotFound } from "../../../schemas/errors/connectors.js"
import { WalletConnectFailed } from "../../../schemas/errors/walletConnect.js"
import { encodeBase58 } from "../../../schemas/validators/base58.js"
import { utf8ToHex } from "../../../schemas/validators/bytes.js"
import type { AdapterEvent, AdapterWallet, ChainAdapterShape } from "../../../services/ChainAdapter.js"
import type { ChainRpcShape } from "../../../services/ChainRpc.js"
import type { WalletConnectClient, WcEvent } from "./client.js"
import type { WalletConnectDeepLinks } from "./deepLinks.js"
import { isSolanaChain } from "../solana/chains.js"
import { eip1193Facade } from "./facade.js"
import { WALLETCONNECT_ICON, WALLETCONNECT_ID, WALLETCONNECT_NAME } from "./wallet.js"
import { walletConnectSolanaProvider } from "./solanaProvider.js"
import { type SessionTransferDeps, sessionTransfers } from "./transfers.js"
import { accountsOf, canonicalAddress, hasAnyAccount, sessionFor } from "./session.js"

const isHexAddress = (address: string): address is `0x${string}` => /^0x[0-9a-fA-F]{40}$/.test(address)


/** chainChanged data: a number, hex, decimal string or CAIP-2 id; undefined for anything else. */
const evmChainOf = (data: unknown): CaipNetworkId | undefined => {
  const raw = typeof data === "string" && data.startsWith("eip155:") ? data.slice(7) : data
  const id = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? CaipNetworkId.make(`eip155:${id}`) : undefined
}

/** What the adapter needs besides the client: the phone's deep-link choice and Send's reads. */
export interface WalletConnectAdapterDeps extends Pick<SessionTransferDeps, "hostToken" | "solanaReads"> {
  readonly deepLinks: WalletConnectDeepLinks
}

export const makeWalletConnectAdapter = (
  namespace: ChainNamespace,
  client: WalletConnectClient,
  rpc: ChainRpcShape | undefined,
  deps: WalletConnectAdapterDeps
): Effect.Effect<ChainAdapterShape> =>
  Effect.gen(function*() {
    const wallet: AdapterWallet = {
      id: WALLETCONNECT_ID,
      namespace,
      name: WALLETCONNECT_NAME,
      icon: WALLETCONNECT_ICON,
      rdns: undefined,
      type: "WALLET_CONNECT"
    }
    const wallets = yield* SubscriptionRef.make<ReadonlyArray<AdapterWallet>>([wallet])
    // The chain requests go to: the session's chain for this namespace, moved by chainChanged.
    const chain = yield* Ref.make<string | undefined>(undefined)
    const connector = { id: wallet.id, type: wallet.type, name: wallet.name, icon: WALLETCONNECT_ICON }

    const requireOurs = (walletId: string) =>
      walletId === WALLETCONNECT_ID ? Effect.void : Effect.fail(new WalletNotFound({ walletId }))

    const adopt = (session: Session | undefined) =>
      Effect.as(Ref.set(chain, session?.caipNetworkId), session)

    const currentChain = Effect.flatMap(Ref.get(chain), (id) =>
      id === undefined ? Effect.fail(new WalletNotFound({ walletId: WALLETCONNECT_ID })) : Effect.succeed(id)
    )

    const toAdapterEvent = (event: WcEvent): Effect.Effect<ReadonlyArray<AdapterEvent>> => {
      switch (event._tag) {
        case "Ended":
          return Effect.succeed([{ _tag: "Disconnect" }])
        case "SessionUpdate": {
          const accounts = accountsOf(event.namespaces, namespace).map((a) => a.address)
          return Effect.succeed([{ _tag: "AccountsChanged", accounts: [...new Set(accounts)] }])
        }
        case "SessionEvent": {
          if (!event.chainId.startsWith(`${namespace}:`)) return Effect.succeed([])
          if (event.name === "accountsChanged" && Array.isArray(event.data)) {
            const accounts = event.data.flatMap((entry: unknown) => {
              if (typeof entry !== "string") return []
              const address = canonicalAddress(namespace, entry.split(":").at(-1) ?? "")
              return address === undefined ? [] : [address]
            })
            return Effect.succeed([{ _tag: "AccountsChanged", accounts }])
          }
          if (event.name === "chainChanged" && namespace === "eip155") {
            const caipNetworkId = evmChainOf(event.data)
            return caipNetworkId === undefined
              ? Effect.succeed([])
              : Effect.as(Ref.set(chain, caipNetworkId), [{ _tag: "ChainChanged", caipNetworkId }])
          }
          return Effect.succeed([])
        }
      }
    }

    /** Connects the namespace through the live session or a new pairing; `hold` takes the session for it. */
    const connect = Effect.fn("WalletConnectAdapter.connect")(function*(walletId: string, network: Network, hold: Effect.Effect<void>) {
      yield* requireOurs(walletId)
      // A live session that approved this namespace (dropped locally by disconnect(namespace)) serves it
      // again without a new pairing: one session per wallet, never an orphaned second one.
      const live = yield* client.session
      const reused = live === undefined ? undefined : sessionFor(live.namespaces, namespace, network, connector)
      if (reused !== undefined) {
        yield* hold
        return yield* adopt(reused).pipe(Effect.as(reused))
      }
      return yield* client.connect((session) =>
        Effect.gen(function*() {
          yield* deps.deepLinks.connected
          const ours = sessionFor(session.namespaces, namespace, network, connector)
          if (ours === undefined) {
            // Partial approval: another namespace was approved, this optional one stays disconnected.
            const others = hasAnyAccount(session.namespaces)
            return yield* new WalletConnectFailed({ reason: others ? "NamespaceNotApproved" : "UnsupportedNamespace" })
          }
          yield* hold
          return yield* adopt(ours).pipe(Effect.as(ours))
        })
      )
    })

    const adapter: ChainAdapterShape = {
      namespace,
      wallets,
      refresh: Effect.void,
      find: (walletId) => Effect.succeed(walletId === WALLETCONNECT_ID ? wallet : undefined),
      connect: (walletId, network) =>
        // Interrupted once it took the session for the namespace (overtaken as the approval landed): it lets go,
        // so the wallet keeps no session the dapp does not show (issue 20).
        Effect.flatMap(Ref.make(false), (took) =>
          connect(walletId, network, Effect.flatMap(client.hold(namespace), (fresh) => Ref.set(took, fresh))).pipe(
            Effect.onInterrupt(() => Effect.flatMap(Ref.get(took), (fresh) => (fresh ? client.letGo(namespace) : Effect.void)))
          )),
      restore: Effect.fn("WalletConnectAdapter.restore")(function*(walletId: string, network: Network) {
        yield* requireOurs(walletId)
        const session = yield* client.restore
        const ours = session === undefined ? undefined : sessionFor(session.namespaces, namespace, network, connector)
        if (ours !== undefined) yield* client.hold(namespace)
        return yield* adopt(ours)
      }),
      // One namespace leaves; the session ends with the last one (client.release).
      disconnect: () => client.release(namespace),
      events: (walletId) =>
        walletId === WALLETCONNECT_ID
          ? client.events.pipe(Stream.mapEffect(toAdapterEvent), Stream.flattenIterables)
          : Stream.empty,
      switchNetwork: Effect.fn("WalletConnectAdapter.switchNetwork")(function*(walletId: string, network: Network) {
        yield* requireOurs(walletId)
        const session = yield* client.session
        const approved = accountsOf(session?.namespaces, namespace).some((a) => a.caipNetworkId === network.caipNetworkId)
        if (approved) {
          // Within the approved chains the dapp switches on its own side (the session serves them all).
          return yield* client.publish({ _tag: "SessionEvent", chainId: network.caipNetworkId, name: "chainChanged", data: network.caipNetworkId })
        }
        if (namespace !== "eip155") return yield* new ChainNotSupported({ chainId: network.caipNetworkId })
        yield* client.request("wallet_switchEthereumChain", [{ chainId: `0x${Number(network.id).toString(16)}` }], yield* currentChain).pipe(
          Effect.catchTag("WalletConnectFailed", () => new ChainNotSupported({ chainId: network.caipNetworkId }))
        )
      }),
      getBalance: (network, address) =>
        rpc !== undefined && namespace === "eip155" && isHexAddress(address)
          ? rpc.getBalance(network.caipNetworkId, address)
          : Effect.fail(new ChainNotConfigured({ chainId: network.caipNetworkId })),
      signMessage: Effect.fn("WalletConnectAdapter.signMessage")(function*(walletId: string, address: string, message: string) {
        yield* requireOurs(walletId)
        const chainId = yield* currentChain
        const badAnswer = (method: string) => new ConnectorBadResponse({ method })
        if (namespace === "solana") {
          const answer = yield* client.request(
            "solana_signMessage",
            { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
            chainId
          ).pipe(Effect.catchTag("WalletConnectFailed", () => badAnswer("solana_signMessage")))
          const signature = typeof answer === "object" && answer !== null && "signature" in answer ? answer.signature : undefined
          if (typeof signature !== "string" || signature.length === 0) return yield* badAnswer("solana_signMessage")
          return signature
        }
        const signature = yield* client.request("personal_sign", [utf8ToHex(message), address], chainId).pipe(
          Effect.catchTag("WalletConnectFailed", () => badAnswer("personal_sign"))
        )
        if (typeof signature !== "string" || !/^0x[0-9a-fA-F]{62,}$/.test(signature)) return yield* badAnswer("personal_sign")
        return signature
      }),
      hostProvider: (walletId) =>
        Effect.gen(function*() {
          if (walletId !== WALLETCONNECT_ID) return undefined
          if (namespace === "eip155") return eip1193Facade(client, Ref.get(chain))
          const current = yield* Ref.get(chain)
          const session = yield* client.session
          const account = accountsOf(session?.namespaces, namespace).find((a) => a.caipNetworkId === current)
          return namespace === "solana" && current !== undefined && isSolanaChain(current) && account !== undefined
            ? walletConnectSolanaProvider(client, account.address, current)
            : undefined
        }),
      walletConnect: {
        pairing: client.pairing,
        connectorId: WALLETCONNECT_ID,
        isExpired: client.isExpired,
        prefetch: client.prefetch,
        preload: client.preload,
        prepare: client.prepare,
        prePair: client.prePair,
        pair: client.pair,
        chooseWallet: deps.deepLinks.choose
      },
      // Send through the session (issue 10's capabilities; the wallet call goes over WalletConnect).
      ...sessionTransfers(namespace, client, {
        rpc,
        currentChain,
        requireOurs,
        facade: () => eip1193Facade(client, Ref.get(chain)),
        hostToken: deps.hostToken,
        solanaReads: deps.solanaReads
      })
    }
    return adapter
  })
