// axe-core in Chromium, for the browser tests: the serious and critical violations in the modal (inside its
// shadow root) or on the whole page; and the audit of a view in both themes (issue 23: none on any view).
import { join } from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { projectRoot } from "../../dev/paths.js"
import { newContext } from "./browser.js"
import { animationsDone } from "./harness.js"

const AXE = join(projectRoot(), "node_modules", "axe-core", "axe.min.js")

export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<{ readonly target: unknown; readonly failureSummary: string | undefined }>
}

/** The modal's serious and critical violations, read once its enter animations ended (axe reads colours mid-fade otherwise). */
export const seriousModalViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> =>
  (await modalViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical")

/** Every violation axe-core finds in the modal, of any impact (issue 23: none on any view). */
export const modalViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  if (!(await page.evaluate(() => Reflect.has(window, "axe")))) await page.addScriptTag({ path: AXE })
  await animationsDone(page.locator("[role=dialog]"))
  const violations: ReadonlyArray<AxeViolation> = await page.evaluate(async () => {
    const axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<AxeViolation>; passes: Array<unknown> }> } = Reflect.get(window, "axe")
    // fromShadowDom: axe 4.14 reads `[["host", "inner"]]` as matching nothing (every check passed vacuously).
    const result = await axe.run({ include: [{ fromShadowDom: ["[data-walletport]", "[role=dialog]"] }] }, { resultTypes: ["violations"] })
    if (result.passes.length === 0) throw new Error("axe-core checked nothing: no dialog in the modal's shadow root")
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }))
  })
  return violations
}

/** A phone (touch, no hover: the modal's mobile layout and links) or a desktop window. */
export const contextAt = (browser: Browser, width: number): Promise<BrowserContext> =>
  width < 600
    ? newContext(browser, { viewport: { width, height: 800 }, hasTouch: true, isMobile: true })
    : newContext(browser, { viewport: { width, height: 800 } })

/** Shows the modal in `mode` (the shell switches live on its root's attribute, as themeMode does). */
export const setModalTheme = (page: Page, mode: "dark" | "light"): Promise<void> =>
  page.locator("[data-walletport]").first().evaluate((host, m) => host.shadowRoot?.querySelector(".root")?.setAttribute("data-wp-theme", m), mode)

/** Each audited "view theme" and what axe found there. */
export type AxeFindings = Map<string, ReadonlyArray<AxeViolation>>

/** Every violation on the view shown, in the dark then the light theme (back to dark after), with a screenshot of each. */
export const auditBothThemes = async (
  page: Page,
  found: AxeFindings,
  view: string,
  width: number,
  screenshot: (page: Page, name: string) => Promise<unknown>
): Promise<void> => {
  for (const mode of ["dark", "light"] as const) {
    await setModalTheme(page, mode)
    found.set(`${view} ${mode}`, await modalViolations(page))
    await screenshot(page, `a11y-axe-${view}-${mode}-${width}`)
  }
  await setModalTheme(page, "dark")
}

/** One line per violation ("view theme: id (impact) ×nodes first-target"): what a failing test prints. */
export const findingsSummary = (found: AxeFindings): ReadonlyArray<string> =>
  [...found].flatMap(([view, violations]) =>
    violations.map((v) => `${view}: ${v.id} (${v.impact ?? "?"}) ×${v.nodes.length} ${JSON.stringify(v.nodes[0]?.target)}`))

/** The count per audited view, for the log. */
export const findingsCounts = (found: AxeFindings, width: number): string =>
  `axe at ${width} px, violations per view:\n  ${[...found].map(([v, list]) => `${v}: ${list.length}`).join("\n  ")}`

/** Opens `view` through the demo's instance (window.__walletport), as a host's open({ view }) does. */
export const openModalView = (page: Page, view: string): Promise<void> =>
  page.evaluate(async (v) => {
    const instance: { open: (o: { view: string }) => Promise<void> } = Reflect.get(window, "__walletport")
    await instance.open({ view: v })
  }, view)
