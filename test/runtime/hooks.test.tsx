// @vitest-environment happy-dom
/**
 * The React bindings (ARCHITECTURE §3 "React glue is thin"): each hook reads a store through
 * useSyncExternalStore, re-renders on change, and unsubscribes (interrupts its fiber) on unmount.
 */
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { Component, type ReactNode, StrictMode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { FakeWallet } from "../../layers/test/fakeWallet.js"
import type { LoadedWalletport, Walletport, WalletportStores } from "../../runtime/types.js"
import {
  useAccount,
  useDisconnect,
  useEvents,
  useModalState,
  useNetwork,
  useWalletport,
  useWalletProvider
} from "../../runtime/entries/react.js"
import { createLoadedTestWalletport as createTestWalletport } from "./loadedTestWalletport.js"
import { FAKE_WALLET_ADDRESS, makeFakeWallet } from "../../runtime/entries/testing.js"
import * as intents from "../../runtime/intents.js"
import { useInstance } from "../../runtime/react/instanceContext.js"
import { WalletportProvider } from "../../runtime/react/WalletportProvider.js"
import type { Store } from "../../runtime/store.js"
import type { AppServices } from "../../runtime/layers.js"
import { arbitrum, mainnet } from "../../schemas/networks/evm.js"
import { Connection } from "../../services/Connection.js"
import { Modal } from "../../services/Modal.js"

const instances: Array<Walletport> = []
afterEach(async () => {
  cleanup()
  for (const instance of instances.splice(0)) await instance.dispose()
})

const EVENT_NAMES = ["accountsChanged", "chainChanged", "disconnect"] as const
const listenerCounts = (wallet: FakeWallet) => EVENT_NAMES.map((name) => wallet.listenerCount(name))

/** An instance with one fake wallet holding 1.5 ETH; embedded so `open()` never mounts the modal UI. */
const setup = async (walletOptions: Parameters<typeof makeFakeWallet>[0] = {}) => {
  const wallet = makeFakeWallet(walletOptions)
  const instance = await createTestWalletport(
    { projectId: "p", networks: [mainnet, arbitrum], enableEmbedded: true },
    { wallets: [{ id: "io.fake", name: "Fake", wallet }], balances: { [FAKE_WALLET_ADDRESS]: 1_500_000_000_000_000_000n } }
  )
  instances.push(instance)
  return { wallet, instance, wrapper: wrapperFor(instance) }
}

const wrapperFor = (instance: Walletport) => (props: { readonly children?: ReactNode }) => (
  <WalletportProvider instance={instance}>{props.children}</WalletportProvider>
)

const run = <A, E>(instance: LoadedWalletport, effect: Effect.Effect<A, E, AppServices>) =>
  act(() => instance.internals.runtime.runPromise(effect))

const connect = (instance: LoadedWalletport) => run(instance, intents.selectConnector("io.fake"))

describe("useAccount", () => {
  it("starts disconnected, shows connecting while the prompt is open, then the account and balance", async () => {
    const { wallet, instance, wrapper } = await setup({ mode: "hold" })
    const { result } = renderHook(() => useAccount(), { wrapper })
    expect(result.current).toMatchObject({ status: "disconnected", isConnected: false, address: undefined, balance: undefined })
    let pending: Promise<unknown> | undefined
    act(() => {
      pending = instance.internals.runtime.runPromise(Effect.flatMap(Connection, (c) => c.connect("io.fake")))
    })
    await waitFor(() => expect(result.current.status).toBe("connecting"))
    expect(result.current.isConnected).toBe(false)
    await act(async () => {
      wallet.release("approve")
      await pending
    })
    await waitFor(() => expect(result.current.isConnected).toBe(true))
    expect(result.current).toMatchObject({
      status: "connected",
      address: FAKE_WALLET_ADDRESS,
      caipAddress: `eip155:1:${FAKE_WALLET_ADDRESS}`,
      balance: "1.5",
      balanceSymbol: "ETH",
      balanceError: undefined,
      wallet: { id: "io.fake", type: "ANNOUNCED", name: "Fake" }
    })
  })

  it("reads another namespace on request", async () => {
    const { instance, wrapper } = await setup()
    const { result } = renderHook(() => useAccount({ namespace: "solana" }), { wrapper })
    await connect(instance)
    expect(result.current).toMatchObject({ status: "disconnected", isConnected: false, address: undefined })
  })
})

describe("useNetwork", () => {
  it("follows the wallet's chain, and flags an unconfigured one", async () => {
    const { wallet, instance, wrapper } = await setup()
    const { result } = renderHook(() => useNetwork(), { wrapper })
    expect(result.current.caipNetworkId).toBe("eip155:1")
    expect(result.current.chainId).toBe(1)
    expect(result.current.networks.map((n) => n.caipNetworkId)).toEqual(["eip155:1", "eip155:42161"])
    expect(result.current.unsupportedChainId).toBeUndefined()
    await connect(instance)
    await waitFor(() => expect(wallet.listenerCount("chainChanged")).toBe(1))
    act(() => wallet.emit("chainChanged", "0xa4b1"))
    await waitFor(() => expect(result.current.caipNetworkId).toBe("eip155:42161"))
    expect(result.current.caipNetwork?.name).toBe(arbitrum.name)
    act(() => wallet.emit("chainChanged", "0x2105"))
    await waitFor(() => expect(result.current.unsupportedChainId).toBe("eip155:8453"))
    expect(result.current.caipNetworkId).toBe("eip155:42161")
  })
})

describe("useNetwork().switchNetwork and useWalletProvider", () => {
  it("switches the connected wallet (adding the chain on 4902) and the dapp follows; the provider is the wallet's", async () => {
    const { wallet, instance, wrapper } = await setup({ knownChainIds: [1] })
    const { result } = renderHook(
      () => ({ network: useNetwork(), provider: useWalletProvider({ namespace: "eip155" }) }),
      { wrapper }
    )
    expect(result.current.provider).toBeUndefined()
    expect(result.current.network.byNamespace.eip155?.map((n) => n.caipNetworkId)).toEqual(["eip155:1", "eip155:42161"])
    await connect(instance)
    await waitFor(() => expect(result.current.provider).toBe(wallet.provider))
    await act(() => result.current.network.switchNetwork("eip155:42161"))
    await waitFor(() => expect(result.current.network.caipNetworkId).toBe("eip155:42161"))
    expect(result.current.network.activeByNamespace.eip155?.caipNetworkId).toBe("eip155:42161")
    expect(wallet.calls.map((c) => c.method)).toContain("wallet_addEthereumChain")
    await expect(result.current.network.switchNetwork("eip155:5")).rejects.toMatchObject({ _tag: "ChainNotConfigured" })
  })
})

describe("useModalState and useWalletport", () => {
  it("re-renders on open, navigation and close", async () => {
    const { instance, wrapper } = await setup()
    const { result } = renderHook(() => ({ state: useModalState(), modal: useWalletport() }), { wrapper })
    expect(result.current.state).toEqual({ open: false, loading: false, shake: false, view: "Connect" })
    await act(() => result.current.modal.open({ view: "AllWallets" }))
    await waitFor(() => expect(result.current.state).toMatchObject({ open: true, view: "AllWallets" }))
    await run(instance, Effect.flatMap(Modal, (m) => m.shake))
    await waitFor(() => expect(result.current.state.shake).toBe(true))
    await act(() => result.current.modal.close())
    await waitFor(() => expect(result.current.state.open).toBe(false))
  })
})

describe("useEvents", () => {
  it("lists tracked events newest first, with the latest one", async () => {
    const { instance, wrapper } = await setup()
    const { result } = renderHook(() => useEvents(), { wrapper })
    expect(result.current).toEqual({ latest: undefined, all: [] })
    await act(() => instance.open())
    await waitFor(() => expect(result.current.latest?.event).toEqual({ _tag: "MODAL_OPEN", connected: false }))
    await act(() => instance.close())
    await waitFor(() => expect(result.current.all.map((e) => e.event._tag)).toEqual(["MODAL_CLOSE", "MODAL_OPEN"]))
    expect(result.current.latest).toBe(result.current.all[0])
  })
})

describe("useDisconnect", () => {
  it("disconnects: the account clears, the wallet is revoked and its listeners removed", async () => {
    const { wallet, instance, wrapper } = await setup()
    const { result } = renderHook(() => ({ account: useAccount(), disconnect: useDisconnect().disconnect }), { wrapper })
    await connect(instance)
    await waitFor(() => expect(result.current.account.isConnected).toBe(true))
    await waitFor(() => expect(listenerCounts(wallet)).toEqual([1, 1, 1]))
    await act(() => result.current.disconnect())
    await waitFor(() => expect(result.current.account.status).toBe("disconnected"))
    expect(result.current.account.address).toBeUndefined()
    expect(wallet.calls.map((c) => c.method)).toContain("wallet_revokePermissions")
    expect(listenerCounts(wallet)).toEqual([0, 0, 0])
    expect(instance.getState().view).toBe("Connect")
  })
})

/** Wraps a store to count live subscriptions and listener calls made after their unsubscribe. */
const countingStore = <A,>(store: Store<A>) => {
  let active = 0
  let callsAfterUnsubscribe = 0
  const counted: Store<A> = {
    get: store.get,
    subscribe: (listener) => {
      active++
      let subscribed = true
      const unsubscribe = store.subscribe(() => {
        if (!subscribed) callsAfterUnsubscribe++
        listener()
      })
      return () => {
        subscribed = false
        active--
        unsubscribe()
      }
    }
  }
  return { store: counted, active: () => active, callsAfterUnsubscribe: () => callsAfterUnsubscribe }
}

const withCountingStores = (instance: Walletport) => {
  const { stores } = instance.internals
  const counters = {
    modal: countingStore(stores.modal),
    router: countingStore(stores.router),
    connection: countingStore(stores.connection),
    accounts: countingStore(stores.accounts),
    network: countingStore(stores.network),
    events: countingStore(stores.events)
  }
  const counted: WalletportStores = {
    ...stores,
    modal: counters.modal.store,
    router: counters.router.store,
    connection: counters.connection.store,
    accounts: counters.accounts.store,
    network: counters.network.store,
    events: counters.events.store
  }
  const wrapped: Walletport = { ...instance, internals: { ...instance.internals, stores: counted } }
  const all = Object.values(counters)
  return {
    wrapped,
    active: () => all.map((c) => c.active()),
    callsAfterUnsubscribe: () => all.reduce((sum, c) => sum + c.callsAfterUnsubscribe(), 0)
  }
}

const useEverything = () => ({
  account: useAccount(),
  network: useNetwork(),
  modal: useModalState(),
  events: useEvents()
})

describe("subscriptions follow the component's life", () => {
  it("each store is subscribed while mounted and released on unmount; no renders after", async () => {
    const { instance } = await setup()
    const counting = withCountingStores(instance)
    let renders = 0
    const { result, unmount } = renderHook(() => {
      renders++
      return useEverything()
    }, { wrapper: wrapperFor(counting.wrapped) })
    // useAccount reads connection + accounts + network (the active namespace), useNetwork network, useModalState
    // modal + router: one subscription per store and hook.
    expect(counting.active()).toEqual([1, 1, 1, 1, 2, 1])
    await act(() => instance.open())
    await waitFor(() => expect(result.current.modal.open).toBe(true))
    const rendersBeforeUnmount = renders
    unmount()
    expect(counting.active()).toEqual([0, 0, 0, 0, 0, 0])
    await connect(instance)
    await act(() => instance.close())
    expect(renders).toBe(rendersBeforeUnmount)
    expect(counting.callsAfterUnsubscribe()).toBe(0)
  })

  it("StrictMode's double mount leaves exactly one subscription per store, and none after unmount", async () => {
    const { instance } = await setup()
    const counting = withCountingStores(instance)
    const Probe = (): ReactNode => {
      const { account, modal } = useEverything()
      return <span data-testid="probe">{`${account.status}/${modal.view}`}</span>
    }
    const { unmount } = render(
      <StrictMode>
        <WalletportProvider instance={counting.wrapped}>
          <Probe />
        </WalletportProvider>
      </StrictMode>
    )
    expect(screen.getByTestId("probe").textContent).toBe("disconnected/Connect")
    expect(counting.active()).toEqual([1, 1, 1, 1, 2, 1])
    unmount()
    expect(counting.active()).toEqual([0, 0, 0, 0, 0, 0])
  })

  it("two components on one instance both update", async () => {
    const { instance, wrapper } = await setup()
    const first = renderHook(() => useModalState(), { wrapper })
    const second = renderHook(() => useModalState(), { wrapper })
    await act(() => instance.open())
    await waitFor(() => expect(first.result.current.open).toBe(true))
    await waitFor(() => expect(second.result.current.open).toBe(true))
  })
})

class Boundary extends Component<{ readonly children?: ReactNode }, { readonly message: string | undefined }> {
  override state: { readonly message: string | undefined } = { message: undefined }
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) }
  }
  override render(): ReactNode {
    return this.state.message === undefined ? this.props.children : <p data-testid="error">{this.state.message}</p>
  }
}

describe("outside a provider", () => {
  const hooks: ReadonlyArray<{ readonly name: string; readonly use: () => unknown }> = [
    { name: "useInstance", use: useInstance },
    { name: "useAccount", use: () => useAccount() },
    { name: "useNetwork", use: useNetwork },
    { name: "useModalState", use: useModalState },
    { name: "useEvents", use: useEvents },
    { name: "useDisconnect", use: useDisconnect },
    { name: "useWalletport", use: useWalletport }
  ]
  it.each(hooks)("$name throws a clear error", ({ use }) => {
    const silence = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const Probe = (): ReactNode => {
        use()
        return null
      }
      render(
        <Boundary>
          <Probe />
        </Boundary>
      )
      expect(screen.getByTestId("error").textContent).toBe("walletport: wrap your app in <WalletportProvider instance={…}>")
    } finally {
      silence.mockRestore()
    }
  })
})
