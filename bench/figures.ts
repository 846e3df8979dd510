/** One visitor's loads of one page, as the figures of results.json (pure: no browser, no files). */
import type { OutputFile } from "./build.js"
import type { LoadResult } from "./browser.js"
import type { PageProbe } from "./probe.js"
import type { Summary, VisitFigures } from "./results.js"
import { median } from "./stats.js"

/** Medians over the samples that exist, each rounded to 0.1. */
export const summary = (values: ReadonlyArray<number | undefined>): Summary => {
  const samples = values.filter((value): value is number => value !== undefined).map((value) => Math.round(value * 10) / 10)
  return { median: median(samples), samples }
}

/** `to - from` on the page's clock, when both happened. */
const between = (from: number | null | undefined, to: number | null | undefined): number | undefined =>
  from === null || from === undefined || to === null || to === undefined ? undefined : to - from

/** The figures of one load, from the probe's record. */
export const loadTimes = (probe: PageProbe | undefined) => ({
  buttonMs: probe?.button ?? undefined,
  dialogBoxMs: between(probe?.click, probe?.dialogBox),
  dialogMs: between(probe?.click, probe?.dialog),
  modalMs: probe?.dialogPainted ?? undefined,
  rowToRequestMs: between(probe?.rowClick, probe?.walletRequest),
  walletRequestMs: probe?.walletRequest ?? undefined
})

/** A URL's path ("http://127.0.0.1:4000/chunks/a.js" → "/chunks/a.js"); the string itself when it is no URL. */
const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

/** Sums the sizes of the build's files among `urls` (each counted once; other URLs count 0). */
export const fetchedBytes = (files: ReadonlyArray<OutputFile>, urls: ReadonlyArray<string> | null | undefined, field: "min" | "brotli"): number | undefined => {
  if (urls === null || urls === undefined) return undefined
  const byPath = new Map(files.map((file) => [`/${file.path}`, file]))
  return [...new Set(urls.map(pathOf))].reduce((sum, path) => sum + (byPath.get(path)?.[field] ?? 0), 0)
}

/** "ok", or what went wrong in how many of the loads. */
export const statusOf = (errors: ReadonlyArray<string | undefined>): string => {
  const failures = errors.filter((error): error is string => error !== undefined)
  const first = failures[0]
  if (first === undefined) return "ok"
  if (failures.length === errors.length) return first.startsWith("no dialog") ? `no dialog (${first.slice("no dialog ".length)})` : `failed (${first})`
  return `ok ${errors.length - failures.length}/${errors.length}; ${first}`
}

/** The hosts of "METHOD url" / "WS url" lines. */
const hostsOf = (requests: ReadonlyArray<string>): ReadonlyArray<string> => {
  const hosts = new Set<string>()
  for (const request of requests) {
    const url = request.slice(request.indexOf(" ") + 1)
    try {
      hosts.add(new URL(url).host)
    } catch {
      hosts.add(url)
    }
  }
  return [...hosts].sort()
}

/** One visitor's loads of one page. `floor`: a page without a dialog (its status reads "(floor)"). */
export const visitFigures = (results: ReadonlyArray<LoadResult>, files: ReadonlyArray<OutputFile>, floor: boolean): VisitFigures => {
  const times = results.map((result) => ({ result, ...loadTimes(result.probe) }))
  const opened = times.filter((load) => load.modalMs !== undefined)
  const status = statusOf(results.map((result) => result.error))
  return {
    loads: results.length,
    buttonMs: summary(times.map((load) => load.buttonMs)),
    dialogBoxMs: summary(opened.map((load) => load.dialogBoxMs)),
    dialogMs: summary(opened.map((load) => load.dialogMs)),
    modalMs: summary(opened.map((load) => load.modalMs)),
    clicks: summary(opened.map((load) => load.result.clicks)),
    jsAtModalMin: summary(opened.map((load) => fetchedBytes(files, load.result.probe?.jsAtDialog, "min"))),
    jsAtModalBrotli: summary(opened.map((load) => fetchedBytes(files, load.result.probe?.jsAtDialog, "brotli"))),
    jsFilesAfterClick: summary(opened.map((load) => load.result.probe?.jsAfterClick?.length)),
    shownAtOnce: opened.filter((load) => load.result.probe?.jsAfterClick?.length === 0).length,
    rowToRequestMs: summary(opened.map((load) => load.rowToRequestMs)),
    rowClicks: summary(opened.map((load) => load.result.probe?.rowAttempts)),
    walletRequestMs: summary(opened.map((load) => load.walletRequestMs)),
    requestsBeforeClick: summary(times.filter((load) => load.buttonMs !== undefined).map((load) => load.result.requestsBeforeClick.length)),
    hostsBeforeClick: hostsOf(results.flatMap((result) => result.requestsBeforeClick)),
    status: floor && status === "ok" ? "(floor)" : status,
    rowStatus: floor ? "–" : statusOf(opened.map((load) => load.result.rowError)),
    dialogMatch: opened[0]?.result.probe?.dialogMatch ?? undefined,
    pageErrors: [...new Set(results.flatMap((result) => result.pageErrors))].slice(0, 10)
  }
}
