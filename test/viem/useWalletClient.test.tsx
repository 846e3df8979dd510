// @vitest-environment happy-dom
/** `useWalletClient()` (walletport/viem): the instance from `<WalletportProvider>`, a new client on account or chain change. */
import { act, cleanup, renderHook, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { WalletportProvider } from "../../runtime/entries/react.js"
import { createTestWalletport, FAKE_WALLET_ADDRESS, makeFakeWallet, type TestWalletport } from "../../runtime/entries/testing.js"
import { useWalletClient } from "../../runtime/entries/viem.js"
import { arbitrum, mainnet } from "../../schemas/networks/evm.js"

const OTHER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const instances: Array<TestWalletport> = []
afterEach(async () => {
  cleanup()
  for (const instance of instances.splice(0)) await instance.dispose()
})

describe("useWalletClient", () => {
  it("is undefined until connected, then follows the account and the chain with a new client each time", async () => {
    const wallet = makeFakeWallet({ knownChainIds: [1, 42161] })
    const instance = await createTestWalletport(
      { projectId: "p", networks: [mainnet, arbitrum], enableEmbedded: true },
      { wallets: [{ id: "io.fake", name: "Fake", wallet }] }
    )
    instances.push(instance)
    const wrapper = (props: { readonly children?: ReactNode }) => <WalletportProvider instance={instance}>{props.children}</WalletportProvider>
    const { result } = renderHook(() => useWalletClient(), { wrapper })
    expect(result.current).toBeUndefined()

    await act(() => instance.connect("io.fake").then(() => undefined))
    await waitFor(() => expect(result.current?.account.address).toBe(FAKE_WALLET_ADDRESS))
    const first = result.current
    expect(first?.chain.id).toBe(1)

    act(() => wallet.emit("chainChanged", "0xa4b1"))
    await waitFor(() => expect(result.current?.chain.id).toBe(42161))
    const second = result.current
    expect(second).not.toBe(first)

    act(() => wallet.emit("accountsChanged", [OTHER]))
    await waitFor(() => expect(result.current?.account.address).toBe(OTHER))
    expect(result.current).not.toBe(second)
    expect(result.current?.chain.id).toBe(42161)

    await act(() => instance.disconnect())
    await waitFor(() => expect(result.current).toBeUndefined())
  })
})
