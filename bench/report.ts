/** The printed table, the ratios ours / peer and the budgets (goals, printed as pass/fail). */
import type { ChunkGroup } from "./chunks.js"
import { type Budget, type ScenarioResult, type VisitFigures, type VisitorName, VISITORS } from "./results.js"
import { ratio } from "./stats.js"

interface Metric {
  readonly key: string
  readonly label: string
  readonly unit: "bytes" | "ms" | "count"
  readonly get: (scenario: ScenarioResult) => number | undefined
  /** Smaller is better, so ours / the best peer's means something (false for "loads shown at once"). */
  readonly ratio: boolean
}

const sizes = (label: string, key: "initial" | "lazy" | "total" | "css"): ReadonlyArray<Metric> =>
  (["min", "gzip", "brotli"] as const).map((field) => ({
    key: `${key}.${field}`,
    label: `${label} ${field === "brotli" ? "br" : field}`,
    unit: "bytes",
    get: (s) => s.sizes?.[key][field],
    ratio: true
  }))

/** The visitors' labels in the table (prefixes of their rows). */
export const VISITOR_LABELS: Readonly<Record<VisitorName, string>> = {
  settled: "settled",
  atOnce: "4× CPU at once",
  latency: "latency at once",
  returning: "returning 4× at once"
}

type VisitField = { [K in keyof VisitFigures]: VisitFigures[K] extends { readonly median: number | undefined } ? K : never }[keyof VisitFigures]

const visitMetric = (visitor: VisitorName, field: VisitField, label: string, unit: Metric["unit"]): Metric => ({
  key: `${visitor}.${field}`,
  label: `${VISITOR_LABELS[visitor]}: ${label}`,
  unit,
  get: (s) => s.visits[visitor]?.[field].median,
  ratio: true
})

export const METRICS: ReadonlyArray<Metric> = [
  { key: "packages", label: "npm packages installed", unit: "count", get: (s) => s.packages?.count, ratio: true },
  ...sizes("initial JS", "initial"),
  ...sizes("lazy JS", "lazy"),
  ...sizes("total JS", "total"),
  { key: "css.brotli", label: "CSS files br", unit: "bytes", get: (s) => s.sizes?.css.brotli, ratio: true },
  visitMetric("settled", "buttonMs", "nav → button", "ms"),
  visitMetric("settled", "dialogBoxMs", "click → dialog has a box", "ms"),
  visitMetric("settled", "dialogMs", "click → modal visible", "ms"),
  visitMetric("settled", "jsAtModalMin", "JS until modal min", "bytes"),
  visitMetric("settled", "jsAtModalBrotli", "JS until modal br", "bytes"),
  visitMetric("settled", "requestsBeforeClick", "requests before click", "count"),
  visitMetric("settled", "rowToRequestMs", "row → eth_requestAccounts", "ms"),
  visitMetric("atOnce", "buttonMs", "nav → button", "ms"),
  visitMetric("atOnce", "modalMs", "nav → modal", "ms"),
  visitMetric("atOnce", "dialogMs", "click → modal visible", "ms"),
  visitMetric("atOnce", "jsAtModalMin", "JS until modal min", "bytes"),
  visitMetric("atOnce", "jsAtModalBrotli", "JS until modal br", "bytes"),
  visitMetric("atOnce", "clicks", "clicks until modal", "count"),
  visitMetric("atOnce", "rowToRequestMs", "row → eth_requestAccounts", "ms"),
  visitMetric("atOnce", "rowClicks", "row clicks until request", "count"),
  visitMetric("latency", "buttonMs", "nav → button", "ms"),
  visitMetric("latency", "modalMs", "nav → modal", "ms"),
  visitMetric("latency", "dialogMs", "click → modal visible", "ms"),
  visitMetric("latency", "jsAtModalBrotli", "JS until modal br", "bytes"),
  visitMetric("latency", "rowToRequestMs", "row → eth_requestAccounts", "ms"),
  visitMetric("returning", "modalMs", "nav → modal", "ms"),
  visitMetric("returning", "dialogMs", "click → modal visible", "ms"),
  { key: "returning.shownAtOnce", label: `${VISITOR_LABELS.returning}: loads shown at once`, unit: "count", get: (s) => s.visits.returning?.shownAtOnce, ratio: false }
]

const formatValue = (value: number | undefined, unit: Metric["unit"]): string => {
  if (value === undefined) return "–"
  switch (unit) {
    case "bytes":
      return value === 0 ? "0" : `${(value / 1024).toFixed(1)} KiB`
    case "ms":
      return `${value.toFixed(value < 100 ? 1 : 0)} ms`
    case "count":
      return Number.isInteger(value) ? String(value) : value.toFixed(1)
  }
}

const formatRatio = (value: number | undefined): string => (value === undefined ? "–" : value.toFixed(2))

/** The smallest of the figures that exist (the fastest, smallest peer), or undefined. */
export const smallest = (values: ReadonlyArray<number | undefined>): number | undefined => {
  const present = values.filter((value): value is number => value !== undefined)
  return present.length === 0 ? undefined : Math.min(...present)
}

/** The best peer's figure for a metric: the smallest. */
const bestPeer = (metric: Metric, peers: ReadonlyArray<ScenarioResult>): number | undefined => smallest(peers.map(metric.get))

/** Per page of ours: ours / that scenario, for every other scenario but our variants, by metric. */
export const computeRatios = (
  ours: ReadonlyArray<ScenarioResult>,
  others: ReadonlyArray<ScenarioResult>
): Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, number | undefined>>>>>> =>
  Object.fromEntries(
    ours.map((page) => [
      page.name,
      Object.fromEntries(
        others.filter((other) => other.kind === "peer" || other.kind === "floor").map((other) => [
          other.name,
          Object.fromEntries(METRICS.filter((metric) => metric.ratio).map((metric) => [metric.key, ratio(metric.get(page), metric.get(other))]))
        ])
      )
    ])
  )

/** Per page of ours: ours / the best peer's figure, by metric. */
export const computeRatiosToBestPeer = (
  ours: ReadonlyArray<ScenarioResult>,
  peers: ReadonlyArray<ScenarioResult>
): Readonly<Record<string, Readonly<Record<string, number | undefined>>>> =>
  Object.fromEntries(
    ours.map((page) => [page.name, Object.fromEntries(METRICS.filter((metric) => metric.ratio).map((metric) => [metric.key, ratio(metric.get(page), bestPeer(metric, peers))]))])
  )

const pad = (text: string, width: number, align: "left" | "right"): string => (align === "left" ? text.padEnd(width) : text.padStart(width))

/** A status in a table cell: its start (results.json keeps it whole). */
const cell = (text: string): string => (text.length <= 24 ? text : `${text.slice(0, 23)}…`)

const statusOf = (scenario: ScenarioResult, visitor: VisitorName): string =>
  cell(scenario.error === undefined ? scenario.visits[visitor]?.status ?? "–" : `error: ${scenario.error}`)

/**
 * The side-by-side table: one row per metric (rows no scenario has are left out); a column per scenario,
 * then the best peer's figure and, for each page of ours, ours / best peer (< 1: better than every peer).
 */
export const renderTable = (scenarios: ReadonlyArray<ScenarioResult>): string => {
  const ours = scenarios.filter((scenario) => scenario.kind === "ours")
  const peers = scenarios.filter((scenario) => scenario.kind === "peer")
  const header = ["metric (medians)", ...scenarios.map((scenario) => scenario.label), "best peer", ...ours.map((page) => `${page.label}/best`)]
  const metrics = METRICS.filter((metric) => scenarios.some((scenario) => metric.get(scenario) !== undefined))
  const rows = metrics.map((metric) => {
    const best = bestPeer(metric, peers)
    return [
      metric.label,
      ...scenarios.map((scenario) => formatValue(metric.get(scenario), metric.unit)),
      formatValue(best, metric.unit),
      ...ours.map((page) => (metric.ratio ? formatRatio(ratio(metric.get(page), best)) : ""))
    ]
  })
  const visitors = VISITORS.filter((visitor) => scenarios.some((scenario) => scenario.visits[visitor] !== undefined))
  const statuses = visitors.flatMap((visitor) => [
    [`${VISITOR_LABELS[visitor]}: modal`, ...scenarios.map((scenario) => statusOf(scenario, visitor))],
    [`${VISITOR_LABELS[visitor]}: wallet request`, ...scenarios.map((scenario) => cell(scenario.visits[visitor]?.rowStatus ?? "–"))]
  ])
  const all = [header, ...rows, ...statuses]
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length)))
  const line = (row: ReadonlyArray<string>): string =>
    row.map((cell, column) => pad(cell, widths[column] ?? 0, column === 0 ? "left" : "right")).join("  ").trimEnd()
  const rule = widths.map((width) => "─".repeat(width)).join("  ")
  return [line(header), rule, ...rows.map(line), rule, ...statuses.map(line)].join("\n")
}

const budget = (page: ScenarioResult, name: string, measure: string, limit: number, actual: number | undefined, unit?: Budget["unit"]): Budget => ({
  page: page.name,
  name: `${page.label}: ${name}`,
  measure,
  limit,
  actual,
  pass: actual === undefined ? undefined : actual <= limit,
  ...(unit === undefined ? {} : { unit })
})

/** What a React page of ours may add to React's own initial JS (issue 22). */
export const INITIAL_OVER_REACT_MAX_BYTES = 8 * 1024

/**
 * The issue's goals, for each React page of ours against the peers measured in the same run (medians):
 * ratios to the fastest or smallest peer, and the initial JS against the React floor.
 */
export const computeBudgets = (
  ours: ReadonlyArray<ScenarioResult>,
  peers: ReadonlyArray<ScenarioResult>,
  reactFloor: ScenarioResult | undefined
): ReadonlyArray<Budget> =>
  ours.flatMap((page) => {
    const toBest = (get: (scenario: ScenarioResult) => number | undefined): number | undefined => ratio(get(page), smallest(peers.map(get)))
    const visit = (visitor: VisitorName) => (scenario: ScenarioResult) => scenario.visits[visitor]
    const settled = visit("settled")
    const atOnce = visit("atOnce")
    const floorInitial = reactFloor?.sizes?.initial.brotli
    const initial = page.sizes?.initial.brotli
    const requests = settled(page)?.requestsBeforeClick.samples
    return [
      budget(page, "click → modal visible ≤ ⅓ of the fastest peer's (settled)", "ours / min(peers), click → a dialog with a box lists the bench wallet, clicking 2 s after load", 1 / 3, toBest((s) => settled(s)?.dialogMs.median)),
      budget(page, "click → modal visible ≤ ⅓ of the fastest peer's (4× CPU, click at once)", "ours / min(peers), click → modal visible, clicking the moment the button shows", 1 / 3, toBest((s) => atOnce(s)?.dialogMs.median)),
      budget(page, "navigation → modal ≤ ½ of the fastest peer's (4× CPU, click at once)", "ours / min(peers), navigation start → the modal's frame painted", 1 / 2, toBest((s) => atOnce(s)?.modalMs.median)),
      budget(page, "JS fetched until the modal is visible ≤ ¼ of the smallest peer's (settled)", "ours / min(peers), brotli bytes of the JS fetched from navigation to the modal painted", 1 / 4, toBest((s) => settled(s)?.jsAtModalBrotli.median)),
      budget(page, "JS fetched until the modal is visible ≤ ¼ of the smallest peer's (4× CPU, click at once)", "ours / min(peers), brotli bytes of the JS fetched from navigation to the modal painted", 1 / 4, toBest((s) => atOnce(s)?.jsAtModalBrotli.median)),
      budget(
        page,
        "initial JS ≤ React floor + 8 KiB (brotli)",
        "ours − React floor, initial JS brotli (entry + static imports, per file)",
        INITIAL_OVER_REACT_MAX_BYTES,
        initial === undefined || floorInitial === undefined ? undefined : initial - floorInitial,
        "bytes"
      ),
      budget(page, "zero requests before the first click", "most requests before the click in any settled load", 0, requests === undefined || requests.length === 0 ? undefined : Math.max(...requests))
    ]
  })

export const renderBudgets = (budgets: ReadonlyArray<Budget>): string => {
  const fraction = (value: number): string => (value === 0 ? "0" : value.toFixed(3))
  return budgets
    .map((entry) => {
      const verdict = entry.pass === undefined ? "n/a " : entry.pass ? "PASS" : "FAIL"
      const format = (value: number): string =>
        entry.unit === "ms" ? `${value.toFixed(value < 10 ? 2 : 0)} ms` : entry.unit === "bytes" ? `${(value / 1024).toFixed(2)} KiB` : fraction(value)
      const actual = entry.actual === undefined ? "no figure" : format(entry.actual)
      return `${verdict}  ${entry.name}: ${actual} (limit ${format(entry.limit)}; ${entry.measure})`
    })
    .join("\n")
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
const groupLine = (group: ChunkGroup): string => `${kib(group.sizes.brotli)} (${group.files.length} file${group.files.length === 1 ? "" : "s"})`

/** Per host page of ours: Effect in the initial chunk, the lazy core, each adapter's lazy chunks (from the sources' build). */
export const renderChunks = (scenarios: ReadonlyArray<ScenarioResult>): ReadonlyArray<string> =>
  scenarios.flatMap((scenario) => {
    const chunks = scenario.chunks
    if (chunks === undefined) return []
    const sources = scenario.fromSources
    return [
      `  ${scenario.label.padEnd(12)} initial ${kib(scenario.sizes?.initial.brotli ?? 0)} from the tarball${sources === undefined ? "" : `, ${kib(sources.initial.brotli)} from the sources (npm run size)`}; lazy core (first open) ${groupLine(chunks.lazyCore)}; preview ${groupLine(chunks.preview)}; Effect modules in initial: ${chunks.effectInInitial.length}${chunks.effectImporters.length === 0 ? "" : ` (imported by ${chunks.effectImporters.join(", ")})`}`,
      ...(chunks.adapters.length === 0
        ? [`  ${"".padEnd(12)} adapters: none configured`]
        : chunks.adapters.map((adapter) => `  ${"".padEnd(12)} ${adapter.name} adapter chunk ${groupLine(adapter.chunk)}, its chain reads ${groupLine(adapter.heavy)}`))
    ]
  })
