// @vitest-environment happy-dom
/**
 * Issue 10 entry points: the Account view's Send and Receive tiles open their views on a real test instance,
 * and the `send` / `receive` feature flags hide them. A Send chunk that does not download (SendFeature.load
 * fails with ChunkLoadFailed) shows the view's "could not load" message, whose Try again imports it again.
 */
import { act, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import { createLoadedTestWalletport } from "../runtime/loadedTestWalletport.js"
import type { LoadedWalletport } from "../../runtime/types.js"
import { mainnet } from "../../schemas/networks/evm.js"

const shadow = () => document.querySelector("[data-walletport]")?.shadowRoot ?? undefined
const find = (testId: string) => shadow()?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null

let instance: LoadedWalletport | undefined
afterEach(async () => {
  await instance?.dispose()
  instance = undefined
})

const accountView = async (features: Readonly<Record<string, boolean>>) => {
  const created = await createLoadedTestWalletport(
    { projectId: "test", networks: [mainnet], features },
    { wallets: [{ id: "dev.fake", name: "Fake", wallet: makeFakeWallet() }] }
  )
  instance = created
  await act(() => created.connect("dev.fake"))
  await act(() => created.open({ view: "Account" }))
  await waitFor(() => expect(find("account-address")).not.toBeNull())
}

describe("Send and Receive entry points", () => {
  it("show by default and open their views", async () => {
    await accountView({})
    expect(find("account-receive")).not.toBeNull()
    act(() => find("account-send")?.click())
    await waitFor(() => expect(find("send-submit")?.textContent).toBe("Add Amount"))
    await waitFor(() => expect(find("send-token-ETH")).not.toBeNull())
    expect(instance?.getState().view).toBe("WalletSend")
  })

  it("Receive shows the address, its QR code and the network", async () => {
    await accountView({})
    act(() => find("account-receive")?.click())
    await waitFor(() => expect(find("receive-qr")).not.toBeNull())
    expect(find("receive-address")?.textContent).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(find("receive-networks")?.textContent).toBe("Ethereum")
  })

  it("features.send = false and features.receive = false hide them", async () => {
    await accountView({ send: false, receive: false })
    expect(find("account-send")).toBeNull()
    expect(find("account-receive")).toBeNull()
  })

  it("a Send chunk that did not download shows the retry; Try again loads it and shows the form", async () => {
    // React reports the caught load error on the console; expected here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined)
    let imports = 0
    vi.doMock("../../layers/live/Send.js", async (importOriginal) => {
      imports += 1
      if (imports === 1) throw new Error("404 chunk")
      return importOriginal()
    })
    try {
      await accountView({})
      act(() => find("account-send")?.click())
      await waitFor(() => expect(find("view-failed")).not.toBeNull())
      act(() => find("view-failed")?.querySelector("button")?.click())
      await waitFor(() => expect(find("send-submit")?.textContent).toBe("Add Amount"))
      expect(imports).toBe(2)
    } finally {
      vi.doUnmock("../../layers/live/Send.js")
      quiet.mockRestore()
    }
  })
})
