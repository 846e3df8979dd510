// Instant open (issue 7) in Chromium on a 4× slower CPU: a visitor who clicks the moment the button shows
// sees the Connect view listing the demo wallet before the Effect core's chunk is even requested; the real
// modal then takes over, with never more than one dialog on the page; a wallet picked in the preview connects.
import type { BrowserContext, Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { pageIdle, useHarness } from "./harness.js"

const harness = useHarness()
const WALLET = "dev.walletport.demo"
const CORE_CHUNK = /\/chunks\/core-[^/]*\.js$/
const PREVIEW_CHUNK = /\/chunks\/instantSession-[^/]*\.js$/
const MODAL_CHUNK = /\/chunks\/mountModal-[^/]*\.js$/

/**
 * Runs in the page before its scripts: every frame and every DOM change (in the document and in our shadow
 * roots) counts the dialogs, and notes when a dialog first lists the demo wallet and whether it was the preview's.
 */
const probe = ({ wallet, clickAtOnce }: { readonly wallet: string; readonly clickAtOnce: boolean }): void => {
  const state = { maxDialogs: 0, listedAt: -1, listedInPreview: false, samples: 0, clickedAt: -1 }
  Reflect.set(window, "__instant", state)
  const observed = new WeakSet<Node>()
  const check = (): void => {
    state.samples++
    // Click at once: the moment the connect button has a box (as the bench's at-once visitor).
    const button = document.querySelector<HTMLElement>("[data-testid=connect-button]")
    if (clickAtOnce && state.clickedAt < 0 && button !== null && button.getBoundingClientRect().width > 0) {
      state.clickedAt = performance.now()
      // As a keyboard user: focus on the button, then activate it.
      button.focus()
      button.click()
    }
    const hosts = [...document.querySelectorAll("[data-walletport]")]
    let dialogs = 0
    for (const host of hosts) {
      const root = host.shadowRoot
      if (root === null) continue
      if (!observed.has(root)) {
        observed.add(root)
        new MutationObserver(check).observe(root, { childList: true, subtree: true })
      }
      dialogs += root.querySelectorAll("[role=dialog]").length
      if (state.listedAt < 0 && root.querySelector(`[role=dialog] [data-testid="wallet-${wallet}"]`) !== null) {
        state.listedAt = performance.now()
        state.listedInPreview = host.hasAttribute("data-walletport-preview")
      }
    }
    state.maxDialogs = Math.max(state.maxDialogs, dialogs)
  }
  const frame = (): void => {
    check()
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  document.addEventListener("DOMContentLoaded", () => new MutationObserver(check).observe(document.body, { childList: true }))
}

interface ProbeState {
  readonly maxDialogs: number
  readonly listedAt: number
  readonly listedInPreview: boolean
  readonly samples: number
  readonly clickedAt: number
}

const probeState = (page: Page): Promise<ProbeState> =>
  page.evaluate(() => {
    const state: unknown = Reflect.get(window, "__instant")
    return JSON.parse(JSON.stringify(state)) as ProbeState
  })

/** Page start of the first request for a URL matching `pattern` (Resource Timing), or -1 when none was made. */
const requestedAt = (page: Page, pattern: RegExp): Promise<number> =>
  page.evaluate((source) => {
    const re = new RegExp(source)
    const entry = performance.getEntriesByType("resource").find((e) => re.test(e.name))
    return entry === undefined ? -1 : entry.startTime
  }, pattern.source)

/** A fresh page on a 4× slower CPU (set before navigating), with the probe installed. */
const slowPage = async (
  options: { readonly viewport?: { readonly width: number; readonly height: number }; readonly clickAtOnce: boolean }
): Promise<{ page: Page; context: BrowserContext }> => {
  const { viewport, clickAtOnce } = options
  const context = await harness().newContext()
  const page = await context.newPage()
  if (viewport !== undefined) await page.setViewportSize(viewport)
  await page.addInitScript(probe, { wallet: WALLET, clickAtOnce })
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  return { page, context }
}

const dialog = (page: Page) => page.locator("[role=dialog]")
const preview = (page: Page) => page.locator("[data-walletport-preview] [role=dialog]")

/** Holds the page's requests for `chunk` until the returned release. */
const hold = async (page: Page, chunk: RegExp): Promise<() => void> => {
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(chunk, async (route: Route) => {
    await held
    await route.continue()
  })
  return release
}

/** Loads the demo page (`search`: its switches) with requests for `chunk` held, clicks Connect and waits for the preview to list the wallet; returns the release. */
const openHolding = async (page: Page, chunk: RegExp, search = "?embedded=0"): Promise<() => void> => {
  const release = await hold(page, chunk)
  await page.goto(new URL(`/${search}`, harness().stack.url).href)
  await page.getByTestId("connect-button").click()
  await preview(page).getByTestId(`wallet-${WALLET}`).waitFor()
  return release
}

describe("instant open (4× CPU, click at once)", () => {
  it("lists the demo wallet before the core's chunk is requested, then the real modal takes over with one dialog at all times", async () => {
    const { page, context } = await slowPage({ clickAtOnce: true })
    await page.goto(new URL("/?embedded=0", harness().stack.url).href)
    const button = page.getByTestId("connect-button")
    await preview(page).getByTestId(`wallet-${WALLET}`).waitFor()
    // The real modal takes over: the preview's host goes, the dialog stays and lists the wallet.
    await page.locator("[data-walletport-preview]").waitFor({ state: "detached" })
    await dialog(page).getByTestId(`wallet-${WALLET}`).waitFor()
    const state = await probeState(page)
    const core = await requestedAt(page, CORE_CHUNK)
    const previewChunk = await requestedAt(page, PREVIEW_CHUNK)
    expect(state.clickedAt).toBeGreaterThan(0)
    expect(state.listedInPreview).toBe(true)
    expect(previewChunk).toBeGreaterThan(0)
    expect(core).toBeGreaterThan(0)
    // An order on the page's clock, not a duration: the core's import() waits for the preview's first paint.
    expect(state.listedAt).toBeLessThan(core)
    expect(state.samples).toBeGreaterThan(10)
    expect(state.maxDialogs).toBe(1)
    expect(await dialog(page).count()).toBe(1)
    // The real modal answers: Escape closes it and focus returns to the button.
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(harness().pageErrors(page)).toEqual([])
    await context.close()
  })

  it("a wallet picked in the preview connects once the core is ready (360 px screenshot of the preview)", async () => {
    const { page, context } = await slowPage({ viewport: { width: 360, height: 740 }, clickAtOnce: false })
    // The core's chunk waits until the wallet was picked in the preview, so the pick surely comes first.
    const release = await openHolding(page, CORE_CHUNK)
    const row = preview(page).getByTestId(`wallet-${WALLET}`)
    const shot = await harness().screenshot(page, "instant-open-preview-360")
    expect(shot).toMatch(/\.png$/)
    // The card fits the phone's width.
    const box = await preview(page).boundingBox()
    expect(box).not.toBeNull()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 360).toBe(true)
    await row.click()
    await expect.poll(() => preview(page).getByRole("heading").first().textContent()).not.toBe("Connect Wallet")
    expect(await preview(page).textContent()).toContain("Accept connection request in the wallet")
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    release()
    // The core takes over on the connecting view and forwards the pick: the wallet asks, once.
    const prompt = page.getByTestId("demo-wallet-prompt")
    await prompt.waitFor({ state: "visible" })
    await page.locator("[data-walletport-preview]").waitFor({ state: "detached" })
    expect(await dialog(page).count()).toBe(1)
    // The real modal took over on the same view: the wallet's connecting view.
    expect(await dialog(page).textContent()).toContain("Accept connection request in the wallet")
    await page.getByTestId("demo-wallet-approve").click()
    await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("connected")
    expect((await probeState(page)).maxDialogs).toBe(1)
    await context.close()
  })
})

describe("instant open: prepared ahead (issue 22)", () => {
  it("the preview is laid out in the page before any click, hidden, its enter animations held, letting every click through; the click shows it and plays them", async () => {
    const context = await harness().newContext()
    const page = await context.newPage()
    await page.goto(new URL("/?embedded=0", harness().stack.url).href)
    await page.locator("[data-walletport-prepared]").waitFor({ state: "attached" })
    const prepared = await page.evaluate(() => {
      const host = document.querySelector("[data-walletport-prepared]")
      const card = host?.shadowRoot?.querySelector("[role=dialog]")
      if (host === null || host === undefined || card === null || card === undefined) return undefined
      const box = card.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return {
        laidOut: box.width > 0 && box.height > 0,
        visible: card.checkVisibility({ visibilityProperty: true }),
        hitsPreview: hit === host,
        animations: [...new Set(host.shadowRoot?.getAnimations().map((animation) => animation.playState))]
      }
    })
    expect(prepared).toEqual({ laidOut: true, visible: false, hitsPreview: false, animations: ["paused"] })
    // Read in the page, in the first frame after the click that shows the preview, by a frame loop started
    // before the click: the core can take over (and remove the preview) before a call from here gets in.
    await page.evaluate((wallet) => {
      const probe = window as unknown as { previewShown?: { readonly prepared: number; readonly paused: boolean } }
      const check = () => {
        const host = document.querySelector("[data-walletport-preview]:not([data-walletport-prepared])")
        if (host?.shadowRoot?.querySelector(`[data-testid="wallet-${wallet}"]`) == null) return void requestAnimationFrame(check)
        probe.previewShown = {
          prepared: document.querySelectorAll("[data-walletport-prepared]").length,
          paused: host.shadowRoot.getAnimations().some((animation) => animation.playState === "paused")
        }
      }
      requestAnimationFrame(check)
    }, WALLET)
    await page.getByTestId("connect-button").click()
    const shown = await page.waitForFunction(() => (window as unknown as { previewShown?: unknown }).previewShown)
    expect(await shown.jsonValue()).toEqual({ prepared: 0, paused: false })
    expect(harness().pageErrors(page)).toEqual([])
    await context.close()
  })
})

describe("instant open: the hand-off", () => {
  it("the host's close() between the core opening the modal and its UI mounting removes the live preview: a click on its row no longer reaches the wallet, and nothing pops up later (issue 22)", async () => {
    const context = await harness().newContext()
    const page = await context.newPage()
    // The modal's UI waits until the test lets it: the core opens the modal while the preview is the dialog on screen.
    const release = await openHolding(page, MODAL_CHUNK)
    const row = preview(page).getByTestId(`wallet-${WALLET}`)
    await page.waitForFunction(() => {
      const instance: { getState: () => { open: boolean } } | undefined = Reflect.get(window, "__walletport")
      return instance?.getState().open === true
    }, undefined)
    const staleRow = await row.elementHandle()
    await page.evaluate(async () => {
      const instance: { close: () => Promise<void> } = Reflect.get(window, "__walletport")
      await instance.close()
    })
    // A click on the row the preview showed, as a visitor who clicked just then.
    await staleRow?.evaluate((el) => {
      if (el instanceof HTMLElement) el.click()
    })
    release()
    // The real modal's UI mounts (closed) once its chunk is in.
    await page.locator("[data-walletport]:not([data-walletport-preview])").waitFor({ state: "attached" })
    await pageIdle(page)
    expect(await page.locator("[data-walletport-preview]").count()).toBe(0)
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    expect(await dialog(page).count()).toBe(0)
    expect(await page.evaluate(() => {
      const instance: { getState: () => { open: boolean } } = Reflect.get(window, "__walletport")
      return instance.getState().open
    })).toBe(false)
    expect(harness().pageErrors(page)).toEqual([])
    await context.close()
  })
})

describe("instant open in every configuration (issue 22)", () => {
  it("every adapter, WalletConnect and the embedded wallet configured: the preview shows the email field, WalletConnect's row and the wallet; WalletConnect picked there opens its QR once the core takes over, with one dialog", async () => {
    const { page, context } = await slowPage({ clickAtOnce: false })
    const release = await openHolding(page, CORE_CHUNK, "?walletconnect=1")
    expect(await preview(page).getByTestId("email-login").count()).toBe(1)
    const walletConnectRow = preview(page).getByTestId("wallet-walletconnect")
    await walletConnectRow.click()
    // The preview stays on Connect until the core opens WalletConnect's view.
    expect(await preview(page).getByRole("heading").first().textContent()).toBe("Connect Wallet")
    release()
    await page.locator("[data-walletport-preview]").waitFor({ state: "detached" })
    await dialog(page).getByTestId("wc-qr").waitFor()
    expect(await dialog(page).count()).toBe(1)
    expect((await probeState(page)).maxDialogs).toBe(1)
    expect(harness().pageErrors(page)).toEqual([])
    await context.close()
  })

  it("the email typed in the preview before the core is ready is in the real field after the hand-off, focused (screenshots at 360 and 1280 px)", async () => {
    for (const width of [360, 1280]) {
      const { page, context } = await slowPage({ viewport: { width, height: 800 }, clickAtOnce: false })
      const release = await openHolding(page, CORE_CHUNK, "")
      const field = preview(page).getByTestId("email-login").locator("input")
      await field.click()
      await page.keyboard.type("visitor@exa")
      expect(await harness().screenshot(page, `instant-open-preview-email-${width}`)).toMatch(/\.png$/)
      release()
      await page.locator("[data-walletport-preview]").waitFor({ state: "detached" })
      const real = dialog(page).getByTestId("email-login").locator("input")
      await expect.poll(() => real.inputValue()).toBe("visitor@exa")
      await expect.poll(() => real.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
      // The visitor goes on typing in the real field.
      await page.keyboard.type("mple.com")
      expect(await real.inputValue()).toBe("visitor@example.com")
      expect((await probeState(page)).maxDialogs).toBe(1)
      expect(harness().pageErrors(page)).toEqual([])
      await context.close()
    }
  })

  it("a returning visitor's recent wallet: the preview applies and tags it Recent, as the core does", async () => {
    const context = await harness().newContext()
    const page = await context.newPage()
    await page.addInitScript(({ wallet }) => {
      localStorage.setItem("@walletport/walletport-demo/version", "1")
      localStorage.setItem("@walletport/walletport-demo/recentWallets", JSON.stringify([{ id: wallet, name: "Demo Wallet" }]))
    }, { wallet: WALLET })
    const release = await openHolding(page, CORE_CHUNK)
    const previewRow = preview(page).getByTestId(`wallet-${WALLET}`)
    const previewText = await previewRow.textContent()
    expect(previewText).toMatch(/recent/i)
    release()
    await page.locator("[data-walletport-preview]").waitFor({ state: "detached" })
    expect(await dialog(page).getByTestId(`wallet-${WALLET}`).textContent()).toBe(previewText)
    expect(await dialog(page).count()).toBe(1)
    await context.close()
  })

  it("a click while the preview's chunk is still loading is not lost: the modal opens once it is in", async () => {
    const context = await harness().newContext()
    const page = await context.newPage()
    const release = await hold(page, PREVIEW_CHUNK)
    await page.goto(new URL("/?embedded=0", harness().stack.url).href)
    await page.getByTestId("connect-button").click()
    expect(await dialog(page).count()).toBe(0)
    release()
    await dialog(page).getByTestId(`wallet-${WALLET}`).waitFor()
    expect(await dialog(page).count()).toBe(1)
    await context.close()
  })
})
