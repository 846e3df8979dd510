/**
 * View name → lazy component (ARCHITECTURE "Typed routes"): each view group is one import() chunk, loaded
 * on first use or prefetched. Only views that exist are registered; later groups (swap, onramp, names)
 * add a loader and their views here.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from "react"
import type { RenderedView } from "../../schemas/views.js"
import type { AccountViewProps } from "./AccountView.js"
import type { AllWalletsViewProps } from "./AllWalletsView.js"
import type { ConnectingExternalViewProps } from "./ConnectingExternalView.js"
import type { ConnectingWalletConnectProps } from "./ConnectingWalletConnect.js"
import type { ConnectViewProps } from "./ConnectView.js"
import type { NetworksViewProps } from "./NetworksView.js"
import type { SiwxSignMessageViewProps } from "./SiwxSignMessageView.js"
import type { UnsupportedChainViewProps } from "./UnsupportedChainView.js"

/** Each group's chunk. */
const GROUPS = {
  connect: () => import("./connectGroup.js"),
  wallets: () => import("./allWalletsGroup.js"),
  account: () => import("./accountGroup.js"),
  walletconnect: () => import("./walletConnectGroup.js"),
  siwx: () => import("./siwxGroup.js"),
  send: () => import("./sendGroup.js"),
  swap: () => import("./swapGroup.js"),
  embedded: () => import("./embeddedGroup.js"),
  names: () => import("./namesGroup.js"),
  onramp: () => import("./onrampGroup.js"),
  pay: () => import("./payGroup.js")
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
  readonly SIWXSignMessage: SiwxSignMessageViewProps
  /** siweConfig's sign view: the same component. */
  readonly ConnectingSiwe: SiwxSignMessageViewProps
  /** Send and Receive register their containers (they read the Send service), so all their code stays in the send chunk. */
  readonly WalletSend: NoProps
  readonly WalletReceive: NoProps
  /** Its container reads the Swap service, so all its code stays in the swap chunk. */
  readonly WalletSwap: NoProps
  /** Its container reads the Onramp service, so its code stays in the onramp chunk. */
  readonly Onramp: NoProps
  /** Its container reads the Send service the Pay program filled. */
  readonly Pay: NoProps
  /** The embedded wallet's views register their containers (they read the EmbeddedWallet service), like Send. */
  readonly EmailVerifyOtp: EmailProps
  readonly EmailVerifyDevice: EmailProps
  readonly ApproveTransaction: FramePanelProps
  readonly EmbeddedRecovery: FramePanelProps
  readonly UpdateEmailWallet: NoProps
  readonly UpdateEmailPrimaryOtp: UpdateEmailOtpProps
  readonly UpdateEmailSecondaryOtp: UpdateEmailOtpProps
  /** The names views register their containers (they read the Names service), like Send. */
  readonly RegisterAccountName: NoProps
  readonly RegisterAccountNameSuccess: NameProps
}

/** RegisterAccountNameSuccess: the name its route carries. */
export interface NameProps {
  readonly name: string | undefined
}

/** A view about the address a code or link was mailed to. */
export interface EmailProps {
  readonly email: string
}

/** ApproveTransaction / EmbeddedRecovery: which of the frame's panels the box is for. */
export interface FramePanelProps {
  readonly panel: "approve" | "export" | "import"
}

/** The email update's code views: the address the code went to, and which of the two codes it is. */
export interface UpdateEmailOtpProps extends EmailProps {
  readonly step: "primary" | "secondary"
}

/** A component that takes no props. */
export type NoProps = Readonly<Record<never, never>>

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
  AllWallets: ["wallets", () => GROUPS.wallets().then((m) => m.AllWalletsView)],
  // The SPEC §2 view shows the pairing QR above the list: its chunk loads alongside, so the view does not
  // suspend a second time (React would hold it 300 ms more before the pairing even starts).
  ConnectingWalletConnectBasic: ["wallets", () => Promise.all([GROUPS.wallets(), loadAndKeep("ConnectingWalletConnect")]).then(([m]) => m.AllWalletsView)],
  Account: ["account", () => GROUPS.account().then((m) => m.AccountView)],
  Networks: ["account", () => GROUPS.account().then((m) => m.NetworksView)],
  UnsupportedChain: ["account", () => GROUPS.account().then((m) => m.UnsupportedChainView)],
  SIWXSignMessage: ["siwx", () => GROUPS.siwx().then((m) => m.SiwxSignMessageView)],
  ConnectingSiwe: ["siwx", () => GROUPS.siwx().then((m) => m.SiwxSignMessageView)],
  WalletSend: ["send", () => GROUPS.send().then((m) => m.SendContainer)],
  WalletReceive: ["send", () => GROUPS.send().then((m) => m.ReceiveContainer)],
  WalletSwap: ["swap", () => GROUPS.swap().then((m) => m.SwapContainer)],
  Onramp: ["onramp", () => GROUPS.onramp().then((m) => m.OnrampContainer)],
  Pay: ["pay", () => GROUPS.pay().then((m) => m.PayContainer)],
  EmailVerifyOtp: ["embedded", () => GROUPS.embedded().then((m) => m.EmailOtpContainer)],
  EmailVerifyDevice: ["embedded", () => GROUPS.embedded().then((m) => m.EmailDeviceContainer)],
  ApproveTransaction: ["embedded", () => GROUPS.embedded().then((m) => m.FramePanelContainer)],
  EmbeddedRecovery: ["embedded", () => GROUPS.embedded().then((m) => m.FramePanelContainer)],
  UpdateEmailWallet: ["embedded", () => GROUPS.embedded().then((m) => m.UpdateEmailContainer)],
  UpdateEmailPrimaryOtp: ["embedded", () => GROUPS.embedded().then((m) => m.UpdateEmailOtpContainer)],
  UpdateEmailSecondaryOtp: ["embedded", () => GROUPS.embedded().then((m) => m.UpdateEmailOtpContainer)],
  RegisterAccountName: ["names", () => GROUPS.names().then((m) => m.RegisterNameContainer)],
  RegisterAccountNameSuccess: ["names", () => GROUPS.names().then((m) => m.RegisterNameSuccessContainer)]
}

/** Loads `view`'s group and returns its component. */
export const loadView = <V extends RegisteredView>(view: V): Promise<ComponentType<ViewProps[V]>> => LOADERS[view][1]()

/** The views whose component has been returned by `loadView`, by name. */
type Loaded = { -readonly [V in RegisteredView]?: ComponentType<ViewProps[V]> }
const loadedViews: Loaded = {}

/** Loads `view`'s component and keeps it, so a lazy view made later renders it at once. */
const loadAndKeep = <V extends RegisteredView>(view: V): Promise<ComponentType<ViewProps[V]>> =>
  loadView(view).then((component) => {
    Object.assign(loadedViews, { [view]: component })
    return component
  })

/**
 * A promise of `value` whose `then` calls back at once. React.lazy renders the component in the same pass
 * when its loader's `then` has already called back; with a plain resolved Promise (called back a tick
 * later) the view suspends, and React keeps the placeholder up for its fallback throttle (300 ms) even
 * though the chunk was there all along.
 */
const immediately = <T>(value: T): Promise<T> => {
  const promise = Promise.resolve(value)
  const then = (onFulfilled?: ((value: T) => unknown) | null) => {
    onFulfilled?.(value)
    return promise
  }
  return Object.assign(promise, { then })
}

/** The group whose chunk holds `view`. */
export const groupOf = (view: RegisteredView): ViewGroup => LOADERS[view][0]

/** True when `view` has a component. */
export const isRegistered = (view: string): view is RegisteredView => Object.hasOwn(LOADERS, view)

type Lazies = { -readonly [V in RegisteredView]?: LazyExoticComponent<ComponentType<ViewProps[V]>> }
const lazies: Lazies = {}

const makeLazy = <V extends RegisteredView>(view: V): LazyExoticComponent<ComponentType<ViewProps[V]>> => {
  const component = lazy(() => {
    const ready: Loaded[V] = loadedViews[view]
    if (ready !== undefined) return immediately({ default: ready })
    return loadAndKeep(view).then(
      (c) => ({ default: c }),
      (error: unknown) => {
        // React.lazy keeps a rejection forever; forget this one so a retry imports again.
        delete lazies[view]
        throw error
      }
    )
  })
  // Each key holds the lazy of its own view; TypeScript cannot follow V through the mapped type.
  Object.assign(lazies, { [view]: component })
  return component
}

/** The lazy component of `view` (the same one until its chunk fails to load). */
export const viewComponent = <V extends RegisteredView>(view: V): LazyExoticComponent<ComponentType<ViewProps[V]>> => {
  const existing: Lazies[V] = lazies[view]
  return existing ?? makeLazy(view)
}

/**
 * Loads the chunk of `view`'s group (on idle, on hover, before the view is shown) and keeps the views of
 * that group, so they render without suspending. Never rejects.
 */
export const preloadView = (view: RegisteredView): Promise<void> => {
  const group = groupOf(view)
  const views = Object.keys(LOADERS).filter(isRegistered).filter((v) => groupOf(v) === group)
  return Promise.all(views.map(loadAndKeep)).then(
    () => undefined,
    () => undefined
  )
}
