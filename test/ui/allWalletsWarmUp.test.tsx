// @vitest-environment happy-dom
/**
 * All Wallets warms WalletConnect up as Connect's WalletConnect entry does (issue 11): a catalogue wallet pairs
 * through WalletConnect, so hovering or focusing its row starts the SDK (import, init, relay socket), once per
 * instance, and proposes nothing; a wallet on the page does not. A real instance, its modal mounted, over a
 * scripted UniversalProvider and an in-memory explorer.
 */
import { act, fireEvent, waitFor } from "@testing-library/react"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import { afterEach, describe, expect, it } from "vitest"
import { DeviceFixed } from "../../layers/live/Device.js"
import { walletConnectModule } from "../../layers/live/walletconnect/module.js"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { dataTest } from "../../layers/test/data.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import { StorageTest } from "../../layers/test/Storage.js"
import { makeWalletport } from "../../runtime/core.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"
import { modalHost } from "../../runtime/modalHost.js"
import type { LoadedWalletport } from "../../runtime/types.js"
import { defineAdapter } from "../../schemas/adapterDescriptor.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { decodeOptions } from "../../schemas/options.js"
import { fakeProvider, fakeSdk } from "../layers/walletconnect/fakeProvider.js"

const shadow = () => document.querySelector("[data-walletport]")?.shadowRoot ?? undefined
const row = (id: string) =>
  waitFor(() => {
    const found = shadow()?.querySelector<HTMLElement>(`[data-testid="wallet-${id}"]`)
    if (found == null) throw new Error(`no row ${id}`)
    return found
  })

let instance: LoadedWalletport | undefined
afterEach(async () => {
  await instance?.dispose()
  instance = undefined
})

describe("All Wallets rows warm WalletConnect up", () => {
  it("a catalogue wallet's hover or focus loads the SDK once and proposes nothing; an installed wallet's does not", async () => {
    const fake = fakeProvider()
    let loads = 0
    const load = async () => {
      loads++
      return fake.provider
    }
    const evm = fakeEvmAdapter([{ id: "dev.fake", name: "Fake", wallet: makeFakeWallet() }], makeTestChain())
    const options = Either.getOrThrow(decodeOptions({
      projectId: "p",
      networks: [mainnet],
      adapters: [evm.adapter, defineAdapter("eip155", async () => walletConnectModule({}, fakeSdk(load).sdk), "walletConnect")]
    }))
    const explorer = { wallets: [{ id: "rainbow", name: "Rainbow" }, { id: "zerion", name: "Zerion" }] }
    instance = await makeWalletport(options, modalHost(MODAL_CHUNKS.modal), Layer.mergeAll(StorageTest, DeviceFixed(false)), dataTest({ explorer }))
    const opened = instance
    await act(() => opened.open({ view: "AllWallets" }))
    // A wallet on the page connects without WalletConnect: nothing loads for it.
    fireEvent.pointerEnter(await row("dev.fake"))
    const rainbow = await row("explorer:rainbow")
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loads).toBe(0)
    fireEvent.pointerEnter(rainbow)
    await waitFor(() => expect(loads).toBe(1))
    fireEvent.focus(await row("explorer:zerion"))
    fireEvent.pointerEnter(rainbow)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loads).toBe(1)
    expect(fake.connects()).toBe(0)
  })
})
