/** The scenarios `npm run bench` builds, measures and compares. */
import { join } from "node:path"
import type { Plugin } from "esbuild"
import { packagePlugins } from "../scripts/packagePlugins.mjs"
import { benchDir, projectRoot } from "./paths.js"

/** "ours" is the React host every ratio is taken from; a "variant" is another host page of ours (vanilla). */
export type ScenarioKind = "ours" | "variant" | "peer" | "floor"

/** How the browser part finds the button and what a click must open. */
export interface BrowserTarget {
  /**
   * The connect button as a chain of CSS selectors, each matched in the document or the previous
   * match's subtree, through open shadow roots (AppKit's button is several shadow roots deep).
   */
  readonly button: ReadonlyArray<string>
  /** Whether to click the button and wait for a dialog (the floors have no dialog). */
  readonly dialog: boolean
  /**
   * Ours: the dialog counts as visible only once it lists the page's browser wallet (BENCH_WALLET_NAME,
   * announced by the probe) as a button, i.e. a Connect view the visitor can use. The peers' lists are
   * static (their wallet buttons are in their first render), so the dialog alone is their condition.
   */
  readonly walletEntry?: boolean
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
  /** Loaded again with a 4× throttled CPU by a visitor who clicks at once (the pages with a dialog). */
  readonly throttled: boolean
  /** Build plugins (ours: chunked as the package ships them, scripts/packagePlugins.mjs). */
  readonly plugins: ReadonlyArray<Plugin>
}

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
    throttled: true,
    plugins: []
  })
  return [
    {
      name: "walletport",
      label: "walletport",
      kind: "ours",
      entry: join(bench, "scenarios", "walletport", "entry.tsx"),
      packageDir: root,
      // A host installs walletport, its dependencies and its React peers.
      rootPackages: "walletport",
      extraPackages: 1,
      installs: false,
      browser: { button: ["[data-testid=connect-button]"], dialog: true, walletEntry: true },
      throttled: true,
      // Chunked as the package ships them (scripts/packagePlugins.mjs).
      plugins: packagePlugins(root)
    },
    {
      name: "walletport-vanilla",
      label: "wp vanilla",
      kind: "variant",
      entry: join(bench, "scenarios", "walletport-vanilla", "entry.ts"),
      packageDir: root,
      // A vanilla host installs walletport and its dependencies; React is still a peer of the package.
      rootPackages: "walletport",
      extraPackages: 1,
      installs: false,
      browser: { button: ["[data-testid=connect-button]"], dialog: true, walletEntry: true },
      throttled: true,
      // Chunked as the package ships them (scripts/packagePlugins.mjs).
      plugins: packagePlugins(root)
    },
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
      throttled: false,
      plugins: []
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
      throttled: false,
      plugins: []
    }
  ]
}
