/** The printed table, the ratios ours / peer and the budgets (goals, printed as pass/fail). */
import type { Budget, ScenarioResult } from "./results.js"
import { ratio } from "./stats.js"

interface Metric {
  readonly key: string
  readonly label: string
  readonly unit: "bytes" | "ms" | "count"
  readonly get: (scenario: ScenarioResult) => number | undefined
}

const sizes = (label: string, key: "initial" | "lazy" | "total" | "css"): ReadonlyArray<Metric> => [
  { key: `${key}.min`, label: `${label} min`, unit: "bytes", get: (s) => s.sizes?.[key].min },
  { key: `${key}.gzip`, label: `${label} gzip`, unit: "bytes", get: (s) => s.sizes?.[key].gzip },
  { key: `${key}.brotli`, label: `${label} brotli`, unit: "bytes", get: (s) => s.sizes?.[key].brotli }
]

export const METRICS: ReadonlyArray<Metric> = [
  { key: "packages", label: "npm packages installed", unit: "count", get: (s) => s.packages?.count },
  ...sizes("initial JS", "initial"),
  ...sizes("lazy JS", "lazy"),
  ...sizes("total JS", "total"),
  { key: "css.brotli", label: "CSS files brotli", unit: "bytes", get: (s) => s.sizes?.css.brotli },
  { key: "buttonMs", label: "navigation → button visible", unit: "ms", get: (s) => s.browser?.buttonMs.median },
  { key: "dialogMs", label: "click → dialog visible", unit: "ms", get: (s) => s.browser?.dialogMs.median },
  { key: "jsAtDialog.min", label: "JS fetched until dialog min", unit: "bytes", get: (s) => s.browser?.jsAtDialogMin.median },
  { key: "jsAtDialog.brotli", label: "JS fetched until dialog br", unit: "bytes", get: (s) => s.browser?.jsAtDialogBrotli.median },
  { key: "requestsBeforeClick", label: "requests before any click", unit: "count", get: (s) => s.browser?.requestsBeforeClick.median }
]

const formatValue = (value: number | undefined, unit: Metric["unit"]): string => {
  if (value === undefined) return "–"
  switch (unit) {
    case "bytes":
      return value === 0 ? "0" : `${(value / 1024).toFixed(1)} KiB`
    case "ms":
      return `${value.toFixed(1)} ms`
    case "count":
      return Number.isInteger(value) ? String(value) : value.toFixed(1)
  }
}

const formatRatio = (value: number | undefined): string => (value === undefined ? "–" : value.toFixed(2))

/** ours / other, for every other scenario and metric. */
export const computeRatios = (
  ours: ScenarioResult,
  others: ReadonlyArray<ScenarioResult>
): Readonly<Record<string, Readonly<Record<string, number | undefined>>>> =>
  Object.fromEntries(
    others.map((other) => [other.name, Object.fromEntries(METRICS.map((metric) => [metric.key, ratio(metric.get(ours), metric.get(other))]))])
  )

const pad = (text: string, width: number, align: "left" | "right"): string =>
  align === "left" ? text.padEnd(width) : text.padStart(width)

/** The side-by-side table: one row per metric; ours, then each peer and floor followed by "ratio" = ours / it. */
export const renderTable = (ours: ScenarioResult, others: ReadonlyArray<ScenarioResult>): string => {
  const header = ["metric (medians)", ours.label, ...others.flatMap((other) => [other.label, "ratio"])]
  const rows = METRICS.map((metric) => {
    const mine = metric.get(ours)
    return [
      metric.label,
      formatValue(mine, metric.unit),
      ...others.flatMap((other) => {
        const theirs = metric.get(other)
        return [formatValue(theirs, metric.unit), formatRatio(ratio(mine, theirs))]
      })
    ]
  })
  const status = ["dialog", statusOf(ours), ...others.flatMap((other) => [statusOf(other), ""])]
  const all = [header, ...rows, status]
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length)))
  const line = (row: ReadonlyArray<string>): string =>
    row.map((cell, column) => pad(cell, widths[column] ?? 0, column === 0 ? "left" : "right")).join("  ").trimEnd()
  const rule = widths.map((width) => "─".repeat(width)).join("  ")
  return [line(header), rule, ...rows.map(line), rule, line(status)].join("\n")
}

const statusOf = (scenario: ScenarioResult): string => {
  if (scenario.error !== undefined) return `error: ${scenario.error.slice(0, 40)}`
  if (scenario.browser === undefined) return "(size only)"
  return scenario.browser.status
}

const budget = (name: string, measure: string, limit: number, actual: number | undefined): Budget => ({
  name,
  measure,
  limit,
  actual,
  pass: actual === undefined ? undefined : actual <= limit
})

/** The goals for ours against the peers. */
export const computeBudgets = (ours: ScenarioResult, peers: ReadonlyArray<ScenarioResult>): ReadonlyArray<Budget> => {
  const byName = (name: string): ScenarioResult | undefined => peers.find((peer) => peer.name === name)
  const opened = peers.filter((peer) => peer.browser?.dialogMs.median !== undefined)
  const smallest = (values: ReadonlyArray<number | undefined>): number | undefined => {
    const present = values.filter((value): value is number => value !== undefined)
    return present.length === 0 ? undefined : Math.min(...present)
  }
  const initial = (scenario: ScenarioResult | undefined): number | undefined => scenario?.sizes?.initial.brotli
  const requests = ours.browser?.requestsBeforeClick.samples
  return [
    budget("initial JS ≤ ¼ of AppKit's", "ours / AppKit, initial JS brotli", 1 / 4, ratio(initial(ours), initial(byName("appkit")))),
    budget("initial JS ≤ ½ of RainbowKit's", "ours / RainbowKit, initial JS brotli", 1 / 2, ratio(initial(ours), initial(byName("rainbowkit")))),
    budget(
      "JS fetched until the modal is visible ≤ ⅓ of the smallest peer's",
      "ours / min(peers), brotli bytes of the JS fetched by the time the dialog is visible (medians)",
      1 / 3,
      ratio(ours.browser?.jsAtDialogBrotli.median, smallest(opened.map((peer) => peer.browser?.jsAtDialogBrotli.median)))
    ),
    budget(
      "click → dialog visible ≤ ⅓ of the fastest peer's",
      "ours / min(peers), click → dialog visible (medians)",
      1 / 3,
      ratio(ours.browser?.dialogMs.median, smallest(opened.map((peer) => peer.browser?.dialogMs.median)))
    ),
    budget(
      "zero requests before the first click",
      "ours, most requests before the click in any load",
      0,
      requests === undefined || requests.length === 0 ? undefined : Math.max(...requests)
    )
  ]
}

export const renderBudgets = (budgets: ReadonlyArray<Budget>): string => {
  const fraction = (value: number): string => (value === 0 ? "0" : value.toFixed(3))
  return budgets
    .map((entry) => {
      const verdict = entry.pass === undefined ? "n/a " : entry.pass ? "PASS" : "FAIL"
      const actual = entry.actual === undefined ? "no figure" : fraction(entry.actual)
      return `${verdict}  ${entry.name}: ${actual} (limit ${fraction(entry.limit)}; ${entry.measure})`
    })
    .join("\n")
}
