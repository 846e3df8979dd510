/**
 * View name → lazy component (ARCHITECTURE "Typed routes"): each view group is one import() chunk, loaded
 * on first use or prefetched. Only views that exist are registered; later groups (send/receive, swap,
 * onramp, names, sign-in, embedded) add a loader and their views here.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from "react"
import type { RenderedView } from "../../schemas/views.js"
import type { AccountViewProps } from "./AccountView.js"
import type { AllWalletsViewProps } from "./AllWalletsView.js"
import type { ConnectingExternalViewProps } from "./ConnectingExternalView.js"
import type { ConnectingWalletConnectProps } from "./ConnectingWalletConnect.js"
import type { ConnectViewProps } from "./ConnectView.js"
import type { NetworksViewProps } from "./NetworksView.js"
import type { UnsupportedChainViewProps } from "./UnsupportedChainView.js"

/** Each group's chunk. */
const GROUPS = {
  connect: () => import("./connectGroup.js"),
  account: () => import("./accountGroup.js"),
  walletconnect: () => import("./walletConnectGroup.js")
} as const

/** A group of views that ship in one chunk. */
export type ViewGroup = keyof typeof GROUPS

/** The props of each registered view. */
export interface ViewProps {
  readonly Connect: ConnectViewProps
  readonly AllWallets: AllWalletsViewProps
  /** Until WalletConnect lands: the AllWallets list under a heading. */
  readonly ConnectingWalletConnectBasic: AllWalletsViewProps
  readonly ConnectingExternal: ConnectingExternalViewProps
  /** Its own container (it reads the pairing), so the modal core does not carry it. */
  readonly ConnectingWalletConnect: ConnectingWalletConnectProps
  readonly Account: AccountViewProps
  readonly Networks: NetworksViewProps
  readonly UnsupportedChain: UnsupportedChainViewProps
}

/** A view with a component. */
export type RegisteredView = keyof ViewProps

// Compile-time proof that the registry holds exactly the views schemas/views.ts says render.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const registryMatchesRoutes: Same<RegisteredView, RenderedView> = true
void registryMatchesRoutes

type Loaders = { readonly [V in RegisteredView]: readonly [ViewGroup, () => Promise<ComponentType<ViewProps[V]>>] }

const LOADERS: Loaders = {
  Connect: ["connect", () => GROUPS.connect().then((m) => m.ConnectView)],
  ConnectingExternal: ["connect", () => GROUPS.connect().then((m) => m.ConnectingExternalView)],
  ConnectingWalletConnect: ["walletconnect", () => GROUPS.walletconnect().then((m) => m.ConnectingWalletConnect)],
  AllWallets: ["connect", () => GROUPS.connect().then((m) => m.AllWalletsView)],
  ConnectingWalletConnectBasic: ["connect", () => GROUPS.connect().then((m) => m.AllWalletsView)],
  Account: ["account", () => GROUPS.account().then((m) => m.AccountView)],
  Networks: ["account", () => GROUPS.account().then((m) => m.NetworksView)],
  UnsupportedChain: ["account", () => GROUPS.account().then((m) => m.UnsupportedChainView)]
}

/** Loads `view`'s group and returns its component. */
export const loadView = <V extends RegisteredView>(view: V): Promise<ComponentType<ViewProps[V]>> => LOADERS[view][1]()

/** The group whose chunk holds `view`. */
export const groupOf = (view: RegisteredView): ViewGroup => LOADERS[view][0]

/** True when `view` has a component. */
export const isRegistered = (view: string): view is RegisteredView => Object.hasOwn(LOADERS, view)

type Lazies = { -readonly [V in RegisteredView]?: LazyExoticComponent<ComponentType<ViewProps[V]>> }
const lazies: Lazies = {}

const makeLazy = <V extends RegisteredView>(view: V): LazyExoticComponent<ComponentType<ViewProps[V]>> => {
  const component = lazy(() =>
    loadView(view).then(
      (c) => ({ default: c }),
      (error: unknown) => {
        // React.lazy keeps a rejection forever; forget this one so a retry imports again.
        delete lazies[view]
        throw error
      }
    )
  )
  // Each key holds the lazy of its own view; TypeScript cannot follow V through the mapped type.
  Object.assign(lazies, { [view]: component })
  return component
}

/** The lazy component of `view` (the same one until its chunk fails to load). */
export const viewComponent = <V extends RegisteredView>(view: V): LazyExoticComponent<ComponentType<ViewProps[V]>> => {
  const existing: Lazies[V] = lazies[view]
  return existing ?? makeLazy(view)
}

/** Starts loading the chunk of `view`'s group (on idle, on hover, before the view is shown). */
export const preloadView = (view: RegisteredView): Promise<void> =>
  GROUPS[groupOf(view)]().then(
    () => undefined,
    () => undefined
  )
