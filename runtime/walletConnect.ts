/**
 * WalletConnect's intents and state access (issue 11), apart from runtime/intents.ts: the connector entry
 * opens ConnectingWalletConnect (QR, copy link, open in wallet) instead of ConnectingExternal. The view reads
 * the shared pairing itself (ui/views/ConnectingWalletConnect.tsx), in its own chunk.
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { deepLinkTiming } from "../layers/live/walletconnect/pairing.js"
import type { ExplorerWallet } from "../schemas/api/explorer.js"
import { ChosenWallet, walletDeepLink } from "../schemas/deepLink.js"
import type { Route } from "../schemas/views.js"
import { ChainAdapters } from "../services/ChainAdapter.js"
import { Connection } from "../services/Connection.js"
import { Device } from "../services/Device.js"
import { settleConnect } from "./intents.js"
import { Router } from "../services/Router.js"
import type { WalletConnectShape } from "../services/WalletConnect.js"

/** The WalletConnect pairing of the instance, when `walletConnectAdapter()` is configured. Never fails. */
export const walletConnectControls: Effect.Effect<WalletConnectShape | undefined, never, ChainAdapters> = Effect.map(
  ChainAdapters,
  (adapters) => adapters.all.find((adapter) => adapter.walletConnect !== undefined)?.walletConnect
)


/** Hover or focus on the WalletConnect entry: the SDK warms up so the click only creates the pairing. Never fails. */
export const prefetchWalletConnect = Effect.flatMap(walletConnectControls, (controls) => controls?.prefetch ?? Effect.void)

/**
 * The modal waits closed where its Connect button opens the pairing QR at once (WalletConnect alone, a desktop:
 * SPEC §2 ConnectingWalletConnectBasic): the SDK is imported and started now, with no socket opened, so the
 * click only makes the pairing (~230 ms of the SDK's start, mostly its storage, off the click's way). A phone
 * opens on the wallet list, which warms up on its own (prepareWalletConnectList). Never fails.
 */
export const prepareWalletConnectOnly = Effect.gen(function*() {
  const controls = yield* walletConnectControls
  if (controls === undefined || (yield* devicePlatform).mobile) return
  yield* controls.prepare
})

/**
 * A wallet list with WalletConnect shows (Connect, AllWallets). A phone has no hover: the SDK warms up now.
 * On Telegram and iOS Safari the pairing is made now as well (SPEC §4), so the first tap on a wallet opens
 * it within the tap; it runs while the list shows (remade when it expires). Desktops import the SDK's code
 * only, and wait for a hover or focus to start it: nothing reaches the relay before that. Never fails.
 */
export const prepareWalletConnectList = Effect.gen(function*() {
  const controls = yield* walletConnectControls
  if (controls === undefined) return
  const platform = yield* devicePlatform
  if (platform.telegram || platform.iosSafari) return yield* controls.prePair
  yield* (platform.mobile ? controls.prefetch : controls.preload)
})

/**
 * Pairs through WalletConnect from the view already shown (ConnectingWalletConnect, or the SPEC §2
 * ConnectingWalletConnectBasic view, which starts a pairing as it opens): Account on approval. The pairing's
 * failures (expired, relay unreachable, rejected) stay on the view, which offers a refresh.
 */
export const connectWalletConnect = (connectorId: string) =>
  Effect.flatMap(Connection, (connection) => settleConnect(connection.connectAttempt(connectorId))).pipe(
    Effect.withSpan("intent.connectWalletConnect")
  )

/**
 * Connect view → ConnectingWalletConnect → Account on approval. `retry` replaces the view instead of stacking
 * it; `wallet` is the catalogue wallet picked (the view names it and opens its deep link). Every namespace the
 * wallet approves connects at once (one MULTI_CHAIN session).
 */
export const selectWalletConnect = (
  connectorId: string,
  options: { readonly retry?: boolean; readonly wallet?: ChosenWallet | undefined } = {}
) =>
  Effect.gen(function*() {
    const router = yield* Router
    const route: Route = { view: "ConnectingWalletConnect", connectorId, ...(options.wallet === undefined ? {} : { wallet: options.wallet }) }
    // WalletConnect itself (no wallet picked): a wallet tapped earlier is no longer the visitor's choice.
    if (options.wallet === undefined) yield* Effect.flatMap(walletConnectControls, (controls) => controls?.chooseWallet(undefined) ?? Effect.void)
    if (options.retry === true) yield* router.replace(route)
    else yield* router.push(route)
    yield* connectWalletConnect(connectorId)
  }).pipe(Effect.withSpan("intent.selectWalletConnect"))

/** An Explorer entry as the route's chosen wallet: a mobile link that is neither a scheme nor https is dropped. */
export const chosenWalletOf = (
  wallet: Pick<ExplorerWallet, "id" | "name" | "mobile_link">,
  icon: string | undefined
): ChosenWallet => {
  const base = { id: wallet.id, name: wallet.name, ...(icon === undefined ? {} : { icon }) }
  const withLink = Schema.decodeUnknownEither(ChosenWallet)({ ...base, mobileLink: wallet.mobile_link ?? undefined })
  return Either.isRight(withLink) ? withLink.right : base
}

/** What the page is, for the deep-link rules (SPEC §4 Telegram / iOS Safari). Never fails. */
export const devicePlatform = Effect.flatMap(Device, (device) =>
  Effect.all({ mobile: device.isMobile, telegram: device.isTelegram, iosSafari: device.isIosSafari })
)

/**
 * Opens the pairing in the wallet: its deep link (`scheme://wc?uri=`, `https://…/wc?uri=`), or the bare `wc:`
 * URI for the phone's own handler; the choice is kept so later requests come back to it. Never fails.
 */
export const openWalletLink = (wallet: ChosenWallet | undefined, uri: string) =>
  Effect.gen(function*() {
    const link = wallet?.mobileLink === undefined ? undefined : walletDeepLink(wallet.mobileLink, uri)
    yield* (yield* Device).openLink(link ?? uri)
    const controls = yield* walletConnectControls
    yield* controls?.chooseWallet(
      wallet?.mobileLink === undefined || link === undefined ? undefined : { walletId: wallet.id, name: wallet.name, href: wallet.mobileLink }
    ) ?? Effect.void
  }).pipe(Effect.withSpan("intent.openWalletLink"))

/**
 * A catalogue wallet tapped (AllWallets): its own ConnectingWalletConnect view. On Telegram and iOS Safari a
 * pairing that is still usable opens in the wallet within the tap itself (SPEC §4: reused until it expires);
 * the view opens the link itself elsewhere (once its URI shows) or offers "Open" there.
 */
export const selectCatalogueWallet = (connectorId: string, wallet: ChosenWallet) =>
  Effect.gen(function*() {
    const platform = yield* devicePlatform
    const controls = yield* walletConnectControls
    if (platform.mobile && wallet.mobileLink !== undefined && controls !== undefined) {
      const pairing = yield* controls.pairing.get
      if (pairing._tag === "Ready" && deepLinkTiming(platform, pairing, yield* Clock.currentTimeMillis) === "now") {
        yield* openWalletLink(wallet, pairing.uri)
      }
    }
    yield* selectWalletConnect(connectorId, { wallet })
  }).pipe(Effect.withSpan("intent.selectCatalogueWallet"))
