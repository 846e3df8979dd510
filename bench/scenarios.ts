/** The scenarios `npm run bench` builds, measures and compares. */
import { join } from "node:path"
import { benchDir, projectRoot } from "./paths.js"
import type { VisitorName } from "./results.js"

/**
 * "ours": a React host page of ours, compared with the peers (ratios, budgets); a "variant" is another host
 * page of ours shown beside them (vanilla). Ours and variants are built from the packed tarball.
 */
export type ScenarioKind = "ours" | "variant" | "peer" | "floor"

/** How the browser part finds the button and what a click must open. */
export interface BrowserTarget {
  /**
   * The connect button as a chain of CSS selectors, each matched in the document or the previous
   * match's subtree, through open shadow roots (AppKit's button is several shadow roots deep).
   */
  readonly button: ReadonlyArray<string>
  /**
   * Whether to click the button and wait for the modal (the floors have none). For every library the modal
   * counts as visible once a dialog has a box and lists the bench wallet as a button with a box (probe.ts).
   */
  readonly dialog: boolean
}

export interface Scenario {
  readonly name: string
  readonly label: string
  readonly kind: ScenarioKind
  /** Absolute path of the entry file. */
  readonly entry: string
  /** The folder whose package.json and package-lock.json describe what a host installs. */
  readonly packageDir: string
  /** Root packages a host installs for this scenario (counted with everything they pull in). */
  readonly rootPackages: "manifest" | "walletport" | ReadonlyArray<string>
  /** Packages counted on top of the lockfile closure (ours: walletport itself). */
  readonly extraPackages: number
  /** Installed by the bench into `packageDir` (the peers). */
  readonly installs: boolean
  readonly browser: BrowserTarget | undefined
  /**
   * The visitors who load the page (browser.ts, run.ts): every page with a button the settled one; the pages
   * with a dialog the 4× one; ours and the peers the latency one; our React pages the returning one.
   */
  readonly visitors: ReadonlyArray<VisitorName>
}

/** Our pages (ours and variants): built from the packed tarball in the bench, from the sources by `npm run size`. */
export const isOurs = (scenario: Pick<Scenario, "kind">): boolean => scenario.kind === "ours" || scenario.kind === "variant"

export const scenarios = (): ReadonlyArray<Scenario> => {
  const bench = benchDir()
  const root = projectRoot()
  const peer = (name: string, label: string, button: ReadonlyArray<string>): Scenario => ({
    name,
    label,
    kind: "peer",
    entry: join(bench, "peers", name, "entry.tsx"),
    packageDir: join(bench, "peers", name),
    rootPackages: "manifest",
    extraPackages: 0,
    installs: true,
    browser: { button, dialog: true },
    visitors: ["settled", "atOnce", "latency"]
  })
  const ours = (name: string, label: string, kind: "ours" | "variant", entry: string): Scenario => ({
    name,
    label,
    kind,
    entry: join(bench, "scenarios", name, entry),
    packageDir: root,
    // A host installs walletport, its dependencies and its React peers (React stays a peer for a vanilla host).
    rootPackages: "walletport",
    extraPackages: 1,
    installs: false,
    browser: { button: ["[data-testid=connect-button]"], dialog: true },
    visitors: kind === "ours" ? ["settled", "atOnce", "latency", "returning"] : ["settled", "atOnce"]
  })
  return [
    // EVM networks, the EVM and Solana adapters (the page of the earlier runs).
    ours("walletport", "walletport", "ours", "entry.tsx"),
    // Every adapter (EVM, Solana, WalletConnect), three networks: the page most visitors meet.
    ours("walletport-all", "wp all", "ours", "entry.tsx"),
    ours("walletport-vanilla", "wp vanilla", "variant", "entry.ts"),
    peer("appkit", "AppKit", ["appkit-button", "button"]),
    peer("rainbowkit", "RainbowKit", ["[data-testid=rk-connect-button]"]),
    peer("connectkit", "ConnectKit", ["button"]),
    {
      name: "react-floor",
      label: "React floor",
      kind: "floor",
      entry: join(bench, "scenarios", "react-floor", "entry.tsx"),
      packageDir: root,
      rootPackages: ["react", "react-dom"],
      extraPackages: 0,
      installs: false,
      browser: { button: ["[data-testid=floor-button]"], dialog: false },
      visitors: ["settled"]
    },
    {
      name: "effect-floor",
      label: "Effect floor",
      kind: "floor",
      entry: join(bench, "scenarios", "effect-floor", "entry.ts"),
      packageDir: root,
      rootPackages: ["effect", "@effect/platform"],
      extraPackages: 0,
      installs: false,
      browser: undefined,
      visitors: []
    }
  ]
}
