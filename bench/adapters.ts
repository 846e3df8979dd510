/**
 * Whether the walletport host pages configure both chain adapters (EVM and Solana), and the esbuild
 * plugin that makes them do so.
 *
 * The host pages import their adapter list from bench/scenarios/adapters.ts, committed empty so
 * that it typechecks on branches where the descriptors do not exist yet. With adapters on, the
 * plugin replaces that module with one importing `evm` and `solana` the way a host does (from the
 * package entries `walletport/evm` / `walletport/solana` when they export them, else from the
 * descriptor modules runtime/adapters/{evm,solana}.ts) and passing both descriptors.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Plugin } from "esbuild"
import { benchDir } from "./paths.js"

export type AdapterMode = "auto" | "on" | "off"

export const ADAPTER_NAMESPACES = ["evm", "solana"] as const
export type AdapterName = (typeof ADAPTER_NAMESPACES)[number]

/** The descriptor module of an adapter (what `load()` is defined in), relative to the root. */
export const descriptorModule = (name: AdapterName): string => `runtime/adapters/${name}.ts`

export const parseAdapterMode = (value: string | undefined): AdapterMode => {
  if (value === undefined || value === "auto" || value === "on" || value === "off") return value ?? "auto"
  throw new Error(`bench: --adapters must be on, off or auto (got ${value})`)
}

/** Descriptor modules that are missing under root. */
export const missingAdapters = (root: string): ReadonlyArray<string> =>
  ADAPTER_NAMESPACES.map(descriptorModule).filter((path) => !existsSync(join(root, path)))

/** Resolves the mode: "auto" is on exactly when both descriptor modules exist; "on" requires them. */
export const adaptersEnabled = (mode: AdapterMode, root: string): boolean => {
  if (mode === "off") return false
  const missing = missingAdapters(root)
  if (mode === "on" && missing.length > 0) throw new Error(`bench: --adapters on, but ${missing.join(" and ")} do not exist`)
  return missing.length === 0
}

const exportsName = (file: string, name: string): boolean => {
  if (!existsSync(file)) return false
  const source = readFileSync(file, "utf8")
  return new RegExp(`export\\s+(?:const|function|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(source)
}

/** Where a host's `import { <name> } from "walletport/<name>"` lands: the package entry when it exports it. */
const importSource = (root: string, name: AdapterName): string => {
  const entry = join(root, "runtime", "entries", `${name}.ts`)
  return exportsName(entry, factoryName(name)) ? entry : join(root, descriptorModule(name))
}

/** The factory a host calls: `evmAdapter()`, `solanaAdapter()`. */
const factoryName = (name: AdapterName): string => `${name}Adapter`

/** The generated replacement of bench/scenarios/adapters.ts. */
export const adaptersModuleSource = (root: string): string =>
  [
    ...ADAPTER_NAMESPACES.map((name) => `import { ${factoryName(name)} as ${name} } from ${JSON.stringify(importSource(root, name))}`),
    // The descriptor is a value or a factory (`evm()`); a host calls the factory with no options.
    `const descriptor = (value) => (typeof value === "function" ? value() : value)`,
    `export const adapters = [${ADAPTER_NAMESPACES.map((name) => `descriptor(${name})`).join(", ")}]`,
    ""
  ].join("\n")

/** Replaces bench/scenarios/adapters.ts with the generated list configuring both adapters. */
export const adaptersPlugin = (root: string): Plugin => {
  const listFile = join(benchDir(), "scenarios", "adapters.ts")
  return {
    name: "walletport-bench-adapters",
    setup(build) {
      build.onLoad({ filter: /[\\/]bench[\\/]scenarios[\\/]adapters\.ts$/ }, (args) =>
        args.path === listFile ? { contents: adaptersModuleSource(root), loader: "js", resolveDir: root } : undefined
      )
    }
  }
}
