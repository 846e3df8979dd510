// From the probe's records to results.json's figures (bench/figures.ts): the times, the bytes fetched, and
// whether a modal showed at once.
import { describe, expect, it } from "vitest"
import type { OutputFile } from "../../bench/build.js"
import type { LoadResult } from "../../bench/browser.js"
import { fetchedBytes, loadTimes, statusOf, visitFigures } from "../../bench/figures.js"
import { type PageProbe, parseProbe } from "../../bench/probe.js"

const file = (path: string, min: number, brotli: number): OutputFile => ({ path, kind: "js", initial: false, inputs: [], min, gzip: brotli, brotli })
const files = [file("entry.js", 1000, 300), file("chunks/preview.js", 400, 100), file("chunks/core.js", 5000, 1500)]
const url = (path: string) => `http://127.0.0.1:4000/${path}`

const probe = (overrides: Partial<PageProbe>): PageProbe => ({
  button: 400,
  click: 420,
  dialogBox: 480,
  dialog: 500,
  dialogPainted: 520,
  jsAtDialog: [url("entry.js"), url("chunks/preview.js")],
  jsAfterClick: [],
  dialogMatch: "div[role=dialog]",
  rowClick: 600,
  rowAttempts: 1,
  walletRequest: 900,
  ...overrides
})

const load = (record: PageProbe | undefined, overrides: Partial<LoadResult> = {}): LoadResult => ({
  probe: record,
  clicks: 1,
  requestsBeforeClick: [],
  error: undefined,
  rowError: undefined,
  pageErrors: [],
  ...overrides
})

describe("one load's times", () => {
  it("takes the modal from the click, the wallet's request from the row click, and the paint from navigation", () => {
    expect(loadTimes(probe({}))).toEqual({ buttonMs: 400, dialogBoxMs: 60, dialogMs: 80, modalMs: 520, rowToRequestMs: 300, walletRequestMs: 900 })
  })

  it("has no figure for what did not happen", () => {
    expect(loadTimes(probe({ dialog: null, dialogPainted: null, walletRequest: null }))).toMatchObject({ dialogMs: undefined, modalMs: undefined, rowToRequestMs: undefined })
    expect(loadTimes(undefined)).toEqual({ buttonMs: undefined, dialogBoxMs: undefined, dialogMs: undefined, modalMs: undefined, rowToRequestMs: undefined, walletRequestMs: undefined })
  })
})

describe("the probe's record read from the page", () => {
  it("keeps what has the right type and drops the rest", () => {
    expect(parseProbe({ ...probe({}), click: "420", jsAtDialog: [url("entry.js"), 3] })).toMatchObject({ click: null, jsAtDialog: [url("entry.js")], button: 400 })
    expect(parseProbe(null)).toBeUndefined()
    expect(parseProbe({})).toMatchObject({ button: null, rowAttempts: 0, dialogMatch: null })
  })
})

describe("bytes fetched", () => {
  it("sums the build's files by path, each once; other URLs count nothing", () => {
    expect(fetchedBytes(files, [url("entry.js"), url("entry.js"), url("chunks/core.js"), "http://elsewhere/x.js"], "brotli")).toBe(1800)
    expect(fetchedBytes(files, [url("entry.js")], "min")).toBe(1000)
    expect(fetchedBytes(files, null, "min")).toBeUndefined()
  })
})

describe("a visitor's figures", () => {
  it("takes medians over the loads whose modal opened, and counts those shown at once (no JS arriving after the click)", () => {
    const figures = visitFigures(
      [
        load(probe({})),
        load(probe({ click: 400, dialog: 600, jsAfterClick: [url("chunks/core.js")], jsAtDialog: [url("entry.js"), url("chunks/core.js")] })),
        load(probe({ dialog: null, dialogPainted: null }), { error: "no dialog within 15 s" })
      ],
      files,
      false
    )
    expect(figures.loads).toBe(3)
    expect(figures.dialogMs).toEqual({ median: 140, samples: [80, 200] })
    expect(figures.jsAtModalBrotli).toEqual({ median: 1100, samples: [400, 1800] })
    expect(figures.shownAtOnce).toBe(1)
    expect(figures.jsFilesAfterClick.samples).toEqual([0, 1])
    expect(figures.status).toBe("ok 2/3; no dialog within 15 s")
    expect(figures.rowStatus).toBe("ok")
    expect(figures.rowClicks).toEqual({ median: 1, samples: [1, 1] })
  })

  it("reports a row click that reached no wallet, and a floor as a floor", () => {
    const figures = visitFigures([load(probe({ walletRequest: null }), { rowError: "no eth_requestAccounts within 15 s of the modal" })], files, false)
    expect(figures.rowToRequestMs.samples).toEqual([])
    expect(figures.rowStatus).toBe("failed (no eth_requestAccounts within 15 s of the modal)")
    expect(visitFigures([load(probe({ click: null, dialog: null, dialogPainted: null }))], files, true).status).toBe("(floor)")
  })

  it("lists the hosts the page tried to reach before the click", () => {
    const figures = visitFigures([load(probe({}), { requestsBeforeClick: ["GET https://api.example/x", "WS wss://relay.example/", "GET https://api.example/y"] })], files, false)
    expect(figures.hostsBeforeClick).toEqual(["api.example", "relay.example"])
    expect(figures.requestsBeforeClick).toEqual({ median: 3, samples: [3] })
  })
})

describe("status", () => {
  it("says ok, how many failed, or that all failed", () => {
    expect(statusOf([undefined, undefined])).toBe("ok")
    expect(statusOf(["no dialog within 15 s", "no dialog within 15 s"])).toBe("no dialog (within 15 s)")
    expect(statusOf(["click failed: x"])).toBe("failed (click failed: x)")
  })
})
