/** The shape of bench/results.json: every figure the table prints, plus the raw samples. */
import type { Sizes } from "./build.js"
import type { ChunkReport } from "./chunks.js"
import type { ScenarioKind } from "./scenarios.js"
import type { QrScenarioFigures } from "./walletconnect/qrSpeed.js"

export interface Summary {
  readonly median: number | undefined
  readonly samples: ReadonlyArray<number>
}

/** The visitors of the browser part (browser.ts `Visitor`), by their key in `visits`. */
export type VisitorName = "settled" | "atOnce" | "latency" | "returning"

/** The visitors, in the order they run and print. */
export const VISITORS: ReadonlyArray<VisitorName> = ["settled", "atOnce", "latency", "returning"]

/** One visitor's loads of one page: medians and samples (ms on the page's clock; bytes; counts). */
export interface VisitFigures {
  /** Cold loads attempted. */
  readonly loads: number
  /** Navigation start → connect button visible. */
  readonly buttonMs: Summary
  /** Click → a dialog has a box (whatever it shows). */
  readonly dialogBoxMs: Summary
  /** Click → modal visible: a dialog with a box lists the bench wallet as a button with a box. */
  readonly dialogMs: Summary
  /** Navigation start → the modal's frame painted. */
  readonly modalMs: Summary
  /** Clicks on the connect button until the modal was painted (one, unless nothing showed for retryMs). */
  readonly clicks: Summary
  /** JS fetched by the time the modal was painted: minified bytes, and brotli file by file. */
  readonly jsAtModalMin: Summary
  readonly jsAtModalBrotli: Summary
  /** JS files that arrived after the click and before the modal was painted. */
  readonly jsFilesAfterClick: Summary
  /** Loads whose modal needed no JS arriving after the click: it showed at once, from code already there. */
  readonly shownAtOnce: number
  /** Click on the bench wallet's row in the modal → the wallet receives eth_requestAccounts (from the first click that landed). */
  readonly rowToRequestMs: Summary
  /** Row clicks asked for (more than one: a click missed the row, or landed and brought no request within 5 s). */
  readonly rowClicks: Summary
  /** Navigation start → the wallet receives eth_requestAccounts. */
  readonly walletRequestMs: Summary
  /** Requests and WebSockets to anything but the page's own files, before the click. */
  readonly requestsBeforeClick: Summary
  /** Distinct hosts those requests went to (all blocked). */
  readonly hostsBeforeClick: ReadonlyArray<string>
  /** "ok", "(floor)", or what went wrong in how many loads. */
  readonly status: string
  /** Loads whose row click reached no wallet request, and the first reason. */
  readonly rowStatus: string
  /** What matched as the dialog ("div[role=dialog]", "wui-card[role=alertdialog]"). */
  readonly dialogMatch: string | undefined
  readonly pageErrors: ReadonlyArray<string>
}

export interface ScenarioResult {
  readonly name: string
  readonly label: string
  readonly kind: ScenarioKind
  /** Versions of the key packages actually built. */
  readonly versions: Readonly<Record<string, string>>
  readonly packages: { readonly count: number; readonly distinct: number } | undefined
  readonly sizes:
    | {
      readonly initial: Sizes
      readonly lazy: Sizes
      readonly total: Sizes
      readonly css: Sizes
      readonly assets: Sizes
      readonly jsFiles: number
      readonly initialJsFiles: number
    }
    | undefined
  /** The browser part, per visitor that loaded this page. */
  readonly visits: Partial<Readonly<Record<VisitorName, VisitFigures>>>
  /**
   * Our pages: built from the packed tarball (`sizes` above); here the same page built from the sources as
   * `npm run size` builds it, for the chunk report and to show that both builds agree.
   */
  readonly fromSources: { readonly initial: Sizes; readonly lazy: Sizes } | undefined
  /** Our host pages (from the sources' build): Effect in the initial chunk, the lazy core, each adapter's lazy chunks. */
  readonly chunks: ChunkReport | undefined
  /** Why the scenario has no figures (install or build failed). */
  readonly error: string | undefined
}

export interface Budget {
  /** Our page the goal is checked on (a scenario name), when it is about one. */
  readonly page?: string
  readonly name: string
  /** What is compared, in words ("ours / AppKit initial JS brotli"). */
  readonly measure: string
  readonly limit: number
  readonly actual: number | undefined
  readonly pass: boolean | undefined
  /** "ms" for an absolute time limit, "bytes" for a size; a ratio or a count otherwise. */
  readonly unit?: "ms" | "bytes"
}

export interface Results {
  readonly generatedAt: string
  readonly machine: {
    readonly cpus: number
    readonly cpuModel: string
    readonly memoryGiB: number
    readonly node: string
    readonly chromium: string | undefined
  }
  readonly settings: {
    readonly loadsPerScenario: number
    readonly settleMs: number
    readonly timeoutMs: number
    /** CPU throttling rate of the 4× click-at-once and returning loads (0 when they were skipped). */
    readonly cpuThrottle: number
    /** Round trip added to every request in the latency loads, ms (0 when they were skipped). */
    readonly latencyMs: number
    /** How long the click-at-once visitor waits for a dialog before clicking again. */
    readonly retryMs: number
    readonly esbuild: string
    /** The tarball our pages were built from (`npm pack` of this tree), or why there was none. */
    readonly tarball: string
  }
  readonly durationsSeconds: Readonly<Record<string, number>>
  readonly scenarios: ReadonlyArray<ScenarioResult>
  /** Per page of ours (kind "ours"): ours / that scenario, for each peer and floor, by metric key (report.ts METRICS). */
  readonly ratios: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, number | undefined>>>>>>
  /** Per page of ours: ours / the best peer's figure (smallest), by metric key. */
  readonly ratiosToBestPeer: Readonly<Record<string, Readonly<Record<string, number | undefined>>>>
  readonly budgets: ReadonlyArray<Budget>
  /** isEmail checking every hostile input once (bench/validators.ts), ms per round. */
  readonly hostileEmailMs: Summary
  /** The WalletConnect QR against the offline stack's relay, per visitor (undefined when not run). */
  readonly walletconnectQr: ReadonlyArray<QrScenarioFigures> | undefined
}
