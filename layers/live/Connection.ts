/**
 * Connection (SPEC §4 "Wallet connection status"): disconnected → connecting → connected per
 * namespace, the stored connector and recent wallet, start-up restore, and the wallet's own events.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as FiberMap from "effect/FiberMap"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { ConnectorAlreadyConnected, WalletNotFound } from "../../schemas/errors/connectors.js"
import { Account } from "../../services/Account.js"
import {
  type ConnectedWallet,
  Connection,
  type ConnectionState,
  type ConnectionStatus
} from "../../services/Connection.js"
import { Events } from "../../services/Events.js"
import { EvmConnector, type EvmProviderEvent, type EvmSession } from "../../services/EvmConnector.js"
import { Network } from "../../services/Network.js"
import { Storage } from "../../services/Storage.js"
import { type DiscoveredWallet, WalletDiscovery } from "../../services/WalletDiscovery.js"

/** How long start-up restore waits for the stored wallet to announce itself before giving up. */
export const RESTORE_DISCOVERY_TIMEOUT_MILLIS = 3000

// Icons are data URIs; a large one is not worth a storage slot (the live list has it anyway).
const MAX_STORED_ICON_CHARS = 8 * 1024

const allDisconnected: Record<ChainNamespace, ConnectionStatus> = {
  eip155: "disconnected",
  solana: "disconnected",
  bip122: "disconnected",
  polkadot: "disconnected",
  cosmos: "disconnected"
}

const walletInfo = (wallet: DiscoveredWallet): ConnectedWallet => ({
  id: wallet.id,
  name: wallet.name,
  icon: wallet.icon,
  type: wallet.type
})

export const ConnectionLive: Layer.Layer<
  Connection,
  never,
  WalletDiscovery | EvmConnector | Storage | Account | Network | Events
> = Layer.scoped(
  Connection,
  Effect.gen(function*() {
    const discovery = yield* WalletDiscovery
    const connector = yield* EvmConnector
    const storage = yield* Storage
    const account = yield* Account
    const network = yield* Network
    const events = yield* Events

    const stored = yield* storage.connectedConnector.get("eip155")
    // SPEC §4: at start the status is connecting if a connection was stored.
    const state = yield* SubscriptionRef.make<ConnectionState>({
      status: { ...allDisconnected, eip155: Option.isSome(stored) ? "connecting" : "disconnected" },
      wallets: {},
      attempt: undefined
    })
    const watchers = yield* FiberMap.make<ChainNamespace>()
    const restoredSignal = yield* Deferred.make<void>()

    /**
     * Local teardown shared by disconnect(), the wallet's own disconnect and a failed restore.
     * The watcher goes last: when the wallet's own event calls this, the watcher is the running
     * fiber, and removing it interrupts the rest of the teardown.
     */
    const forget = (namespace: ChainNamespace) =>
      Effect.gen(function*() {
        yield* storage.clearConnection(namespace)
        yield* account.clear(namespace)
        yield* SubscriptionRef.update(state, (s): ConnectionState => {
          const { [namespace]: _gone, ...wallets } = s.wallets
          return { ...s, wallets, status: { ...s.status, [namespace]: "disconnected" } }
        })
        yield* FiberMap.remove(watchers, namespace)
      })

    const onWalletEvent = (event: EvmProviderEvent, wallet: ConnectedWallet) => {
      switch (event._tag) {
        case "AccountsChanged": {
          const [address] = event.accounts
          return address === undefined ? forget("eip155") : account.setConnected("eip155", { address, wallet })
        }
        case "ChainChanged":
          return Effect.gen(function*() {
            yield* network.syncWalletChain("eip155", event.chainId)
            // The CAIP address and the balance belong to a chain: record the account again on the active network.
            const address = (yield* SubscriptionRef.get(account.state)).eip155?.address
            if (address !== undefined) yield* account.setConnected("eip155", { address, wallet })
          })
        case "Disconnect":
          return forget("eip155")
      }
    }

    /** Makes a session current: state, network, account, and a watcher on the wallet's events. */
    const establish = (wallet: DiscoveredWallet, session: EvmSession) =>
      Effect.gen(function*() {
        const info = walletInfo(wallet)
        yield* SubscriptionRef.update(state, (s): ConnectionState => ({
          ...s,
          wallets: { ...s.wallets, eip155: info },
          status: { ...s.status, eip155: "connected" },
          attempt: undefined
        }))
        yield* network.syncWalletChain("eip155", session.chainId)
        yield* account.setConnected("eip155", { address: session.address, wallet: info })
        yield* FiberMap.run(
          watchers,
          "eip155",
          Stream.runForEach(connector.events(wallet.provider), (event) => onWalletEvent(event, info))
        )
      })

    const connect = Effect.fn("Connection.connect")(function*(walletId: string) {
      const before = yield* SubscriptionRef.get(state)
      const current = before.wallets.eip155
      if (current?.id === walletId && before.status.eip155 === "connected") {
        return yield* new ConnectorAlreadyConnected({ connectorId: walletId })
      }
      const wallet = (yield* SubscriptionRef.get(discovery.wallets)).find((w) => w.id === walletId)
      if (wallet === undefined) return yield* new WalletNotFound({ walletId })

      yield* SubscriptionRef.update(state, (s): ConnectionState => ({
        ...s,
        status: { ...s.status, eip155: "connecting" },
        attempt: { walletId, status: "pending", error: undefined }
      }))
      yield* events.track({ _tag: "SELECT_WALLET", name: wallet.name, platform: "browser" })
      const session = yield* connector.connect(wallet.provider, wallet.name).pipe(
        Effect.tapError((error) =>
          Effect.gen(function*() {
            // SPEC §4: on failure, back to connected if a connection exists, else disconnected.
            yield* SubscriptionRef.update(state, (s): ConnectionState => ({
              ...s,
              status: { ...s.status, eip155: s.wallets.eip155 === undefined ? "disconnected" : "connected" },
              attempt: { walletId, status: "failed", error: error.message }
            }))
            yield* events.track({ _tag: "CONNECT_ERROR", message: error.message })
          })
        )
      )
      if (current !== undefined && current.id !== walletId) yield* FiberMap.remove(watchers, "eip155")
      // SPEC §4 "on finalize": the recent wallet and the connector are stored.
      yield* storage.recentWallets.add({
        id: wallet.id,
        name: wallet.name,
        ...(wallet.icon !== undefined && wallet.icon.length <= MAX_STORED_ICON_CHARS ? { imageUrl: wallet.icon } : {}),
        ...(wallet.rdns === undefined ? {} : { rdns: wallet.rdns })
      })
      yield* storage.connectedConnector.set("eip155", { id: wallet.id, type: wallet.type, name: wallet.name })
      yield* establish(wallet, session)
      yield* events.track({ _tag: "CONNECT_SUCCESS", name: wallet.name, method: "browser" })
    })

    const disconnect = Effect.fn("Connection.disconnect")(function*(namespace: ChainNamespace = "eip155") {
      const wallet = (yield* SubscriptionRef.get(state)).wallets[namespace]
      if (wallet !== undefined) {
        const live = (yield* SubscriptionRef.get(discovery.wallets)).find((w) => w.id === wallet.id)
        if (live !== undefined) yield* connector.revoke(live.provider)
      }
      yield* forget(namespace)
      yield* events.track({ _tag: "DISCONNECT_SUCCESS" })
    })

    // SPEC §4: settle the stored connection with the wallet, without prompting.
    const restore = Effect.gen(function*() {
      if (Option.isNone(stored)) return
      const wallet = yield* discovery.find(stored.value.id, RESTORE_DISCOVERY_TIMEOUT_MILLIS)
      const session = wallet === undefined
        ? undefined
        : yield* connector.restore(wallet.provider, wallet.name).pipe(
          Effect.tapError((error) => Effect.logWarning("walletport: session restore failed", error)),
          Effect.orElseSucceed(() => undefined)
        )
      if (wallet === undefined || session === undefined) {
        yield* forget("eip155")
        return
      }
      yield* establish(wallet, session)
    }).pipe(Effect.ensuring(Deferred.succeed(restoredSignal, undefined)))
    yield* Effect.forkScoped(restore)

    return { state, connect, disconnect, restored: Deferred.await(restoredSignal) }
  })
)
