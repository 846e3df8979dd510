// @vitest-environment happy-dom
/**
 * Issue 8: `open({ view })` accepts only views that exist, and every view it accepts renders. Iterates every
 * view the PlainView type accepts, opens it on a real test instance (the modal mounted in its shadow root as
 * in production), checks the dialog shows the view, and closes it.
 */
import { act, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { createLoadedTestWalletport } from "../runtime/loadedTestWalletport.js"
import type { LoadedWalletport } from "../../runtime/types.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { PLAIN_VIEWS, type PlainView } from "../../schemas/views.js"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import { walletConnectModule } from "../../layers/live/walletconnect/module.js"
import { defineAdapter } from "../../schemas/adapterDescriptor.js"
import { fakeProvider, fakeSdk } from "../layers/walletconnect/fakeProvider.js"

// Every member of PlainView is in PLAIN_VIEWS, and only those (compile-time).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const covered: Same<PlainView, (typeof PLAIN_VIEWS)[number]> = true
void covered

const options = {
  projectId: "test",
  networks: [mainnet],
  customWallets: [{ id: "acme", name: "Acme Wallet", homepage: "https://acme.example" }]
}

/** What each view shows, disconnected and connected (Account with nothing connected opens Connect). */
const EXPECTED: { readonly [V in PlainView]: { readonly disconnected: string; readonly connected: string } } = {
  Connect: { disconnected: "wallet-dev.fake", connected: "wallet-dev.fake" },
  Account: { disconnected: "wallet-dev.fake", connected: "account-address" },
  AllWallets: { disconnected: "wallet-acme", connected: "wallet-acme" },
  // Without WalletConnect's adapter (these options), its pairing view is All Wallets (issue 27).
  ConnectingWalletConnectBasic: { disconnected: "wallet-acme", connected: "wallet-acme" },
  Networks: { disconnected: "networks-view", connected: "networks-view" }
}

const shadow = () => document.querySelector("[data-walletport]")?.shadowRoot ?? undefined
const body = () => shadow()?.querySelector<HTMLElement>("[role=dialog] .body") ?? undefined

let instance: LoadedWalletport | undefined
afterEach(async () => {
  await instance?.dispose()
  instance = undefined
})

describe("every view open({ view }) accepts renders", () => {
  for (const connected of [false, true]) {
    it.each(PLAIN_VIEWS)(`%s (${connected ? "connected" : "disconnected"})`, async (view) => {
      const created = await createLoadedTestWalletport(options, { wallets: [{ id: "dev.fake", name: "Fake", wallet: makeFakeWallet() }] })
      instance = created
      if (connected) await act(() => created.connect("dev.fake"))
      await act(() => created.open({ view }))
      const testId = EXPECTED[view][connected ? "connected" : "disconnected"]
      await waitFor(() => expect(body()?.querySelector(`[data-testid="${testId}"]`)).not.toBeNull())
      // Something a visitor can read, not an empty card.
      expect(body()?.textContent?.trim().length ?? 0).toBeGreaterThan(0)
      await act(() => created.close())
      expect(created.getState().open).toBe(false)
      await waitFor(() => expect(shadow()?.querySelector("[role=dialog]")).toBeNull())
    })
  }

  it("Connect links to All Wallets with the count when the list holds more than it shows", async () => {
    const created = await createLoadedTestWalletport(options, { wallets: [{ id: "dev.fake", name: "Fake", wallet: makeFakeWallet() }] })
    instance = created
    await act(() => created.open())
    const link = await waitFor(() => {
      const found = body()?.querySelector<HTMLElement>("[data-testid=all-wallets]")
      if (found == null) throw new Error("no All Wallets row")
      return found
    })
    // The installed wallet and the custom one.
    expect(link.querySelector(".name")?.textContent).toBe("All Wallets")
    expect(link.querySelector(".tag")?.textContent).toBe("2")
    act(() => link.click())
    await waitFor(() => expect(created.getState().view).toBe("AllWallets"))
    await waitFor(() => expect(body()?.querySelector("[data-testid=wallet-acme]")).not.toBeNull())
  })

  it("WalletConnect only on a desktop shows the wallet list under a heading, not an empty modal", async () => {
    const fake = fakeProvider()
    const walletConnectOnly = defineAdapter("eip155", async () => walletConnectModule({}, fakeSdk(async () => fake.provider).sdk), "walletConnect")
    const created = await createLoadedTestWalletport({ ...options, adapters: [walletConnectOnly] })
    instance = created
    await act(() => created.open())
    expect(created.getState().view).toBe("ConnectingWalletConnectBasic")
    await waitFor(() => expect(body()?.querySelector("[data-testid=wallet-acme]")).not.toBeNull())
  })

  it("without WalletConnect's adapter, its pairing view is never shown: no list titled \"WalletConnect\" (issue 27)", async () => {
    const created = await createLoadedTestWalletport(options)
    instance = created
    await act(() => created.open({ view: "ConnectingWalletConnectBasic" }))
    expect(created.getState().view).toBe("AllWallets")
    await waitFor(() => expect(body()?.querySelector("[data-testid=wallet-acme]")).not.toBeNull())
    expect(shadow()?.querySelector("[role=dialog] h2")?.textContent).not.toContain("WalletConnect")
  })

  it("refuses a view that does not render with InvalidView, and stays closed", async () => {
    const created = await createLoadedTestWalletport(options)
    instance = created
    const bad: unknown = "ApproveTransaction"
    const error: unknown = await Reflect.apply(created.open, created, [{ view: bad }]).then(() => undefined, (e: unknown) => e)
    expect(error).toMatchObject({ _tag: "InvalidView", view: "ApproveTransaction" })
    expect(created.getState().open).toBe(false)
  })
})
