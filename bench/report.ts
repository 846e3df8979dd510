/** The printed table, the ratios ours / peer and the budgets (goals, printed as pass/fail). */
import type { ChunkGroup } from "./chunks.js"
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
  { key: "requestsBeforeClick", label: "requests before any click", unit: "count", get: (s) => s.browser?.requestsBeforeClick.median },
  { key: "throttled.buttonMs", label: "4× CPU: navigation → button", unit: "ms", get: (s) => s.throttled?.buttonMs.median },
  { key: "throttled.modalMs", label: "4× CPU, click at once: nav → modal", unit: "ms", get: (s) => s.throttled?.modalMs.median },
  { key: "throttled.jsAtModal.min", label: "4× CPU: JS fetched until modal min", unit: "bytes", get: (s) => s.throttled?.jsAtModalMin.median },
  { key: "throttled.jsAtModal.brotli", label: "4× CPU: JS fetched until modal br", unit: "bytes", get: (s) => s.throttled?.jsAtModalBrotli.median },
  { key: "throttled.clicks", label: "4× CPU: clicks until modal", unit: "count", get: (s) => s.throttled?.clicks.median }
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

/**
 * The side-by-side table: one row per metric; ours, then each peer and floor followed by "ratio" =
 * ours / it. Variants of ours (the vanilla page) have no ratio column.
 */
export const renderTable = (ours: ScenarioResult, others: ReadonlyArray<ScenarioResult>): string => {
  const compared = (other: ScenarioResult): boolean => other.kind !== "variant"
  const header = ["metric (medians)", ours.label, ...others.flatMap((other) => (compared(other) ? [other.label, "ratio"] : [other.label]))]
  const rows = METRICS.map((metric) => {
    const mine = metric.get(ours)
    return [
      metric.label,
      formatValue(mine, metric.unit),
      ...others.flatMap((other) => {
        const theirs = metric.get(other)
        return compared(other) ? [formatValue(theirs, metric.unit), formatRatio(ratio(mine, theirs))] : [formatValue(theirs, metric.unit)]
      })
    ]
  })
  const status = ["dialog", statusOf(ours), ...others.flatMap((other) => (compared(other) ? [statusOf(other), ""] : [statusOf(other)]))]
  const throttled = ["4× CPU dialog", throttledStatusOf(ours), ...others.flatMap((other) => (compared(other) ? [throttledStatusOf(other), ""] : [throttledStatusOf(other)]))]
  const all = [header, ...rows, status, throttled]
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length)))
  const line = (row: ReadonlyArray<string>): string =>
    row.map((cell, column) => pad(cell, widths[column] ?? 0, column === 0 ? "left" : "right")).join("  ").trimEnd()
  const rule = widths.map((width) => "─".repeat(width)).join("  ")
  return [line(header), rule, ...rows.map(line), rule, line(status), line(throttled)].join("\n")
}

const throttledStatusOf = (scenario: ScenarioResult): string => scenario.throttled?.status ?? "–"

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

/** The issue's goals for ours against the peers. */
export const computeBudgets = (ours: ScenarioResult, peers: ReadonlyArray<ScenarioResult>): ReadonlyArray<Budget> => {
  const byName = (name: string): ScenarioResult | undefined => peers.find((peer) => peer.name === name)
  const opened = peers.filter((peer) => peer.browser?.dialogMs.median !== undefined)
  const smallest = (values: ReadonlyArray<number | undefined>): number | undefined => {
    const present = values.filter((value): value is number => value !== undefined)
    return present.length === 0 ? undefined : Math.min(...present)
  }
  const initial = (scenario: ScenarioResult | undefined): number | undefined => scenario?.sizes?.initial.brotli
  const requests = ours.browser?.requestsBeforeClick.samples
  const atOnce = peers.filter((peer) => peer.throttled?.modalMs.median !== undefined)
  return [
    budget("initial JS ≤ ¼ of AppKit's", "ours / AppKit, initial JS brotli", 1 / 4, ratio(initial(ours), initial(byName("appkit")))),
    budget("initial JS ≤ ½ of RainbowKit's", "ours / RainbowKit, initial JS brotli", 1 / 2, ratio(initial(ours), initial(byName("rainbowkit")))),
    budget(
      "JS fetched until the modal is visible ≤ ⅓ of the smallest peer's (4× CPU, click at once)",
      "ours / min(peers), brotli bytes of the JS fetched from navigation until the dialog is painted, visitor clicking at once (medians)",
      1 / 3,
      ratio(ours.throttled?.jsAtModalBrotli.median, smallest(atOnce.map((peer) => peer.throttled?.jsAtModalBrotli.median)))
    ),
    budget(
      "JS fetched until the modal is visible ≤ ⅓ of the smallest peer's (click after the page settled)",
      "ours / min(peers), brotli bytes of the JS fetched by the time the dialog is painted, clicking 2 s after load (medians)",
      1 / 3,
      ratio(ours.browser?.jsAtDialogBrotli.median, smallest(opened.map((peer) => peer.browser?.jsAtDialogBrotli.median)))
    ),
    budget(
      "4× CPU, click at once: navigation → modal visible ≤ ½ of the fastest peer's",
      "ours / min(peers), navigation start → dialog painted on a 4× throttled CPU, visitor clicking as soon as the button shows (medians)",
      1 / 2,
      ratio(ours.throttled?.modalMs.median, smallest(atOnce.map((peer) => peer.throttled?.modalMs.median)))
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
      const format = (value: number): string => (entry.unit === "ms" ? `${value.toFixed(value < 10 ? 2 : 0)} ms` : fraction(value))
      const actual = entry.actual === undefined ? "no figure" : format(entry.actual)
      return `${verdict}  ${entry.name}: ${actual} (limit ${format(entry.limit)}; ${entry.measure})`
    })
    .join("\n")
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
const groupLine = (group: ChunkGroup): string => `${kib(group.sizes.brotli)} (${group.files.length} file${group.files.length === 1 ? "" : "s"})`

/** Per host page of ours: Effect in the initial chunk, the lazy core, each adapter's lazy chunks. */
export const renderChunks = (scenarios: ReadonlyArray<ScenarioResult>): ReadonlyArray<string> =>
  scenarios.flatMap((scenario) => {
    const chunks = scenario.chunks
    if (chunks === undefined) return []
    return [
      `  ${scenario.label.padEnd(12)} initial ${kib(scenario.sizes?.initial.brotli ?? 0)}; lazy core (first open) ${groupLine(chunks.lazyCore)}; Effect modules in initial: ${chunks.effectInInitial.length}${chunks.effectImporters.length === 0 ? "" : ` (imported by ${chunks.effectImporters.join(", ")})`}`,
      ...(chunks.adapters.length === 0
        ? [`  ${"".padEnd(12)} adapters: none configured`]
        : chunks.adapters.map((adapter) => `  ${"".padEnd(12)} ${adapter.name} adapter chunk ${groupLine(adapter.chunk)}, its chain reads ${groupLine(adapter.heavy)}`))
    ]
  })
