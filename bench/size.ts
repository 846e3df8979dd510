/**
 * The deterministic size check of our own host page (no peers, no timing), shared by
 * test/bench/size.test.ts (in `npm test`) and `npm run size` (prints it; `--update` rewrites the budget).
 */
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { buildScenario, type Sizes } from "./build.js"
import { benchDir, benchOutDir, projectRoot } from "./paths.js"

/**
 * UI files allowed in the initial chunks: the button and what themes it (it follows the host's accent
 * with a readable text colour, and hides its balance on small screens). The modal UI loads through import().
 */
export const INITIAL_UI_ALLOWED: ReadonlyArray<string> = [
  "ui/ConnectButton.tsx",
  "ui/components/ConnectButtonView.tsx",
  "ui/components/useMediaQuery.ts",
  "ui/theme/buttonTheme.ts",
  "ui/theme/color.ts",
  "ui/theme/tokens.ts"
]

export const budgetFile = (): string => join(benchDir(), "size-budget.json")

export interface SizeBudget {
  readonly note?: string
  /** The check: the host page's initial JS (entry + static imports), minified + brotli q11, per file, summed. */
  readonly initialBrotliMaxBytes: number
  /** What was measured when the budget was last set (the budget is that plus ~5% headroom). */
  readonly measured: {
    readonly at: string
    readonly initial: Sizes
    readonly lazy: Sizes
  }
}

export interface HostPageSize {
  readonly initial: Sizes
  readonly lazy: Sizes
  /** Source files under ui/ in the initial chunks, beyond the button. */
  readonly uiInInitial: ReadonlyArray<string>
  readonly initialInputs: ReadonlyArray<string>
}

/** Builds bench/scenarios/walletport (in memory) and measures it. */
export const measureHostPage = async (): Promise<HostPageSize> => {
  const root = projectRoot()
  const build = await buildScenario({
    entry: join(benchDir(), "scenarios", "walletport", "entry.tsx"),
    outdir: join(benchOutDir(), "size-check"),
    root,
    write: false
  })
  return {
    initial: build.initial,
    lazy: build.lazy,
    uiInInitial: build.initialInputs.filter((input) => input.startsWith("ui/") && !INITIAL_UI_ALLOWED.includes(input)),
    initialInputs: build.initialInputs
  }
}

const isSizes = (value: unknown): value is Sizes =>
  typeof value === "object" && value !== null && "min" in value && "gzip" in value && "brotli" in value &&
  typeof value.min === "number" && typeof value.gzip === "number" && typeof value.brotli === "number"

export const readBudget = async (): Promise<SizeBudget> => {
  const parsed: unknown = JSON.parse(await readFile(budgetFile(), "utf8"))
  if (
    typeof parsed !== "object" || parsed === null || !("initialBrotliMaxBytes" in parsed) ||
    typeof parsed.initialBrotliMaxBytes !== "number" || !("measured" in parsed) || typeof parsed.measured !== "object" ||
    parsed.measured === null || !("at" in parsed.measured) || typeof parsed.measured.at !== "string" ||
    !("initial" in parsed.measured) || !isSizes(parsed.measured.initial) || !("lazy" in parsed.measured) || !isSizes(parsed.measured.lazy)
  ) throw new Error(`${budgetFile()}: expected { initialBrotliMaxBytes: number, measured: { at, initial, lazy } }`)
  return {
    initialBrotliMaxBytes: parsed.initialBrotliMaxBytes,
    measured: { at: parsed.measured.at, initial: parsed.measured.initial, lazy: parsed.measured.lazy }
  }
}

/** The budget for a measurement: +5% headroom, rounded up to 100 bytes. */
export const budgetFor = (size: HostPageSize): SizeBudget => ({
  note: "Checked by test/bench/size.test.ts (npm test): the host page's initial JS, brotli, must stay within initialBrotliMaxBytes. Reset to the current size + ~5% with `npm run size -- --update`.",
  initialBrotliMaxBytes: Math.ceil((size.initial.brotli * 1.05) / 100) * 100,
  measured: { at: new Date().toISOString().slice(0, 10), initial: size.initial, lazy: size.lazy }
})

export const writeBudget = async (budget: SizeBudget): Promise<void> => {
  await writeFile(budgetFile(), `${JSON.stringify(budget, null, 2)}\n`)
}

export const describeSize = (size: HostPageSize): string =>
  `initial JS ${size.initial.min} B min, ${size.initial.gzip} B gzip, ${size.initial.brotli} B brotli; lazy JS ${size.lazy.min} B min, ${size.lazy.brotli} B brotli`
