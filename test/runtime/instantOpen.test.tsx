// @vitest-environment happy-dom
/**
 * Instant open (issue 7): the hand-off rules between the Effect-free preview and the core, with the real
 * preview chunk (runtime/instantSession.ts), the real hand-off (runtime/handOff.ts) and a real core over
 * test layers (walletport/testing), whose arrival the test decides.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { createWalletportWith } from "../../runtime/createWalletport.js"
import { instantOpen } from "../../runtime/instantOpen.js"
import type { LoadedTestWalletport } from "../../runtime/testing.js"
import { createLoadedTestWalletport } from "./loadedTestWalletport.js"
import { modalHost, modalRootOf } from "../../runtime/modalHost.js"
import { loadTestWalletportWith } from "../../runtime/testing.js"
import type { LoadedWalletport } from "../../runtime/types.js"
import { defineAdapter } from "../../schemas/adapterDescriptor.js"
import { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { embeddedModule } from "../../layers/live/auth/module.js"
import { makeTestSecureFrame, type TestSecureFrame } from "../../layers/test/SecureFrame.js"
import * as Layer from "effect/Layer"
import { DeviceFixed } from "../../layers/live/Device.js"
import { walletConnectModule } from "../../layers/live/walletconnect/module.js"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { dataTest } from "../../layers/test/data.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { StorageTest } from "../../layers/test/Storage.js"
import { makeWalletport } from "../../runtime/core.js"
import { decodeOptions } from "../../schemas/options.js"
import { scopedStorageKey, storageKey } from "../../schemas/storage/keys.js"
import { type Fake, fakeProvider, fakeSdk } from "../layers/walletconnect/fakeProvider.js"

const WALLET = { id: "io.fake", name: "Fake" }
// Generous: the machine running the suite may be busy.
const WAIT = { timeout: 5000 }
const ICON = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>"

/** The page's browser wallet, answering EIP-6963 as an extension does. */
const announce = () =>
  window.dispatchEvent(
    new CustomEvent("eip6963:announceProvider", {
      detail: Object.freeze({
        info: { uuid: "00000000-0000-4000-8000-000000000001", name: WALLET.name, icon: ICON, rdns: WALLET.id },
        provider: { request: () => Promise.resolve(null) }
      })
    })
  )

/** The dialogs on the page, with whose they are (a preview prepared ahead is in the page, hidden: not one of them). */
const dialogs = (): ReadonlyArray<{ readonly preview: boolean; readonly dialog: Element }> =>
  [...document.querySelectorAll("[data-walletport]:not([data-walletport-prepared])")].flatMap((host) =>
    [...(host.shadowRoot?.querySelectorAll("[role=dialog]") ?? [])].map((dialog) => ({ preview: host.hasAttribute("data-walletport-preview"), dialog }))
  )

/** Watches every DOM change (in the document and our shadow roots): the most dialogs ever seen at once, and every title shown. */
const watchDialogs = () => {
  let max = 0
  const titles = new Set<string>()
  const seen = new WeakSet<Node>()
  const check = () => {
    for (const host of document.querySelectorAll("[data-walletport]")) {
      if (host.shadowRoot !== null && !seen.has(host.shadowRoot)) {
        seen.add(host.shadowRoot)
        observer.observe(host.shadowRoot, { childList: true, subtree: true })
      }
    }
    const shown = dialogs()
    max = Math.max(max, shown.length)
    for (const { dialog } of shown) titles.add(dialog.querySelector("h2")?.textContent ?? "")
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true })
  return { max: () => (check(), max), titles: () => (check(), [...titles]), stop: () => observer.disconnect() }
}

const deferred = <A,>() => {
  let resolve: (value: A) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<A>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const previewDialog = async (): Promise<Element> =>
  vi.waitFor(() => {
    const found = dialogs().find((d) => d.preview)
    if (found === undefined) throw new Error("no preview yet")
    return found.dialog
  }, WAIT)

const realDialog = async (): Promise<Element> =>
  vi.waitFor(() => {
    const found = dialogs().find((d) => !d.preview)
    if (found === undefined) throw new Error("no real modal yet")
    return found.dialog
  }, WAIT)

const row = (dialog: Element): HTMLButtonElement => {
  const found = dialog.querySelector(`[data-testid="wallet-${WALLET.id}"]`)
  if (!(found instanceof HTMLButtonElement)) throw new Error("no wallet row")
  return found
}

/** An instant open over a core the test hands over when it wants (or fails). */
const setup = (options: {
  readonly importPreview?: () => Promise<typeof import("../../runtime/instantSession.js")>
  /** More host options, beside the project, the network and the EVM adapter. */
  readonly hostOptions?: Readonly<Record<string, unknown>>
} = {}) => {
  const core = deferred<LoadedWalletport>()
  const load = vi.fn(() => core.promise)
  const gates: Array<Promise<unknown>> = []
  const instant = instantOpen({
    options: { projectId: "p", networks: [mainnet], adapters: [evmAdapter()], ...options.hostOptions },
    coreLoaded: () => false,
    load,
    deferCore: (until) => void gates.push(until),
    ...(options.importPreview === undefined ? {} : { importPreview: options.importPreview })
  })
  return { instant, load, core, gates }
}

let instances: Array<LoadedTestWalletport> = []
const testCore = async (hostOptions: Readonly<Record<string, unknown>> = {}) => {
  const wallet = makeFakeWallet()
  // autoClose off: the tests watch the real modal after the wallet picked in the preview has connected.
  const instance = await createLoadedTestWalletport({ projectId: "p", networks: [mainnet], autoClose: false, ...hostOptions }, { wallets: [{ ...WALLET, wallet }] })
  instances.push(instance)
  return { instance, wallet }
}

/**
 * A core whose modal UI arrives when the test says: between the core opening the modal and the real modal
 * mounting, the preview is still on screen and live (the hand-off's window). Its wallet holds each prompt.
 */
const gatedCore = async () => {
  const ui = deferred<void>()
  const wallet = makeFakeWallet({ mode: "hold" })
  const load = loadTestWalletportWith({ ...MODAL_CHUNKS, modal: () => ui.promise.then(MODAL_CHUNKS.modal) })
  const instance = await load({ projectId: "p", networks: [mainnet] }, { wallets: [{ ...WALLET, wallet }] })
  instances.push(instance)
  /** Lets the modal UI load, and waits until it has mounted. */
  const mount = async () => {
    ui.resolve()
    await vi.waitFor(() => expect(modalRootOf(instance)).toBeDefined(), WAIT)
  }
  return { instance, wallet, mount }
}

/** An instant open whose core has opened the modal while its UI waits: the hand-off's window. */
const inTheWindow = async () => {
  const context = setup()
  const opened = context.instant.open(undefined)
  const preview = await previewDialog()
  const core = await gatedCore()
  context.core.resolve(core.instance)
  await vi.waitFor(() => expect(core.instance.getState().open).toBe(true), WAIT)
  // The preview is still the dialog on screen.
  expect(dialogs().map((d) => d.preview)).toEqual([true])
  return { ...context, ...core, opened, preview }
}

const requests = (wallet: ReturnType<typeof makeFakeWallet>) => wallet.calls.filter((call) => call.method === "eth_requestAccounts")

let watch: ReturnType<typeof watchDialogs>
beforeEach(() => {
  window.addEventListener("eip6963:requestProvider", announce)
  watch = watchDialogs()
})
afterEach(async () => {
  watch.stop()
  window.removeEventListener("eip6963:requestProvider", announce)
  await Promise.all(instances.map((instance) => instance.dispose()))
  instances = []
  document.body.innerHTML = ""
  vi.restoreAllMocks()
})

describe("instant open", { timeout: 20_000 }, () => {
  it("shows the discovered wallets before the core loads, holding the core until it has painted; the core then takes over with one dialog", async () => {
    const { instant, load, core, gates } = setup()
    const opened = instant.open(undefined)
    expect(opened).toBeDefined()
    const preview = await previewDialog()
    expect(row(preview).textContent).toContain("Fake")
    expect(preview.querySelector("h2")?.textContent).toBe("Connect Wallet")
    // The core's import() waits for the preview's paint.
    expect(gates).toHaveLength(1)
    await gates[0]
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce(), WAIT)
    const { instance } = await testCore()
    core.resolve(instance)
    await opened
    const real = await realDialog()
    expect(row(real).textContent).toContain("Fake")
    expect(dialogs()).toHaveLength(1)
    expect(watch.max()).toBe(1)
    expect(instance.getState()).toMatchObject({ open: true, view: "Connect" })
  })

  it("the real modal's enter animations go on from the preview's point at the hand-off: a sheet still sliding does not jump to its end", async () => {
    // The page's CSS animations, as the browser reports them per shadow root: the preview's is 120 ms in.
    class FakeCssAnimation {
      finished = false
      constructor(readonly animationName: string, public currentTime: number | null) {}
      readonly effect = { getComputedTiming: () => ({ endTime: 300 }) }
      finish() {
        this.finished = true
      }
    }
    vi.stubGlobal("CSSAnimation", FakeCssAnimation)
    const realSheet = new FakeCssAnimation("wp-sheet-in", 0)
    const realFade = new FakeCssAnimation("wp-other", 0)
    vi.spyOn(ShadowRoot.prototype, "getAnimations").mockImplementation(function (this: ShadowRoot) {
      return (this.host.hasAttribute("data-walletport-preview") ? [new FakeCssAnimation("wp-sheet-in", 120)] : [realSheet, realFade]) as unknown as Array<Animation>
    })
    const { instant, core } = setup()
    const opened = instant.open(undefined)
    await previewDialog()
    const { instance } = await testCore()
    core.resolve(instance)
    await opened
    await realDialog()
    expect(realSheet).toMatchObject({ currentTime: 120, finished: false })
    // One the preview has no counterpart of (finished there, or never run) runs to its end.
    expect(realFade.finished).toBe(true)
    vi.unstubAllGlobals()
  })

  it("after the preview's first frame, the core's import() also waits for the page to be idle (bounded)", async () => {
    const idle: Array<() => void> = []
    const timeouts: Array<number | undefined> = []
    vi.stubGlobal("requestIdleCallback", (run: () => void, options?: { readonly timeout?: number }) => {
      idle.push(run)
      timeouts.push(options?.timeout)
      return idle.length
    })
    try {
      const { instant, core, gates } = setup()
      const opened = instant.open(undefined)
      await previewDialog()
      await vi.waitFor(() => expect(idle).toHaveLength(1), WAIT)
      // Bounded: a page that is never idle still gets the core (well before the hidden-tab fallback).
      expect(timeouts[0]).toBeGreaterThan(0)
      expect(timeouts[0]).toBeLessThan(500)
      let released = false
      void gates[0]?.then(() => (released = true))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(released).toBe(false)
      idle[0]?.()
      await gates[0]
      expect(released).toBe(true)
      const { instance } = await testCore()
      core.resolve(instance)
      await opened
      expect(instance.getState()).toMatchObject({ open: true, view: "Connect" })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  describe("prepared before the click", () => {
    /** Idle callbacks the test runs when it wants, and the EIP-6963 requests the page saw (one per discovery). */
    let idle: Array<() => void> = []
    let requests = 0
    const count = () => void requests++
    beforeEach(async () => {
      idle = []
      requests = 0
      // An earlier test's preview asks for an idle moment after its next frame (instantSession's afterPaint):
      // that frame comes first, so its request is not taken for this test's.
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run))
      window.addEventListener("eip6963:requestProvider", count)
    })
    afterEach(() => {
      window.removeEventListener("eip6963:requestProvider", count)
      vi.unstubAllGlobals()
    })

    /** An instant open whose preview chunk has loaded and asked for the next idle moment. */
    const loadedSetup = async () => {
      const context = setup()
      await vi.waitFor(() => expect(idle).toHaveLength(1), WAIT)
      return context
    }

    /** The core arrives: the real modal takes over, with one dialog on the page all along. */
    const handOver = async (core: ReturnType<typeof setup>["core"], opened: Promise<void> | undefined) => {
      const { instance } = await testCore()
      core.resolve(instance)
      await opened
      await realDialog()
      expect(watch.max()).toBe(1)
    }

    it("prepares the preview at the next idle moment, in the page but hidden and with no effects; open() shows that one", async () => {
      const opener = document.body.appendChild(document.createElement("button"))
      opener.focus()
      const { instant, core } = await loadedSetup()
      expect(requests).toBe(0)
      idle[0]?.()
      // Discovery has run and the preview is in the page, laid out ahead but hidden: no dialog shows, focus is
      // where it was, the page still scrolls.
      expect(requests).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect([...document.querySelectorAll("[data-walletport]")].map((host) => host.hasAttribute("data-walletport-prepared"))).toEqual([true])
      expect(dialogs()).toEqual([])
      expect(document.activeElement).toBe(opener)
      expect(document.body.style.overflow).toBe("")
      const opened = instant.open(undefined)
      const preview = await previewDialog()
      // The prepared preview, with the wallets it found then: no second discovery.
      expect(requests).toBe(1)
      expect(row(preview).textContent).toContain("Fake")
      // Its effects run on show: focus moves into the dialog.
      await vi.waitFor(() => expect(preview.contains(document.querySelector("[data-walletport-preview]")?.shadowRoot?.activeElement ?? null)).toBe(true), WAIT)
      await handOver(core, opened)
    })

    it("a click before the idle moment renders the preview then, and the idle moment prepares nothing more", async () => {
      const { instant, core } = await loadedSetup()
      const opened = instant.open(undefined)
      expect(row(await previewDialog()).textContent).toContain("Fake")
      expect(requests).toBe(1)
      idle[0]?.()
      expect(requests).toBe(1)
      await handOver(core, opened)
    })

    it("once the core has loaded (release), the prepared preview is dropped, never shown", async () => {
      const { instant, core } = await loadedSetup()
      idle[0]?.()
      expect(requests).toBe(1)
      instant.release()
      // A later preview (this test's shell still says the core is not loaded) prepares afresh.
      const opened = instant.open(undefined)
      await previewDialog()
      expect(requests).toBe(2)
      await handOver(core, opened)
    })

    it("hover or focus on the button (prefetch) prepares at once, without waiting for the idle moment", async () => {
      const { instant, core } = await loadedSetup()
      expect(requests).toBe(0)
      expect(instant.prefetch()).toBe(true)
      expect(requests).toBe(1)
      // The idle moment then prepares nothing more, and open() shows the prepared preview.
      idle[0]?.()
      const opened = instant.open(undefined)
      expect(row(await previewDialog()).textContent).toContain("Fake")
      expect(requests).toBe(1)
      await handOver(core, opened)
    })

    it("with the preview's chunk in, open() shows it within the call (no task between the click and the render)", async () => {
      const { instant, core } = await loadedSetup()
      idle[0]?.()
      const opened = instant.open(undefined)
      // Synchronously, before any await: the dialog is in the page and lists the wallet.
      const [shown] = dialogs()
      expect(shown?.preview).toBe(true)
      expect(shown === undefined ? undefined : row(shown.dialog).textContent).toContain("Fake")
      await handOver(core, opened)
    })

    it("dispose() before any open drops the prepared preview: nothing enters the page", async () => {
      const { instant } = await loadedSetup()
      idle[0]?.()
      instant.dispose()
      expect(instant.open(undefined)).toBeUndefined()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(document.querySelector("[data-walletport]")).toBeNull()
    })
  })

  it("a wallet picked in the preview shows as connecting and is connected once, when the core is ready", async () => {
    const { instant, core } = setup()
    const opened = instant.open(undefined)
    row(await previewDialog()).click()
    await vi.waitFor(() => expect(dialogs()[0]?.dialog.textContent).toContain(`Continue in ${WALLET.name}`), WAIT)
    const { instance, wallet } = await testCore()
    expect(wallet.calls).toEqual([])
    core.resolve(instance)
    await opened
    const real = await realDialog()
    expect(dialogs()).toHaveLength(1)
    expect(watch.max()).toBe(1)
    await vi.waitFor(() => expect(instance.getAccount().isConnected).toBe(true), WAIT)
    expect(wallet.calls.filter((call) => call.method === "eth_requestAccounts")).toHaveLength(1)
    expect(real.isConnected).toBe(true)
  })

  it("a wallet picked after the core opened the modal but before the real modal shows is connected too (once)", async () => {
    const { instant, core } = setup()
    const opened = instant.open(undefined)
    const preview = await previewDialog()
    const { instance, wallet } = await testCore()
    // The moment the core has opened the modal, its UI not mounted yet, the visitor clicks the preview's row.
    let clicked = false
    const unsubscribe = instance.internals.stores.modal.subscribe(() => {
      if (clicked || !instance.internals.stores.modal.get().open) return
      clicked = true
      row(preview).click()
    })
    core.resolve(instance)
    await opened
    unsubscribe()
    expect(clicked).toBe(true)
    await realDialog()
    await vi.waitFor(() => expect(instance.getAccount().isConnected).toBe(true), WAIT)
    expect(wallet.calls.filter((call) => call.method === "eth_requestAccounts")).toHaveLength(1)
    expect(dialogs()).toHaveLength(1)
  })

  it("a press begun on a preview row and released after the hand-off, on the real modal's row, picks that wallet (once)", async () => {
    const { instant, core } = setup()
    const opened = instant.open(undefined)
    const preview = await previewDialog()
    const { instance, wallet } = await testCore()
    const pointer = (type: string) => new PointerEvent(type, { bubbles: true, composed: true, isPrimary: true, pointerId: 1 })
    row(preview).dispatchEvent(pointer("pointerdown"))
    core.resolve(instance)
    await opened
    const real = await realDialog()
    expect(dialogs()).toHaveLength(1)
    // The browser fires no click for a press and a release on two elements: only the release reaches the real row.
    row(real).dispatchEvent(pointer("pointerup"))
    await vi.waitFor(() => expect(instance.getAccount().isConnected).toBe(true), WAIT)
    expect(requests(wallet)).toHaveLength(1)
  })

  it("focus on a wallet row in the preview moves to the same wallet's row in the real modal; Escape then gives it back to the opener", async () => {
    const opener = document.body.appendChild(document.createElement("button"))
    opener.focus()
    const { instant, core } = setup()
    const opened = instant.open(undefined)
    const preview = await previewDialog()
    row(preview).focus()
    const { instance } = await testCore()
    core.resolve(instance)
    await opened
    const real = await realDialog()
    const root = real.getRootNode()
    await vi.waitFor(() => expect(root instanceof ShadowRoot ? root.activeElement : undefined).toBe(row(real)), WAIT)
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    await vi.waitFor(() => expect(instance.getState().open).toBe(false), WAIT)
    await vi.waitFor(() => expect(document.activeElement).toBe(opener), WAIT)
  })

  it("closed before the core is ready (Close, Escape or the host's close()): the core never opens the modal", async () => {
    for (const close of ["button", "escape", "host"] as const) {
      const { instant, core } = setup()
      const opened = instant.open(undefined)
      const preview = await previewDialog()
      if (close === "button") preview.querySelector<HTMLButtonElement>("[aria-label=Close]")?.click()
      else if (close === "escape") document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
      else instant.close()
      expect(dialogs()).toHaveLength(0)
      expect(instant.showing()).toBe(false)
      const { instance } = await testCore()
      core.resolve(instance)
      await opened
      expect(instance.getState().open).toBe(false)
      expect(dialogs()).toHaveLength(0)
    }
  })

  describe("between the core opening the modal and the real modal mounting (issue 22)", () => {
    it("the visitor's Close in the preview stays closed: the real modal never pops up", async () => {
      const { preview, instance, mount, opened } = await inTheWindow()
      preview.querySelector<HTMLButtonElement>("[aria-label=Close]")?.click()
      expect(dialogs()).toHaveLength(0)
      await mount()
      await opened
      expect(instance.getState().open).toBe(false)
      expect(dialogs()).toHaveLength(0)
    })

    it("the host's close() removes the live preview: a click on its row no longer reaches the wallet", async () => {
      const { instant, preview, instance, wallet, mount, opened } = await inTheWindow()
      const staleRow = row(preview)
      // As the shell's close(): the preview's, then the core's.
      instant.close()
      await instance.close()
      staleRow.click()
      await mount()
      await opened
      expect(requests(wallet)).toEqual([])
      expect(document.querySelector("[data-walletport-preview]")).toBeNull()
      expect(instance.getState().open).toBe(false)
      expect(dialogs()).toHaveLength(0)
    })

    it("dispose() removes the preview's DOM and its discovery listener", async () => {
      const added = vi.spyOn(window, "addEventListener")
      const removed = vi.spyOn(window, "removeEventListener")
      const announceListeners = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === "eip6963:announceProvider").length
      const { instant, opened } = await inTheWindow()
      expect(announceListeners(added)).toBe(1)
      instant.dispose()
      expect(document.querySelector("[data-walletport-preview]")).toBeNull()
      expect(announceListeners(removed)).toBe(1)
      await opened
    })

    it("Back in the preview after a forwarded pick is forwarded: the core abandons the attempt and the real modal shows Connect", async () => {
      const { preview, instance, wallet, mount, opened } = await inTheWindow()
      row(preview).click()
      await vi.waitFor(() => expect(requests(wallet)).toHaveLength(1), WAIT)
      expect(instance.getState().view).toBe("ConnectingExternal")
      preview.querySelector<HTMLButtonElement>("[aria-label=Back]")?.click()
      await vi.waitFor(() => expect(instance.getState().view).toBe("Connect"), WAIT)
      await mount()
      await opened
      const real = await realDialog()
      expect(row(real).textContent).toContain(WALLET.name)
      // The abandoned attempt's late approval does not land.
      wallet.release("approve")
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(instance.getAccount().isConnected).toBe(false)
      expect(dialogs()).toHaveLength(1)
    })
  })

  it("options the core would reject show no preview: open() goes to the core, which reports them", async () => {
    const invalid = new Error("Invalid walletport options")
    const load = vi.fn(() => Promise.reject(invalid))
    const instant = instantOpen({
      options: { projectId: "p", networks: [mainnet], adapters: [evmAdapter()], themeMode: "purple" },
      coreLoaded: () => false,
      load,
      deferCore: () => undefined
    })
    await expect(instant.open(undefined)).rejects.toBe(invalid)
    expect(load).toHaveBeenCalledOnce()
    expect(watch.max()).toBe(0)
  })

  it("a host's logger function and debug: true (issue 24) still get the preview", async () => {
    const { instant, core } = setup({ hostOptions: { debug: true, logger: () => undefined } })
    const opened = instant.open(undefined)
    expect(row(await previewDialog())).toBeDefined()
    instant.dispose()
    const { instance } = await testCore()
    core.resolve(instance)
    await opened
  })

  it("imports the preview chunk once for the page, the hover, the focus and the click", async () => {
    const importPreview = vi.fn(() => import("../../runtime/instantSession.js"))
    const { instant, core } = setup({ importPreview })
    expect(instant.prefetch()).toBe(true)
    expect(instant.prefetch()).toBe(true)
    const opened = instant.open(undefined)
    await previewDialog()
    expect(importPreview).toHaveBeenCalledOnce()
    const { instance } = await testCore()
    core.resolve(instance)
    await opened
    await realDialog()
  })

  it("a preview chunk that failed to load is imported again by the next open(), which shows the preview", async () => {
    const importPreview = vi.fn<() => Promise<typeof import("../../runtime/instantSession.js")>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockImplementation(() => import("../../runtime/instantSession.js"))
    const { instant, core } = setup({ importPreview })
    // The page's own import failed: nothing to prepare.
    await vi.waitFor(() => expect(importPreview).toHaveBeenCalledOnce(), WAIT)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const opened = instant.open(undefined)
    expect(row(await previewDialog()).textContent).toContain("Fake")
    expect(importPreview).toHaveBeenCalledTimes(2)
    const { instance } = await testCore()
    core.resolve(instance)
    await opened
    await realDialog()
  })

  it("a German visitor clicking before the German table is in: the preview paints once it is, in German, and the core takes over in German", async () => {
    const table = deferred<void>()
    const asked = deferred<void>()
    const importPreview = () =>
      import("../../runtime/instantSession.js").then((module) => ({
        ...module,
        localized: <M,>(...args: Parameters<typeof module.localized<M>>) => {
          asked.resolve()
          return table.promise.then(() => module.localized(...args))
        }
      }))
    const { instant, core, load } = setup({ importPreview, hostOptions: { locale: "de" } })
    const opened = instant.open(undefined)
    await asked.promise
    // The chunk is in, the table is not: nothing on screen yet, and the core waits for the preview.
    expect(watch.max()).toBe(0)
    expect(load).not.toHaveBeenCalled()
    table.resolve()
    const preview = await previewDialog()
    expect(preview.querySelector("h2")?.textContent).toBe("Wallet verbinden")
    expect(preview.closest("[lang]")?.getAttribute("lang")).toBe("de")
    const { instance } = await testCore({ locale: "de" })
    core.resolve(instance)
    await opened
    await realDialog()
    expect(dialogs()).toHaveLength(1)
    // Never an English title, in the preview or through the hand-off.
    expect(watch.titles()).toEqual(["Wallet verbinden"])
  })

  it("a table that does not load gives no preview: the core opens the modal itself", async () => {
    const importPreview = () =>
      import("../../runtime/instantSession.js").then((module) => ({ ...module, localized: () => Promise.reject(new Error("chunk failed")) }))
    const { instant, core, load } = setup({ importPreview, hostOptions: { locale: "ar" } })
    const opened = instant.open(undefined)
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce(), WAIT)
    const { instance } = await testCore({ locale: "ar" })
    core.resolve(instance)
    await opened
    await realDialog()
    expect(dialogs().map((d) => d.preview)).toEqual([false])
    expect(watch.titles()).not.toContain("Connect Wallet")
  })

  it("a second open() while the preview shows is a no-op", async () => {
    const { instant, core, load } = setup()
    const first = instant.open(undefined)
    await previewDialog()
    const second = instant.open({ view: "Connect" })
    expect(second).toBe(first)
    expect(dialogs()).toHaveLength(1)
    const { instance } = await testCore()
    core.resolve(instance)
    await Promise.all([first, second])
    expect(load).toHaveBeenCalledOnce()
    expect(dialogs()).toHaveLength(1)
  })

  it("dispose() during the preview removes it, and the core opens nothing", async () => {
    const { instant, core } = setup()
    const opened = instant.open(undefined)
    await previewDialog()
    instant.dispose()
    expect(document.querySelectorAll("[data-walletport]")).toHaveLength(0)
    expect(instant.open(undefined)).toBeUndefined()
    const { instance } = await testCore()
    core.resolve(instance)
    await opened
    expect(instance.getState().open).toBe(false)
  })

  it("a core that fails to load rejects open() and closes the preview; the next open shows it again", async () => {
    const { instant, core, load } = setup()
    const opened = instant.open(undefined)
    await previewDialog()
    // Rejected once asked for (a promise rejected before anyone holds it is reported as unhandled).
    await vi.waitFor(() => expect(load).toHaveBeenCalled(), WAIT)
    core.reject(new Error("chunk failed"))
    await expect(opened).rejects.toThrow("chunk failed")
    expect(dialogs()).toHaveLength(0)
    expect(instant.showing()).toBe(false)
    // The next open shows the preview again, and a core that now loads takes over.
    const retry = deferred<LoadedWalletport>()
    load.mockImplementation(() => retry.promise)
    const again = instant.open(undefined)
    expect(again).toBeDefined()
    await previewDialog()
    const { instance } = await testCore()
    retry.resolve(instance)
    await again
    await realDialog()
    expect(dialogs()).toHaveLength(1)
  })

  it("through the shell's own loader: a core that does not download rejects open() with ChunkLoadFailed and closes the preview; the next open imports it again and the core takes over", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    // The shell's real path (createWalletport: its core import(), gates and retry), over a core chunk that
    // does not download while the page is offline, then hands over a core on test layers.
    let offline = true
    const imports: Array<boolean> = []
    const core = () => {
      imports.push(offline)
      return offline
        ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
        : Promise.resolve({ loadWalletport: async () => (await testCore()).instance })
    }
    const shell = createWalletportWith({ modal: MODAL_CHUNKS, core })({ projectId: "p", networks: [mainnet], adapters: [evmAdapter()] })
    const opened = shell.open()
    const failed: unknown = await opened.then(() => undefined, (error: unknown) => error)
    expect(failed).toBeInstanceOf(ChunkLoadFailed)
    // The preview showed while the core was being fetched, and closed with the failure.
    expect(watch.max()).toBe(1)
    expect(dialogs()).toHaveLength(0)
    offline = false
    const again = shell.open()
    expect(again).toBeDefined()
    await again
    await realDialog()
    expect(dialogs()).toHaveLength(1)
    expect(shell.getState().open).toBe(true)
    expect(imports.at(-1)).toBe(false)
    await shell.dispose()
  })

  describe("WalletConnect, the email field and a stored connection (issue 22)", () => {
    const walletConnectCore = async (fake: Fake) => {
      const evm = fakeEvmAdapter([{ ...WALLET, wallet: makeFakeWallet() }], makeTestChain())
      const walletConnect = defineAdapter("eip155", async () => walletConnectModule({}, fakeSdk(async () => fake.provider).sdk), "walletConnect")
      const options = { projectId: "p", networks: [mainnet], adapters: [evm.adapter, walletConnect] }
      const core = await makeWalletport(Either.getOrThrow(decodeOptions(options)), modalHost(MODAL_CHUNKS.modal), Layer.mergeAll(StorageTest, DeviceFixed(false)), dataTest())
      return { core, options }
    }

    it("WalletConnect's row picked in the preview: the preview stays on Connect, and the core opens ConnectingWalletConnect and pairs, once", async () => {
      const fake = fakeProvider()
      const loaded = deferred<LoadedWalletport>()
      const { core, options } = await walletConnectCore(fake)
      const instant = instantOpen({ options, coreLoaded: () => false, load: () => loaded.promise, deferCore: () => undefined })
      const opened = instant.open(undefined)
      const preview = await previewDialog()
      const walletConnectRow = preview.querySelector<HTMLElement>("[data-testid=wallet-walletconnect]")
      expect(walletConnectRow).not.toBeNull()
      walletConnectRow?.click()
      expect(preview.querySelector("h2")?.textContent).toBe("Connect Wallet")
      expect(fake.connects()).toBe(0)
      loaded.resolve(core)
      await opened
      await realDialog()
      expect(dialogs()).toHaveLength(1)
      await vi.waitFor(() => expect(core.internals.stores.router.get().view).toBe("ConnectingWalletConnect"), WAIT)
      await vi.waitFor(() => expect(fake.connects()).toBe(1), WAIT)
      await core.dispose()
    })

    it("All Wallets (a custom wallet off the page) picked in the preview opens the core's AllWallets view", async () => {
      const options = { projectId: "p", networks: [mainnet], customWallets: [{ id: "io.custom", name: "Custom", homepage: "https://custom.example" }] }
      const loaded = deferred<LoadedWalletport>()
      const instant = instantOpen({ options: { ...options, adapters: [evmAdapter()] }, coreLoaded: () => false, load: () => loaded.promise, deferCore: () => undefined })
      const opened = instant.open(undefined)
      const allWallets = await vi.waitFor(async () => {
        const found = (await previewDialog()).querySelector<HTMLElement>("[data-testid=all-wallets]")
        if (found === null) throw new Error("no All Wallets")
        return found
      }, WAIT)
      allWallets.click()
      const instance = await createLoadedTestWalletport(options, { wallets: [{ ...WALLET, wallet: makeFakeWallet() }] })
      instances.push(instance)
      loaded.resolve(instance)
      await opened
      await realDialog()
      expect(instance.internals.stores.router.get().view).toBe("AllWallets")
      expect(dialogs()).toHaveLength(1)
    })

    /** A core with the embedded wallet (email login) over the in-memory frame, which records what it is sent. */
    const emailCore = async () => {
      let frame: TestSecureFrame | undefined
      const embedded = defineAdapter("eip155", async () =>
        embeddedModule({ url: "https://wallet.example" }, {
          loadFrame: async () => () => Effect.map(makeTestSecureFrame(), (made) => ((frame = made), made.frame))
        }), "embedded")
      const evm = fakeEvmAdapter([{ ...WALLET, wallet: makeFakeWallet() }], makeTestChain())
      const options = { projectId: "p", networks: [mainnet], adapters: [evm.adapter, embedded] }
      const core = await makeWalletport(Either.getOrThrow(decodeOptions(options)), modalHost(MODAL_CHUNKS.modal), Layer.mergeAll(StorageTest, DeviceFixed(false)), dataTest())
      const sent = async () => (frame === undefined ? [] : await Effect.runPromise(frame.sent))
      return { core, options, sent }
    }
    const emailInput = (dialog: Element): HTMLInputElement => {
      const input = dialog.querySelector("[data-testid=email-login] input")
      if (!(input instanceof HTMLInputElement)) throw new Error("no email field")
      return input
    }
    /** Types as a visitor: React's onChange hears the input event. */
    const type = (input: HTMLInputElement, text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    }

    it("the email field: what the visitor typed before the core is ready, and the focus, are in the real field after the hand-off", async () => {
      const { core, options } = await emailCore()
      const loaded = deferred<LoadedWalletport>()
      const instant = instantOpen({ options, coreLoaded: () => false, load: () => loaded.promise, deferCore: () => undefined })
      const opened = instant.open(undefined)
      const input = emailInput(await previewDialog())
      input.focus()
      type(input, "visitor@exam")
      loaded.resolve(core)
      await opened
      const real = emailInput(await vi.waitFor(async () => {
        const dialog = await realDialog()
        emailInput(dialog)
        return dialog
      }, WAIT))
      expect(dialogs()).toHaveLength(1)
      expect(real.value).toBe("visitor@exam")
      await vi.waitFor(() => expect(real.getRootNode() instanceof ShadowRoot && (real.getRootNode() as ShadowRoot).activeElement).toBe(real), WAIT)
      await core.dispose()
    })

    it("the email field: the real field, holding what was typed, is in the page when the preview leaves it (no moment without a field for keys to fall into)", async () => {
      const { core, options } = await emailCore()
      const loaded = deferred<LoadedWalletport>()
      const instant = instantOpen({ options, coreLoaded: () => false, load: () => loaded.promise, deferCore: () => undefined })
      const opened = instant.open(undefined)
      const input = emailInput(await previewDialog())
      input.focus()
      type(input, "visitor@exam")
      // What the real modal holds as the preview's host leaves the page (a microtask after that commit).
      const atHandOff = new Promise<string | undefined>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector("[data-walletport-preview]") !== null) return
          observer.disconnect()
          const real = dialogs().find((d) => !d.preview)?.dialog.querySelector<HTMLInputElement>("[data-testid=email-login] input")
          resolve(real?.value)
        })
        observer.observe(document.body, { childList: true })
      })
      loaded.resolve(core)
      await opened
      expect(await atHandOff).toBe("visitor@exam")
      await core.dispose()
    })

    it("the email field: a submit (Enter) before the core is ready is sent by the core once it takes over, never lost; the field shows it sending", async () => {
      const { core, options, sent } = await emailCore()
      const loaded = deferred<LoadedWalletport>()
      const instant = instantOpen({ options, coreLoaded: () => false, load: () => loaded.promise, deferCore: () => undefined })
      const opened = instant.open(undefined)
      const preview = await previewDialog()
      const input = emailInput(preview)
      type(input, "visitor@example.com")
      input.form?.requestSubmit()
      await vi.waitFor(() => expect(preview.querySelector("[data-testid=email-login] button")?.textContent).toBe("Sending…"), WAIT)
      expect(await sent()).toEqual([])
      loaded.resolve(core)
      await opened
      await vi.waitFor(async () => expect((await sent()).filter((request) => request.type === "APP_CONNECT_EMAIL")).toHaveLength(1), WAIT)
      expect(JSON.stringify((await sent()).find((request) => request.type === "APP_CONNECT_EMAIL")?.payload)).toContain("visitor@example.com")
      expect(dialogs()).toHaveLength(1)
      await core.dispose()
    })

    it("a returning visitor (a stored connection): a click before the core is ready shows the preview at once, and the core, already loading to restore it, takes over", async () => {
      localStorage.setItem(scopedStorageKey(storageKey("connectedConnector/eip155"), "p"), JSON.stringify({ id: WALLET.id, type: "ANNOUNCED", name: WALLET.name }))
      const loaded = deferred<{ loadWalletport: () => Promise<LoadedWalletport> }>()
      let imports = 0
      const shell = createWalletportWith({ modal: MODAL_CHUNKS, core: () => (imports++, loaded.promise) })({ projectId: "p", networks: [mainnet], adapters: [evmAdapter()] })
      // The restore loads the core at once.
      expect(imports).toBe(1)
      const opened = shell.open()
      await previewDialog()
      loaded.resolve({ loadWalletport: async () => (await testCore()).instance })
      await opened
      await realDialog()
      expect(dialogs()).toHaveLength(1)
      expect(watch.max()).toBe(1)
      await shell.dispose()
      localStorage.clear()
    })
  })

  describe("the core loads on intent only where the preview applies (issue 22)", () => {
    /** The shell over a core whose imports are counted; the page's idle callbacks and timers run when the test says. */
    const countedShell = (options: object) => {
      const idle: Array<() => void> = []
      vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run))
      vi.stubGlobal("cancelIdleCallback", () => undefined)
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
      let imports = 0
      const core = () => {
        imports++
        return Promise.resolve({ loadWalletport: async () => (await testCore()).instance })
      }
      const shell = createWalletportWith({ modal: MODAL_CHUNKS, core })({ projectId: "p", networks: [mainnet], ...options })
      /** Runs every idle callback and timer the page has, until none is left, the preview chunk loaded in between. */
      const settle = async () => {
        for (let round = 0; round < 5; round++) {
          await vi.runAllTimersAsync()
          idle.splice(0).forEach((run) => run())
          // The shell's import() of the preview chunk (a real one) has resolved by the next round.
          await import("../../runtime/instantSession.js")
        }
      }
      return { shell, settle, imports: () => imports }
    }
    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    })

    it("a page whose visitor never opens the modal never imports the core, however idle it gets; hover only prepares the preview", async () => {
      const walletConnect = defineAdapter("eip155", () => Promise.reject(new Error("unused")), "walletConnect")
      const { shell, settle, imports } = countedShell({ adapters: [evmAdapter(), walletConnect] })
      await settle()
      shell.internals.prefetch()
      await settle()
      expect(imports()).toBe(0)
      // The visitor's intent (here a host call) imports it.
      await shell.ready()
      expect(imports()).toBe(1)
      await shell.dispose()
    })

    it("where no preview applies (the modal embedded in the page), the first idle moment still warms the core up", async () => {
      const { shell, settle, imports } = countedShell({ adapters: [evmAdapter()], enableEmbedded: true })
      await settle()
      expect(imports()).toBe(1)
      await shell.dispose()
    })
  })

  it("does not apply with another view, a look-alike adapter, the modal embedded in the page, or once the core has loaded", () => {
    const base = { projectId: "p", networks: [mainnet], adapters: [evmAdapter()] }
    const make = (options: object, extra: { readonly loaded?: boolean } = {}) =>
      instantOpen({
        options,
        coreLoaded: () => extra.loaded ?? false,
        load: () => Promise.reject(new Error("unused")),
        deferCore: () => undefined
      })
    expect(make(base, { loaded: true }).open(undefined)).toBeUndefined()
    expect(make(base).open({ view: "Account" })).toBeUndefined()
    expect(make(base).open({ namespace: "eip155" })).toBeUndefined()
    // A look-alike of a descriptor (no loader).
    expect(make({ ...base, adapters: [{ kind: "walletport/adapter", namespace: "eip155" }] }).open(undefined)).toBeUndefined()
    expect(make({ ...base, enableEmbedded: true }).open(undefined)).toBeUndefined()
  })

  it("applies with WalletConnect, custom wallets and the embedded wallet configured (issue 22); not without a browser-wallet adapter (the core's first view is WalletConnect's)", async () => {
    const walletConnect = defineAdapter("eip155", () => Promise.reject(new Error("unused")), "walletConnect")
    const embedded = defineAdapter("eip155", () => Promise.reject(new Error("unused")), "embedded")
    const core = deferred<LoadedWalletport>()
    const make = (options: object) =>
      instantOpen({ options, coreLoaded: () => false, load: () => core.promise, deferCore: () => undefined })
    const configured = make({
      projectId: "p",
      networks: [mainnet],
      adapters: [evmAdapter(), walletConnect, embedded],
      customWallets: [{ id: "x", name: "X" }]
    })
    void configured.open(undefined)
    const preview = await previewDialog()
    expect(preview.querySelector("[data-testid=wallet-walletconnect]")).not.toBeNull()
    expect(preview.querySelector("[data-testid=email-login]")).not.toBeNull()
    configured.dispose()
    // WalletConnect alone: no preview (the core's first view is WalletConnect's), so the shell warms the core up as before.
    expect(make({ projectId: "p", networks: [mainnet], adapters: [walletConnect] }).open(undefined)).toBeUndefined()
    expect(make({ projectId: "p", networks: [mainnet], adapters: [walletConnect] }).prefetch()).toBe(false)
    expect(dialogs().filter((d) => d.preview)).toEqual([])
  })
})
