/** What a click asks for, as programs over the services (ARCHITECTURE §1: intents down, state up). */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { PlainView, Route } from "../schemas/views.js"
import { Account } from "../services/Account.js"
import { type ConnectOutcome, Connection } from "../services/Connection.js"
import { Connectors } from "../services/Connectors.js"
import { EmbeddedWallet } from "../services/EmbeddedWallet.js"
import { Events } from "../services/Events.js"
import { Modal } from "../services/Modal.js"
import { Network } from "../services/Network.js"
import { Router } from "../services/Router.js"
import { requireViewFeature } from "../layers/live/features.js"

/**
 * Connect view → ConnectingExternal → Account (or UnsupportedChain) on success. A wallet failure stays on
 * ConnectingExternal with the typed error in the attempt; already connected or gone shakes the modal. An
 * attempt abandoned with Back is interrupted, so nothing after it runs.
 */
export const selectConnector = (connectorId: string, options: { readonly retry?: boolean; readonly namespace?: ChainNamespace } = {}) =>
  Effect.gen(function*() {
    const router = yield* Router
    const entry = yield* (yield* Connectors).get(connectorId)
    const route: Route = {
      view: "ConnectingExternal",
      connectorId,
      name: entry?.name ?? "",
      ...(options.namespace === undefined ? {} : { namespace: options.namespace })
    }
    if (options.retry === true) yield* router.replace(route)
    else yield* router.push(route)
    yield* (yield* Connection).connectAttempt(connectorId, options.namespace === undefined ? {} : { namespace: options.namespace }).pipe(
      settleConnect
    )
  }).pipe(Effect.withSpan("intent.selectConnector"))

/**
 * After a connect from a connecting view: home on success (then closed, unless the host or a flow keeps it open:
 * Modal.settled); back (with a shake) when the wallet is already
 * connected or gone; any other failure stays on the view, which shows it and offers a retry. An attempt that
 * a newer one (or a cancel) took over moves nothing: the view is the newer attempt's.
 */
export const settleConnect = <E extends { readonly _tag: string }, R>(connect: Effect.Effect<ConnectOutcome, E, R>) =>
  Effect.gen(function*() {
    const router = yield* Router
    const modal = yield* Modal
    yield* connect.pipe(
      Effect.matchEffect({
        onSuccess: (outcome) =>
          outcome.current ? Effect.zipRight(Effect.flatMap(modal.homeRoute, router.reset), modal.settled("connect")) : Effect.void,
        onFailure: (error) =>
          error._tag === "ConnectorAlreadyConnected" || error._tag === "WalletNotFound"
            ? router.pop.pipe(Effect.zipRight(modal.shake))
            : Effect.void
      })
    )
  })

/** Disconnects (default: every namespace), shows the home view and closes the modal (Modal.settled). */
export const disconnect = (namespace?: ChainNamespace) =>
  Effect.gen(function*() {
    yield* (yield* Connection).disconnect(namespace)
    const modal = yield* Modal
    yield* Effect.flatMap(modal.homeRoute, (route) => Effect.flatMap(Router, (router) => router.reset(route)))
    yield* modal.settled("disconnect")
  }).pipe(Effect.withSpan("intent.disconnect"))

/**
 * The Account view's Disconnect (issue 23): the wallet it shows ends in every namespace it holds, then the home
 * view (another wallet's account, or Connect), closed as Modal.settled says. `disconnect(namespace)` stays for the API's per-namespace call.
 */
export const disconnectWallet = (namespace: ChainNamespace) =>
  Effect.gen(function*() {
    yield* (yield* Connection).disconnectWallet(namespace)
    const modal = yield* Modal
    yield* Effect.flatMap(modal.homeRoute, (route) => Effect.flatMap(Router, (router) => router.reset(route)))
    yield* modal.settled("disconnect")
  }).pipe(Effect.withSpan("intent.disconnectWallet"))

/** Switches to a configured network; with a wallet connected in its namespace, the wallet moves first. */
export const switchNetwork = (caipNetworkId: string) =>
  Effect.gen(function*() {
    const network = yield* Network
    const target = (yield* network.state.get).networks.find((n) => n.caipNetworkId === caipNetworkId)
    const session = target === undefined
      ? undefined
      : (yield* (yield* Connection).state.get).namespaces[target.chainNamespace].session
    yield* network.switchNetwork(caipNetworkId, session)
    yield* (yield* Events).track({ _tag: "SWITCH_NETWORK", network: caipNetworkId })
  }).pipe(Effect.withSpan("intent.switchNetwork"))

/**
 * The Networks view's choice: switch, then back to where the modal was. A network of a namespace with no wallet
 * while another namespace's wallet is connected (issue 23) does not look like a disconnect: that account stays
 * active (the page button keeps it), the network is preselected in its namespace, and Connect offers that
 * namespace's wallets, with Back to the account.
 */
export const chooseNetwork = (caipNetworkId: string) =>
  Effect.gen(function*() {
    const network = yield* Network
    const target = (yield* network.state.get).networks.find((n) => n.caipNetworkId === caipNetworkId)
    const connection = yield* (yield* Connection).state.get
    const namespace = target?.chainNamespace
    const connectedElsewhere = namespace !== undefined && connection.namespaces[namespace].session === undefined &&
      Object.values(connection.namespaces).some((c) => c.session !== undefined)
    if (connectedElsewhere) {
      yield* network.switchNetwork(caipNetworkId, undefined, { activate: false })
      yield* (yield* Events).track({ _tag: "SWITCH_NETWORK", network: caipNetworkId })
      return yield* (yield* Router).replace({ view: "Connect", namespace })
    }
    yield* switchNetwork(caipNetworkId)
    const modal = yield* Modal
    yield* Effect.flatMap(modal.homeRoute, (route) => Effect.flatMap(Router, (router) => router.reset(route)))
  }).pipe(Effect.withSpan("intent.chooseNetwork"))

export const openModal = (options: { readonly view?: PlainView; readonly namespace?: ChainNamespace } = {}) =>
  Effect.flatMap(Modal, (modal) => modal.open(options))

export const closeModal = () => Effect.flatMap(Modal, (modal) => modal.close())

export const goBack = () => Effect.flatMap(Modal, (modal) => modal.back)

export const refreshBalance = (namespace?: ChainNamespace) =>
  Effect.flatMap(Account, (account) => account.refreshBalance(namespace))

/** Shows a view on top of the current one (the Account view's network chip → Networks); a view of a feature the host switched off is refused (SPEC §1). Fails: FeatureDisabled. */
export const showView = (route: Route) => Effect.zipRight(requireViewFeature(route.view), Effect.flatMap(Router, (router) => router.push(route)))

/** For views that show why an action failed: the catalogue message, or undefined when it succeeded. */
export const failureMessage = <A, E extends { readonly message: string }, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<string | undefined, never, R> =>
  effect.pipe(
    Effect.as(undefined),
    Effect.catchAll((error) => Effect.succeed(error.message))
  )

/** The Account view's namespace switcher: which connected namespace the modal shows (the wallets stay put). */
export const showNamespace = (namespace: ChainNamespace) =>
  Effect.flatMap(Network, (network) => network.setActiveNamespace(namespace))

/**
 * The email login's submit, from the Connect view's field or forwarded from the instant-open preview's: through
 * the EmbeddedWallet service once there is one (an instance built without it ignores it).
 */
export const submitEmail = (email: string) =>
  Effect.flatMap(Effect.serviceOption(EmbeddedWallet), Option.match({ onNone: () => Effect.void, onSome: (service) => service.submitEmail(email) }))
