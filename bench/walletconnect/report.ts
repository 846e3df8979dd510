/** The WalletConnect QR figures: their table and their budgets (goals, printed PASS/FAIL like the others). */
import type { Budget, Summary } from "../results.js"
import type { QrScenarioFigures } from "./qrSpeed.js"

const msBudget = (name: string, measure: string, limit: number, actual: number | undefined): Budget => ({
  name,
  measure,
  limit,
  actual,
  pass: actual === undefined ? undefined : actual <= limit,
  unit: "ms"
})

export const qrBudgets = (figures: ReadonlyArray<QrScenarioFigures>): ReadonlyArray<Budget> =>
  figures.flatMap((scenario) => [
    msBudget(
      `WalletConnect, ${scenario.label}: click → QR painted ≤ ${scenario.qrBudgetMs} ms`,
      `median over ${scenario.loads} fresh pages, offline stack's relay`,
      scenario.qrBudgetMs,
      scenario.clickToQrMs.median
    ),
    ...(scenario.viewBudgetMs === undefined ? [] : [
      msBudget(
        `WalletConnect, ${scenario.label}: click → view painted ≤ ${scenario.viewBudgetMs} ms`,
        `median over ${scenario.loads} fresh pages; the view opens on the placeholder, before the pairing`,
        scenario.viewBudgetMs,
        scenario.clickToViewMs.median
      )
    ])
  ])

const cell = (summary: Summary): string => {
  if (summary.median === undefined) return "–"
  const low = Math.min(...summary.samples)
  const high = Math.max(...summary.samples)
  return `${summary.median.toFixed(0)} ms (${low.toFixed(0)}–${high.toFixed(0)})`
}

/** One row per scenario: medians (range) of click → view, click → QR and view → QR. */
export const renderQrTable = (figures: ReadonlyArray<QrScenarioFigures>): string => {
  const header = ["WalletConnect QR (medians, range)", "click → view", "click → QR", "view → QR", "loads"]
  const rows = figures.map((scenario) => [
    scenario.label,
    cell(scenario.clickToViewMs),
    cell(scenario.clickToQrMs),
    cell(scenario.viewToQrMs),
    `${scenario.clickToQrMs.samples.length}/${scenario.loads}${scenario.error === undefined ? "" : ` (${scenario.error.slice(0, 60)})`}`
  ])
  const all = [header, ...rows]
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length)))
  const line = (row: ReadonlyArray<string>): string =>
    row.map((text, column) => (column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0))).join("  ").trimEnd()
  return [line(header), widths.map((width) => "─".repeat(width)).join("  "), ...rows.map(line)].join("\n")
}
