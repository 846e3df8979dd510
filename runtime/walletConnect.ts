/**
 * WalletConnect's intents and state access (issue 11), apart from runtime/intents.ts: the connector entry
 * opens ConnectingWalletConnect (QR, copy link, open in wallet) instead of ConnectingExternal. The view reads
 * the shared pairing itself (ui/views/ConnectingWalletConnect.tsx), in its own chunk.
 */
import * as Effect from "effect/Effect"
import type { Route } from "../schemas/views.js"
import { ChainAdapters } from "../services/ChainAdapter.js"
import { Connection } from "../services/Connection.js"
import { settleConnect } from "./intents.js"
import { Router } from "../services/Router.js"
import type { WalletConnectShape } from "../services/WalletConnect.js"

/** The WalletConnect pairing of the instance, when `walletConnectAdapter()` is configured. Never fails. */
export const walletConnectControls: Effect.Effect<WalletConnectShape | undefined, never, ChainAdapters> = Effect.map(
  ChainAdapters,
  (adapters) => adapters.all.find((adapter) => adapter.walletConnect !== undefined)?.walletConnect
)


/** Hover on the WalletConnect entry: the SDK starts loading so the QR shows sooner. Never fails. */
export const prefetchWalletConnect = Effect.flatMap(walletConnectControls, (controls) => controls?.prefetch ?? Effect.void)

/**
 * Pairs through WalletConnect from the view already shown (ConnectingWalletConnect, or the SPEC §2
 * ConnectingWalletConnectBasic view, which starts a pairing as it opens): Account on approval. The pairing's
 * failures (expired, relay unreachable, rejected) stay on the view, which offers a refresh.
 */
export const connectWalletConnect = (connectorId: string) =>
  Effect.flatMap(Connection, (connection) => settleConnect(connection.connect(connectorId))).pipe(
    Effect.withSpan("intent.connectWalletConnect")
  )

/**
 * Connect view → ConnectingWalletConnect → Account on approval. `retry` replaces the view instead of stacking
 * it. Every namespace the wallet approves connects at once (one MULTI_CHAIN session).
 */
export const selectWalletConnect = (connectorId: string, options: { readonly retry?: boolean } = {}) =>
  Effect.gen(function*() {
    const router = yield* Router
    const route: Route = { view: "ConnectingWalletConnect", connectorId }
    if (options.retry === true) yield* router.replace(route)
    else yield* router.push(route)
    yield* connectWalletConnect(connectorId)
  }).pipe(Effect.withSpan("intent.selectWalletConnect"))
