/**
 * AllWallets' intents (SPEC §2): what a pick or a hover on one of its rows does. The rows and how each connects
 * are the Catalogue service's (layers/live/Catalogue.ts); the view calls these with a row's id.
 */
import * as Effect from "effect/Effect"
import { Catalogue } from "../services/Catalogue.js"
import { type ConnectorEntry, Connectors } from "../services/Connectors.js"
import * as intents from "./intents.js"
import { chosenWalletOf, prefetchWalletConnect, selectCatalogueWallet, selectWalletConnect } from "./walletConnect.js"

const isWalletConnect = (entry: ConnectorEntry | undefined): entry is ConnectorEntry => entry?.group === "walletConnect"

/** The catalogue row of an explorer wallet, when it pairs through WalletConnect (else it is a link, or disabled). */
const pairingEntry = (explorerId: string) =>
  Effect.flatMap(Catalogue, (catalogue) =>
    Effect.map(catalogue.state.get, (s) => s.entries.find((e) => e.wallet.id === explorerId && e.via === "walletConnect")))

/** WalletConnect's connector entry, when it is listed. Never fails. */
const walletConnectEntry = Effect.flatMap(Connectors, (connectors) => Effect.map(connectors.list.get, (list) => list.find(isWalletConnect)))

/** A catalogue wallet picked: its own ConnectingWalletConnect view, pairing through WalletConnect. */
export const selectExplorerWallet = (explorerId: string) =>
  Effect.gen(function*() {
    const entry = yield* pairingEntry(explorerId)
    const walletConnect = yield* walletConnectEntry
    if (entry === undefined || walletConnect === undefined) return
    yield* selectCatalogueWallet(walletConnect.id, chosenWalletOf(entry.wallet, entry.icon))
  }).pipe(Effect.withSpan("intent.selectExplorerWallet"))

/** A connector row picked: WalletConnect's own entry opens its pairing; any other connects as on Connect. */
export const selectListedConnector = (connectorId: string) =>
  Effect.gen(function*() {
    const entry = yield* (yield* Connectors).get(connectorId)
    if (isWalletConnect(entry)) yield* selectWalletConnect(connectorId)
    else yield* intents.selectConnector(connectorId)
  }).pipe(Effect.withSpan("intent.selectListedConnector"))

/**
 * A hover or focus on a row that pairs through WalletConnect (a catalogue wallet, or WalletConnect's own entry)
 * warms the SDK up (once per instance), so the pick only creates the pairing. Never fails.
 */
export const prefetchRow = (row: { readonly explorerId: string } | { readonly connectorId: string }) =>
  Effect.gen(function*() {
    const pairs = "explorerId" in row
      ? (yield* pairingEntry(row.explorerId)) !== undefined
      : (yield* walletConnectEntry)?.id === row.connectorId
    if (pairs) yield* prefetchWalletConnect
  })
