/** The shape of bench/results.json: every figure the table prints, plus the raw samples. */
import type { Sizes } from "./build.js"
import type { ChunkReport } from "./chunks.js"
import type { ScenarioKind } from "./scenarios.js"
import type { QrScenarioFigures } from "./walletconnect/qrSpeed.js"

export interface Summary {
  readonly median: number | undefined
  readonly samples: ReadonlyArray<number>
}

export interface BrowserFigures {
  /** Cold loads attempted. */
  readonly loads: number
  /** Navigation start → connect button visible, ms. */
  readonly buttonMs: Summary
  /** Click → dialog visible, ms (loads where the dialog opened). */
  readonly dialogMs: Summary
  /** JS fetched (sum of the files' minified bytes) by the time the dialog was visible. */
  readonly jsAtDialogMin: Summary
  /** The same files, brotli-compressed one by one. */
  readonly jsAtDialogBrotli: Summary
  /** Requests and WebSockets to anything but the page's own files, before the click. */
  readonly requestsBeforeClick: Summary
  /** Distinct hosts those requests went to (all blocked). */
  readonly hostsBeforeClick: ReadonlyArray<string>
  /** "ok", or "no dialog (why)" / "no button (why)" when some load failed. */
  readonly status: string
  /** What matched as the dialog ("div[role=dialog]", "wui-card[role=alertdialog]"). */
  readonly dialogMatch: string | undefined
  readonly pageErrors: ReadonlyArray<string>
}

/** Loads on a throttled CPU by a visitor who clicks the moment the button shows. */
export interface ThrottledFigures {
  readonly loads: number
  /** Navigation start → connect button visible, ms. */
  readonly buttonMs: Summary
  /** Navigation start → dialog painted, ms (loads where it opened). */
  readonly modalMs: Summary
  /** Clicks made until the dialog was painted (one, unless nothing showed for retryMs). */
  readonly clicks: Summary
  /** JS fetched by the time the dialog was painted: minified bytes, and brotli file by file. */
  readonly jsAtModalMin: Summary
  readonly jsAtModalBrotli: Summary
  readonly status: string
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
  readonly browser: BrowserFigures | undefined
  /** The 4× CPU, click-at-once loads (pages with a dialog). */
  readonly throttled: ThrottledFigures | undefined
  /** Our host pages: Effect in the initial chunk, the lazy core, each adapter's lazy chunks. */
  readonly chunks: ChunkReport | undefined
  /** Why the scenario has no figures (install or build failed). */
  readonly error: string | undefined
}

export interface Budget {
  readonly name: string
  /** What is compared, in words ("ours / AppKit initial JS brotli"). */
  readonly measure: string
  readonly limit: number
  readonly actual: number | undefined
  readonly pass: boolean | undefined
  /** "ms" for an absolute time limit; a ratio or a count otherwise. */
  readonly unit?: "ms"
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
    /** CPU throttling rate of the click-at-once loads (0 when they were skipped). */
    readonly cpuThrottle: number
    /** How long the click-at-once visitor waits for a dialog before clicking again. */
    readonly retryMs: number
    readonly esbuild: string
  }
  readonly durationsSeconds: Readonly<Record<string, number>>
  readonly scenarios: ReadonlyArray<ScenarioResult>
  /** ours / peer for each peer and floor, by metric. */
  readonly ratios: Readonly<Record<string, Readonly<Record<string, number | undefined>>>>
  readonly budgets: ReadonlyArray<Budget>
  /** isEmail checking every hostile input once (bench/validators.ts), ms per round. */
  readonly hostileEmailMs: Summary
  /** The WalletConnect QR against the offline stack's relay, per visitor (undefined when not run). */
  readonly walletconnectQr: ReadonlyArray<QrScenarioFigures> | undefined
}
