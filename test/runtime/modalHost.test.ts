// @vitest-environment happy-dom
/** The modal UI loader (ARCHITECTURE §4): a failed download is reported and retried on the next open. */
import { afterEach, describe, expect, it, vi } from "vitest"
import * as Either from "effect/Either"
import { testBoundaries } from "../../layers/test/boundaries.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { makeWalletport } from "../../runtime/core.js"
import { createLoadedTestWalletport as createTestWalletport } from "./loadedTestWalletport.js"
import { decodeOptions } from "../../schemas/options.js"
import { modalHost, modalRootOf } from "../../runtime/modalHost.js"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import { mainnet } from "../../schemas/networks/evm.js"
import type { WalletportLogEntry } from "../../schemas/hostLogger.js"

afterEach(() => {
  vi.restoreAllMocks()
})

describe("modalHost", () => {
  it("a rejected import is reported, and the next ensureMounted loads and mounts it", async () => {
    const instance = await createTestWalletport({ projectId: "p", networks: [mainnet] })
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const mounted: Array<unknown> = []
    let attempts = 0
    const host = modalHost(() => {
      attempts++
      if (attempts === 1) return Promise.reject(new Error("chunk failed"))
      return Promise.resolve({
        mountModal: (target: unknown) => {
          mounted.push(target)
          return () => mounted.pop()
        },
        preloadCurrentView: () => Promise.resolve()
      })
    })
    await expect(host.ensureMounted(instance)).rejects.toMatchObject({ _tag: "ChunkLoadFailed", module: "the modal", cause: new Error("chunk failed") })
    expect(error).toHaveBeenCalledOnce()
    await host.ensureMounted(instance)
    await host.ensureMounted(instance)
    expect(attempts).toBe(2)
    expect(mounted).toEqual([instance])
    host.dispose()
    expect(mounted).toEqual([])
    await instance.dispose()
  })

  it("a rejected import goes to the host's logger option when there is one, not to the console", async () => {
    const entries: Array<WalletportLogEntry> = []
    const instance = await createTestWalletport({ projectId: "p", networks: [mainnet], logger: (entry) => entries.push(entry) })
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const host = modalHost(() => Promise.reject(new Error("chunk failed")))
    await expect(host.ensureMounted(instance)).rejects.toMatchObject({ _tag: "ChunkLoadFailed" })
    expect(entries).toEqual([{
      level: "error",
      message: "the modal could not be loaded",
      error: expect.objectContaining({ _tag: "ChunkLoadFailed", module: "the modal" })
    }])
    expect(error).not.toHaveBeenCalled()
    host.dispose()
    await instance.dispose()
  })

  it("the first open renders the view itself: no loading placeholder while its chunk is already there", async () => {
    const wallet = makeFakeWallet()
    const instance = await createTestWalletport({ projectId: "p", networks: [mainnet] }, { wallets: [{ id: "io.fake", name: "Fake", wallet }] })
    await instance.open()
    // The first commit of the modal: React keeps a Suspense placeholder up for at least 300 ms, so polling
    // every few ms would see it if the view suspended.
    const root = await vi.waitFor(() => {
      const found = modalRootOf(instance)?.querySelector("[role=dialog]")
      if (!found) throw new Error("no dialog yet")
      return found
    }, { interval: 2, timeout: 5000 })
    expect(root.querySelector("[data-testid=view-loading]")).toBeNull()
    expect(root.textContent).toContain("Fake")
    await instance.dispose()
  })

  it("open() rejects when the modal UI cannot load, leaves the modal closed, and the next open works", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    let fail = true
    const host = modalHost(() =>
      fail ? Promise.reject(new Error("offline")) : Promise.resolve({ mountModal: () => () => undefined, preloadCurrentView: () => Promise.resolve() })
    )
    const options = Either.getOrThrow(decodeOptions({ projectId: "p", networks: [mainnet], adapters: [fakeEvmAdapter().adapter] }))
    const instance = await makeWalletport(options, host, testBoundaries())
    await expect(instance.open()).rejects.toMatchObject({ _tag: "ChunkLoadFailed", cause: new Error("offline") })
    expect(instance.getState().open).toBe(false)
    fail = false
    await instance.open()
    expect(instance.getState().open).toBe(true)
    await instance.dispose()
  })
})
