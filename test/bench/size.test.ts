// Deterministic size check of our own host pages, built with the bench's esbuild settings in memory
// (no peers, no browser): the React host (bench/scenarios/walletport: <ConnectButton/>) and the
// vanilla host (bench/scenarios/walletport-vanilla: createWalletport from the package root, a plain
// button), both with the EVM and Solana adapters (bench/scenarios/adapters.ts); the same with every
// adapter, the React one with none, and the React one with every adapter and sign-in (bench/size-hosts/); the
// React floor (bench/scenarios/react-floor).
// Budgets in bench/size-budget.json (`npm run size -- --update` resets the per-host ones to now + ~5%).
import { beforeAll, describe, expect, it } from "vitest"
import { ADAPTER_NAMESPACES } from "../../bench/chunks.js"
import {
  adapterBrotli,
  ADAPTERS_PAIR,
  adapterShareProblems,
  adaptersInInitial,
  DESCRIPTOR_MODULES,
  describeSizes,
  effectProblems,
  floorProblems,
  FLOOR_HOSTS,
  HOST_SPECS,
  HOSTS,
  measureHostPages,
  overReactFloor,
  REACT_HOSTS,
  previewEffectProblems,
  readBudget,
  SIGN_IN_PAIR,
  signInInInitial,
  signInShareProblems,
  type SizeBudget,
  type SizeCheck
} from "../../bench/size.js"

/** The lazy core's files: the core's chunk, the modal UI's, their entries and what the preview shares (11-12 today). */
const LAZY_CORE_MAX_FILES = 14

describe("host page bundle sizes", () => {
  let check: SizeCheck
  let budget: SizeBudget

  beforeAll(async () => {
    ;[check, budget] = await Promise.all([measureHostPages(), readBudget()])
    console.log(`${describeSizes(check)}\nbudget: ${JSON.stringify(budget.hosts)}`)
    // Builds every host page (esbuild, then brotli): ~19 s at load 10, past the former 120 s at load ~25 on two
    // cores. A guard against a hang, not a bound on what is measured (sizes are bytes, not times).
  }, 300_000)

  describe.each(HOSTS)("%s host", (host) => {
    it("keeps the initial JS (entry + static imports, brotli) within bench/size-budget.json", () => {
      expect(check.hosts[host].initial.brotli).toBeLessThanOrEqual(budget.hosts[host].initialBrotliMaxBytes)
    })

    it("keeps the lazy core (what the first open loads, brotli) within bench/size-budget.json", () => {
      expect(check.hosts[host].lazyCore.brotli).toBeGreaterThan(0)
      expect(check.hosts[host].lazyCore.brotli).toBeLessThanOrEqual(budget.hosts[host].lazyCoreBrotliMaxBytes)
    })

    it("loads the lazy core in a handful of files, the bulk in two (the core hubs, scripts/coreHub.mjs)", () => {
      const { lazyCore } = check.hosts[host].chunks
      // 79-81 files before the hub (issue 22): each costs a request on HTTP/1.1's six connections and a task on the main thread.
      expect(lazyCore.files.length).toBeLessThanOrEqual(LAZY_CORE_MAX_FILES)
    })

    it("loads no modal UI nor React with a feature the API calls without the modal (send, swap)", () => {
      // Through one hub for the core and the modal UI together, Send's and Swap's chunks loaded ModalRoot and react-dom.
      expect(check.hosts[host].modalInFeatures).toEqual([])
    })

    it("keeps what a visitor clicking at once fetches before the Connect view lists a wallet (initial + the preview) within bench/size-budget.json", () => {
      const { atOnce, preview, lazyCore, adapters } = check.hosts[host].chunks
      expect(preview.files.some((file) => file.startsWith("chunks/instantSession-"))).toBe(true)
      expect(atOnce.files).toEqual(expect.arrayContaining([...preview.files]))
      // The core and the adapters load once the preview has painted, not before it.
      expect(atOnce.files.filter((file) => [...lazyCore.files, ...adapters.flatMap((adapter) => adapter.chunk.files)].includes(file) && !preview.files.includes(file))).toEqual([])
      expect(check.hosts[host].atOnce.brotli).toBeLessThanOrEqual(budget.hosts[host].atOnceBrotliMaxBytes)
    })

    it("has no Effect module in the instant-open preview's static closure", () => {
      expect(previewEffectProblems(host, check.hosts[host])).toEqual([])
    })

    it("keeps each adapter's chunk within bench/size-budget.json", () => {
      for (const adapter of ADAPTER_NAMESPACES) {
        expect(adapterBrotli(check.hosts[host], adapter)).toBeLessThanOrEqual(budget.hosts[host].adapterBrotliMaxBytes[adapter])
      }
    })

    it("has no Effect module in the initial chunk beyond the recorded allowance, and the allowance only shrinks", () => {
      expect(effectProblems(host, check.hosts[host], budget.effectInInitialAllowed[host])).toEqual([])
    })

    it("keeps the modal UI out of the initial chunks (only the button is there)", () => {
      expect(check.hosts[host].uiInInitial).toEqual([])
    })

    it("holds each configured adapter's descriptor in the initial chunk and its implementation in lazy chunks", () => {
      const { adapters } = check.hosts[host].chunks
      const configured = HOST_SPECS[host].adapters
      expect(adapters.map((adapter) => adapter.name)).toEqual(expect.arrayContaining(ADAPTER_NAMESPACES.filter((name) => configured.includes(name))))
      for (const adapter of adapters) expect(adapter.chunk.files.length).toBeGreaterThan(0)
      // Configured: the descriptor alone; not configured: nothing at all.
      const descriptors = Object.entries(DESCRIPTOR_MODULES).filter(([, module]) => check.hosts[host].initialInputs.includes(module))
      expect(descriptors.map(([name]) => name).sort()).toEqual([...configured].sort())
      // The adapters' code and the chains' libraries load with import(), never up front.
      expect(check.hosts[host].initialInputs.filter((input) => input.startsWith("layers/") || /node_modules\/(viem|@solana|@wallet-standard|@walletconnect)\//.test(input))).toEqual([])
    })
  })

  it.each(FLOOR_HOSTS)("keeps the %s host's initial JS within the React floor + initialOverReactFloorMaxBytes (issue 22: React + 8 KiB)", (host) => {
    expect(budget.initialOverReactFloorMaxBytes).toBeLessThanOrEqual(8 * 1024)
    expect(check.reactFloor.brotli).toBeGreaterThan(0)
    expect(overReactFloor(check, host)).toBeLessThanOrEqual(budget.initialOverReactFloorMaxBytes)
    expect(floorProblems(check, budget).filter((line) => line.startsWith(`${host} host`))).toEqual([])
  })

  it("adds only the adapters' descriptors to the initial JS when every adapter is configured", () => {
    expect(HOST_SPECS[ADAPTERS_PAIR.with].adapters).toEqual(["evm", "solana", "walletConnect", "embedded"])
    expect(HOST_SPECS[ADAPTERS_PAIR.without].adapters).toEqual([])
    const added = check.hosts[ADAPTERS_PAIR.with].initialInputs.filter((input) => !check.hosts[ADAPTERS_PAIR.without].initialInputs.includes(input))
    expect(added.filter((input) => !input.startsWith("bench/")).sort()).toEqual(Object.values(DESCRIPTOR_MODULES).sort())
    expect(adaptersInInitial(check)).toBeLessThanOrEqual(budget.adaptersInInitialMaxBytes)
    expect(adapterShareProblems(check, budget)).toEqual([])
  })

  it("adds sign-in's descriptor to the initial JS, and none of its code: no Effect, no message parsing or verifying", () => {
    // serverSiwx built eagerly put the catalogue's Schema classes (Effect) in the page: 74 KiB brotli more.
    const added = check.hosts[SIGN_IN_PAIR.with].initialInputs.filter((input) => !check.hosts[SIGN_IN_PAIR.without].initialInputs.includes(input))
    expect(added).toContain("runtime/siwx/builtins.ts")
    expect(added.filter((input) => input.includes("node_modules/") || /schemas\/(errors|public)\/|schemas\/siwx\/(parse|verify|refusal|format)|builtins\/(local|server)\.ts/.test(input))).toEqual([])
    expect(check.hosts[SIGN_IN_PAIR.with].chunks.effectInInitial).toEqual([])
    expect(signInInInitial(check)).toBeLessThanOrEqual(budget.signInInInitialMaxBytes)
    expect(signInShareProblems(check, budget)).toEqual([])
  })

  it("gives the React host the instant-open preview as one file beyond its initial chunk (scripts/previewBundle.mjs)", () => {
    // Each file the preview waits for costs a slow CPU's main thread a few ms to take in (issue 7).
    expect(check.hosts.react.chunks.preview.files).toHaveLength(1)
  })

  it("gives each host its initial JS in a few files, React in one of them (scripts/shellHub.mjs)", () => {
    // Before the shell hub the React host's initial JS was 15 files (React in 4), taken in one by one on
    // the main thread. Now: the entry, the shell hub with React, the hub's modules without React, the
    // bundler's helpers; the vanilla host has no React chunk.
    // Sign-in's host has three more: the small modules walletport/siwx exports that its lazy code shares (SIGN_IN_PAIR).
    for (const host of HOSTS) expect(check.hosts[host].initialFiles.length).toBeLessThanOrEqual(host === SIGN_IN_PAIR.with ? 7 : HOST_SPECS[host].react ? 4 : 3)
    const withReact = check.hosts.react.initialFiles.filter((file) => file.inputs.some((input) => /node_modules\/react(-dom)?\//.test(input)))
    expect(withReact).toHaveLength(1)
    // Our modules that lazy code imports too sit with React (the entry keeps only what the host alone uses).
    expect(withReact[0]?.inputs).toEqual(expect.arrayContaining(["runtime/react/instanceContext.ts", "runtime/react/useStore.ts"]))
  })

  it("builds the React hosts with the button in their initial chunk, and its connected look (formatting, full theme) lazy", () => {
    for (const host of REACT_HOSTS) {
      expect(check.hosts[host].initialInputs).toContain("ui/ConnectButton.tsx")
      expect(check.hosts[host].initialInputs).toContain("ui/theme/accent.ts")
      expect(check.hosts[host].initialInputs.filter((input) => ["schemas/format.ts", "schemas/constants.ts", "ui/theme/tokens.ts", "ui/components/connectedButtonState.ts"].includes(input))).toEqual([])
    }
  })

  it("builds the vanilla host from the package root, without React in its initial chunk", () => {
    expect(check.hosts.vanilla.initialInputs).toContain("runtime/createWalletport.ts")
    expect(check.hosts.vanilla.initialInputs.filter((input) => /node_modules\/react(-dom)?\//.test(input))).toEqual([])
  })
})
