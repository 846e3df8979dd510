// The presentation layer in Chromium: every view in both themes at phone and desktop widths, axe-core
// (no violation of any impact), themeVariables as computed styles, and the connect button on a phone.
// Fixture pages only (served from memory): no dev stack. The real modal on the demo page is walkthrough.e2e.ts's.
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import type { FixtureConfig } from "./ui-fixture.js"
import { modalViolations } from "./axe.js"
import { animationsDone } from "./harness.js"
import { launchChromium, newContext, screenshot } from "./browser.js"
import { uiFixtureScript } from "./uiFixtureScript.js"

const FIXTURE_ORIGIN = "http://walletport-ui.test"
let fixtureJs = ""
let chromium: Browser | undefined

const browser = (): Browser => {
  if (chromium === undefined) throw new Error("Chromium did not start")
  return chromium
}

beforeAll(async () => {
  ;[fixtureJs, chromium] = await Promise.all([uiFixtureScript(), launchChromium()])
})

afterAll(async () => {
  await chromium?.close()
})

/** One page per width, kept for the file: each fixture() shows its view in place of the last one (the fixture
 * unmounts it), which spares a context, the fixture's script and axe-core's per view. */
const pages = new Map<number, Promise<Page>>()

const fixturePage = (width: number): Promise<Page> => {
  const known = pages.get(width)
  if (known !== undefined) return known
  const opened = (async () => {
    const context = await newContext(browser(), { viewport: { width, height: 780 } })
    await context.route(`${FIXTURE_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>ui fixture</title></head><body style="margin:0;font-family:sans-serif"><div id="host"></div><script>${fixtureJs.replace(/<\/script/gi, "<\\/script")}</script></body></html>`
      })
    )
    const page = await context.newPage()
    await page.goto(`${FIXTURE_ORIGIN}/`)
    return page
  })()
  pages.set(width, opened)
  return opened
}

/** The page of `width` showing one fixture view; served from memory on a fake origin (nothing leaves the machine). */
const fixture = async (config: FixtureConfig, width: number): Promise<Page> => {
  const page = await fixturePage(width)
  await page.evaluate((c) => Reflect.get(window, "__show")(c), config)
  const dialog = page.locator("[role=dialog]")
  await dialog.waitFor()
  await animationsDone(dialog)
  return page
}

/** True when nothing in the modal's card sticks out sideways (no horizontal overflow anywhere inside). */
const overflowsSideways = (page: Page) =>
  page.locator("[role=dialog]").evaluate((card) => {
    const box = card.getBoundingClientRect()
    const out: Array<string> = []
    for (const el of Array.from(card.querySelectorAll("*"))) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5)) out.push(`${el.tagName}.${el.className}`)
      if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible") out.push(`scroll ${el.tagName}.${el.className}`)
    }
    return out
  })

const VIEWS = ["connect", "account", "networks"] as const
const MORE = ["connect-empty", "connect-empty-mobile", "account-unsupported", "unsupported"] as const
/** The embedded wallet's views: axe at both widths too (their fields and errors are new). */
const EMBEDDED = ["connect-email", "account-email", "email-otp", "email-device", "update-email", "frame-panel"] as const

describe("views in dark and light: axe-core finds no violation; nothing overflows", () => {
  for (const mode of ["dark", "light"] as const) {
    for (const view of [...VIEWS, ...MORE, ...EMBEDDED]) {
      it(`${view}, ${mode}`, async () => {
        for (const width of [360, 1280]) {
          const page = await fixture({ view, mode }, width)
          expect(await overflowsSideways(page), `${view} ${mode} ${width}px`).toEqual([])
          await screenshot(page, `ui-${view}-${mode}-${width}`)
          // Issue 23: no violation of any impact, at both widths.
          expect((await modalViolations(page)).map((v) => `${v.id} ×${v.nodes.length}`), `${view} ${mode} ${width}px`).toEqual([])
        }
      })
    }
  }
})

describe("themeVariables in a real browser: each key changes what is drawn", () => {
  const computed = async (variables: ThemeVariables) => {
    const page = await fixture({ view: "connect-empty", mode: "dark", variables }, 1280)
    const values = await page.evaluate(() => {
      const shadow = document.querySelector("[data-walletport]")?.shadowRoot
      const get = (selector: string) => {
        const el = shadow?.querySelector(selector)
        if (!el) throw new Error(`no ${selector}`)
        return getComputedStyle(el)
      }
      const button = document.querySelector<HTMLElement>("[data-testid=connect-button][data-size=sm]")
      return {
        font: get(".root").fontFamily,
        titleSize: get(".title").fontSize,
        radius: get(".card").borderTopLeftRadius,
        zIndex: get(".overlay").zIndex,
        cardBg: get(".card").backgroundColor,
        linkBg: get(".link").backgroundColor,
        qr: get(".root").getPropertyValue("--wp-qr-color").trim(),
        buttonBg: button ? getComputedStyle(button).backgroundColor : "",
        buttonColor: button ? getComputedStyle(button).color : "",
        buttonFont: button ? getComputedStyle(button).fontFamily : "",
        buttonRadius: button ? getComputedStyle(button).borderTopLeftRadius : ""
      }
    })
    return values
  }

  it("font family, font size, radius, z-index, colour mix (+ strength), QR colour, accent: modal and host button", async () => {
    const base = await computed({})
    expect(base.radius).toBe("24px")
    expect(base.titleSize).toBe("17px")
    const themed = await computed({
      "--wp-font-family": "Georgia, serif",
      "--wp-font-size-master": "12px",
      "--wp-border-radius-master": "0px",
      "--wp-z-index": 77,
      "--wp-color-mix": "#ff0000",
      "--wp-color-mix-strength": 30,
      "--wp-qr-color": "#123456",
      "--wp-accent": "#facc15"
    })
    expect(themed.font).toBe("Georgia, serif")
    expect(themed.titleSize).toBe("20.4px")
    expect(themed.radius).toBe("0px")
    expect(themed.zIndex).toBe("77")
    expect(themed.cardBg).not.toBe(base.cardBg)
    expect(themed.cardBg).toBe("rgb(95, 19, 22)")
    expect(themed.qr).toBe("#123456")
    expect(themed.buttonBg).toBe("rgb(250, 204, 21)")
    // Yellow takes near-black text on the host's button.
    expect(themed.buttonColor).toBe("rgb(17, 18, 21)")
    expect(themed.buttonFont).toBe("Georgia, serif")
    expect(themed.buttonRadius).toBe("0px")
    const stronger = await computed({ "--wp-color-mix": "#ff0000", "--wp-color-mix-strength": 60 })
    expect(stronger.cardBg).not.toBe(themed.cardBg)
  })
})

describe("the connect button in the host page", () => {
  it("on a 320–390 px phone: no balance, the name cut with an ellipsis, inside the screen; on desktop, the balance", async () => {
    for (const width of [320, 360, 390, 1280]) {
      const page = await fixture({ view: "account", mode: "dark" }, width)
      const button = page.locator("[data-testid=connect-button][data-size=md]")
      const box = await button.boundingBox()
      if (box === null) throw new Error("no button")
      expect(box.x + box.width, `${width}px`).toBeLessThanOrEqual(width)
      // The long profile name is cut with an ellipsis on phones.
      const name = button.locator("[data-testid=connect-button-name]")
      if (width < 768) {
        const cut = await name.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).textOverflow }))
        expect(cut.scroll, `${width}px ${JSON.stringify(cut)}`).toBeGreaterThan(cut.client)
        expect(cut.overflow).toBe("ellipsis")
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width)
      const balance = await button.locator("[data-testid=connect-button-balance]").count()
      expect(balance, `${width}px`).toBe(width >= 768 ? 1 : 0)
    }
  })
})
