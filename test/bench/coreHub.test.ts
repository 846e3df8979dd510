// The core hub's analysis of our module graph (scripts/coreHub.mjs), on this checkout.
import { beforeAll, describe, expect, it } from "vitest"
import { analyseCoreHub, hubLines, type CoreHubAnalysis } from "../../scripts/coreHub.mjs"
import { projectRoot } from "../../bench/paths.js"

describe("core hub", () => {
  let analysis: CoreHubAnalysis
  beforeAll(async () => {
    analysis = await analyseCoreHub(projectRoot())
  }, 60_000)

  it("holds the core's modules in one hub and the hand-off's and the modal UI's in the other, not the shell's nor the views'", () => {
    const { core, ui } = analysis.modules
    expect(core).toEqual(expect.arrayContaining(["runtime/core.ts", "layers/live/Modal.ts"]))
    expect(ui).toEqual(expect.arrayContaining(["runtime/handOff.ts", "ui/mountModal.tsx", "ui/ModalRoot.tsx"]))
    // The core reaches no modal UI: a host calling the features without the modal loads none of it.
    expect(core.filter((path) => path.startsWith("ui/") && path.endsWith(".tsx"))).toEqual([])
    expect(ui.filter((path) => core.includes(path))).toEqual([])
    for (const modules of [core, ui]) {
      expect(modules).not.toContain("runtime/createWalletport.ts")
      expect(modules).not.toContain("runtime/instantSession.ts")
      // The adapters and the view groups depend on the options and the state: a host loads only its own.
      expect(modules).not.toContain("layers/live/evm/module.ts")
      expect(modules).not.toContain("ui/views/swapGroup.ts")
    }
  })

  it("is imported by what loads with or after the core, never by what can load before it", () => {
    for (const target of ["ui/mountModal.tsx", "runtime/handOff.ts", "ui/views/swapGroup.ts", "layers/live/evm/module.ts", "layers/live/Send.ts"]) {
      expect(analysis.targets.has(target), target).toBe(true)
    }
    // The core itself does not: a host that never shows the modal loads no modal UI.
    for (const target of ["runtime/core.ts", "runtime/instantSession.ts", "ui/components/connectedButtonState.ts", "ui/i18n/de.ts"]) {
      expect(analysis.targets.has(target), target).toBe(false)
    }
    // Every such target re-exports the core's hub; only those that use React the modal UI's.
    expect(hubLines(false)).toBe('export { hub as __walletport_coreHub } from "walletport:core-hub"')
    expect(hubLines(true).split("\n")).toEqual([hubLines(false), 'export { hub as __walletport_uiHub } from "walletport:ui-hub"'])
  })
})
