// @vitest-environment happy-dom
/**
 * The host-facing React API of issue 8: the account union, useNetwork's EVM chainId, useConnect,
 * useSignMessage, useWalletportEvent, <ConnectButton.Custom>, and no unhandled rejection from a click
 * with bad options.
 */
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, expectTypeOf, it } from "vitest"
import {
  ConnectButton,
  createWalletport,
  useAccount,
  useConnect,
  useConnectors,
  useNetwork,
  useSignMessage,
  useWalletportEvent,
  WalletportProvider
} from "../../runtime/entries/react.js"
import { createTestWalletport, FAKE_WALLET_ADDRESS, makeFakeWallet, type TestWalletport } from "../../runtime/entries/testing.js"
import type { Walletport } from "../../runtime/types.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { UserRejectedRequest } from "../../schemas/errors/walletRpc.js"
import type { WalletportEvent } from "../../schemas/public/events.js"
import { mainnet } from "../../schemas/networks/evm.js"

const instances: Array<Walletport> = []
afterEach(async () => {
  cleanup()
  for (const instance of instances.splice(0)) await instance.dispose()
})

const setup = async (mode: "approve" | "reject" = "approve") => {
  const wallet = makeFakeWallet({ mode })
  const instance: TestWalletport = await createTestWalletport(
    { projectId: "p", networks: [mainnet], enableEmbedded: true },
    { wallets: [{ id: "io.fake", name: "Fake", wallet }] }
  )
  instances.push(instance)
  const wrapper = (props: { readonly children?: ReactNode }) => <WalletportProvider instance={instance}>{props.children}</WalletportProvider>
  return { wallet, instance, wrapper }
}

describe("useAccount / useNetwork types", () => {
  it("isConnected then namespace narrow the address; an EVM chainId is a number", async () => {
    const { instance, wrapper } = await setup()
    const { result } = renderHook(() => ({ account: useAccount(), network: useNetwork() }), { wrapper })
    await act(() => instance.connect("io.fake"))
    const { account, network } = result.current
    expect(account.isConnected && account.namespace === "eip155" ? account.address : undefined).toBe(FAKE_WALLET_ADDRESS)
    if (account.isConnected && account.namespace === "eip155") expectTypeOf(account.address).toEqualTypeOf<`0x${string}`>()
    if (account.isConnected && account.namespace === "solana") expectTypeOf(account.address).toEqualTypeOf<string>()
    if (!account.isConnected) expectTypeOf(account.address).toEqualTypeOf<undefined>()
    expect(network.activeNamespace).toBe("eip155")
    expect(network.activeNamespace === "eip155" ? network.chainId : undefined).toBe(1)
    if (network.activeNamespace === "eip155") expectTypeOf(network.chainId).toEqualTypeOf<number>()
    expectTypeOf(network.switchNetwork).toEqualTypeOf<(caipNetworkId: string) => Promise<void>>()
  })
})

describe("useConnect / useSignMessage", () => {
  it("a rejection lands in status and error (the catalogue error itself); connect never throws", async () => {
    const { wallet, wrapper } = await setup("reject")
    const { result } = renderHook(() => useConnect(), { wrapper })
    expect(result.current.status).toBe("idle")
    act(() => result.current.connect("io.fake"))
    await waitFor(() => expect(result.current.status).toBe("error"))
    expect(result.current.error).toBeInstanceOf(UserRejectedRequest)
    expect(result.current.error).toMatchObject({ _tag: "UserRejectedRequest", code: 4001 })
    wallet.setMode("approve")
    const sessions = await act(() => result.current.connectAsync("io.fake"))
    expect(result.current).toMatchObject({ status: "success", error: undefined })
    expect(result.current.status === "success" ? result.current.data : undefined).toEqual(sessions)
  })

  it("signMessage: pending, then data is the signature", async () => {
    const { wallet, instance, wrapper } = await setup()
    await instance.connect("io.fake")
    const { result } = renderHook(() => useSignMessage(), { wrapper })
    wallet.respondOnce("personal_sign", { result: `0x${"ab".repeat(65)}` })
    act(() => result.current.signMessage({ message: "hello" }))
    expect(result.current.status).toBe("pending")
    await waitFor(() => expect(result.current.status).toBe("success"))
    expect(result.current.data).toBe(`0x${"ab".repeat(65)}`)
    wallet.respondOnce("personal_sign", { error: { code: 4001, message: "no" } })
    await act(() => result.current.signMessageAsync({ message: "again" }).catch(() => undefined))
    expect(result.current.error).toBeInstanceOf(UserRejectedRequest)
  })
})

describe("useWalletportEvent", () => {
  it("gets a fast rejection's SELECT_WALLET and CONNECT_ERROR, in order, once each", async () => {
    const { instance, wrapper } = await setup("reject")
    const seen: Array<WalletportEvent> = []
    renderHook(() => useWalletportEvent((timed) => seen.push(timed.event)), { wrapper })
    await act(() => instance.connect("io.fake").catch(() => undefined))
    await waitFor(() => expect(seen.map((e) => e._tag)).toEqual(["SELECT_WALLET", "CONNECT_ERROR"]))
    const last = seen[1]
    expect(last?._tag === "CONNECT_ERROR" ? last.error : undefined).toBeInstanceOf(UserRejectedRequest)
  })
})

describe("<ConnectButton.Custom>", () => {
  const Custom = () => (
    <ConnectButton.Custom>
      {({ account, network, open, mounted }) =>
        !mounted
          ? <span data-testid="custom">loading</span>
          : account.isConnected
          ? <span data-testid="custom">{`${account.address} on ${network.caipNetworkId ?? "?"}`}</span>
          : <button data-testid="custom" onClick={() => open()}>Sign in</button>}
    </ConnectButton.Custom>
  )

  it("renders mounted: false on the server, then the account on the client", async () => {
    const { instance, wrapper } = await setup()
    expect(renderToString(<WalletportProvider instance={instance}><Custom /></WalletportProvider>)).toContain("loading")
    render(<Custom />, { wrapper })
    expect(screen.getByTestId("custom").textContent).toBe("Sign in")
    await act(() => instance.connect("io.fake"))
    expect(screen.getByTestId("custom").textContent).toBe(`${FAKE_WALLET_ADDRESS} on eip155:1`)
  })
})

describe("a click with bad options", () => {
  it("leaves no unhandled rejection, from <ConnectButton/> or <ConnectButton.Custom>'s open", async () => {
    const unhandled: Array<unknown> = []
    const onUnhandled = (reason: unknown) => void unhandled.push(reason)
    process.on("unhandledRejection", onUnhandled)
    const errors = console.error
    console.error = () => undefined
    try {
      const instance = createWalletport({ projectId: "", networks: [mainnet] })
      instances.push(instance)
      render(
        <WalletportProvider instance={instance}>
          <ConnectButton />
          <ConnectButton.Custom>{({ open }) => <button data-testid="custom" onClick={() => open()}>Open</button>}</ConnectButton.Custom>
        </WalletportProvider>
      )
      fireEvent.click(screen.getByTestId("connect-button"))
      fireEvent.click(screen.getByTestId("custom"))
      await expect(instance.ready()).rejects.toMatchObject({ _tag: "InvalidOptions" })
      // Rejections are reported unhandled after the microtask queue drains: wait a macrotask or two.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
      expect(unhandled).toEqual([])
    } finally {
      process.off("unhandledRejection", onUnhandled)
      console.error = errors
    }
  })
})

describe("getConnectors / subscribeConnectors / useConnectors: a host's own wallet list", () => {
  it("lists what connect(id) takes, with name, icon, type and the installed flag; connecting by its id works", async () => {
    const { instance, wrapper } = await setup()
    const { result } = renderHook(() => useConnectors(), { wrapper })
    await waitFor(() => expect(result.current.map((c) => c.id)).toContain("io.fake"))
    const fake = result.current.find((c) => c.id === "io.fake")
    expect(fake).toMatchObject({ name: "Fake", type: "ANNOUNCED", installed: true, recent: false, namespaces: ["eip155"] })
    // The same list through the vanilla API, the same objects (stable snapshots).
    expect(instance.getConnectors()).toBe(result.current)
    if (fake === undefined) throw new Error("unreachable")
    await act(() => instance.connect(fake.id))
    expect(instance.getAccount()).toMatchObject({ isConnected: true })
    await waitFor(() => expect(result.current.find((c) => c.id === "io.fake")?.recent).toBe(true))
  })

  it("the shell's subscribeConnectors loads the core and tells the list once the wallets are known", async () => {
    const wallet = makeFakeWallet()
    const evm = fakeEvmAdapter([{ id: "io.shell", name: "Shell Fake", wallet }])
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: [evm.adapter] })
    instances.push(instance)
    expect(instance.getConnectors()).toEqual([])
    const seen: Array<ReadonlyArray<string>> = []
    const unsubscribe = instance.subscribeConnectors((list) => seen.push(list.map((c) => c.id)))
    await waitFor(() => expect(seen.at(-1)).toContain("io.shell"))
    unsubscribe()
    expect(instance.getConnectors().map((c) => c.name)).toContain("Shell Fake")
  })
})
