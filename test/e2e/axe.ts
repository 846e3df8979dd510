// axe-core in Chromium, for the browser tests: the serious and critical violations in the modal (inside its
// shadow root) or on the whole page.
import { join } from "node:path"
import type { Page } from "playwright-core"
import { projectRoot } from "../../dev/paths.js"
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
