// The core hub's analysis of our module graph (scripts/coreHub.mjs), on this checkout.
import { beforeAll, describe, expect, it } from "vitest"
import { analyseCoreHub, CORE_HUB_LINE, type CoreHubAnalysis } from "../../scripts/coreHub.mjs"
import { projectRoot } from "../../bench/paths.js"

describe("core hub", () => {
  let analysis: CoreHubAnalysis
  beforeAll(async () => {
    analysis = await analyseCoreHub(projectRoot())
  }, 60_000)

  it("holds the core's, the hand-off's and the modal UI's modules, not the shell's nor the views'", () => {
    expect(analysis.modules).toEqual(expect.arrayContaining(["runtime/core.ts", "runtime/handOff.ts", "ui/mountModal.tsx", "ui/ModalRoot.tsx"]))
    expect(analysis.modules).not.toContain("runtime/createWalletport.ts")
    expect(analysis.modules).not.toContain("runtime/instantSession.ts")
    // The adapters and the view groups depend on the options and the state: a host loads only its own.
    expect(analysis.modules).not.toContain("layers/live/evm/module.ts")
    expect(analysis.modules).not.toContain("ui/views/swapGroup.ts")
  })

  it("is imported by what loads with or after the core, never by what can load before it", () => {
    for (const target of ["ui/mountModal.tsx", "runtime/handOff.ts", "ui/views/swapGroup.ts", "layers/live/evm/module.ts", "layers/live/Send.ts"]) {
      expect(analysis.targets.has(target), target).toBe(true)
    }
    // The core itself does not: a host that never shows the modal loads no modal UI.
    for (const target of ["runtime/core.ts", "runtime/instantSession.ts", "ui/components/connectedButtonState.ts", "ui/i18n/de.ts"]) {
      expect(analysis.targets.has(target), target).toBe(false)
    }
    expect(CORE_HUB_LINE).toMatch(/^export \{ coreHub as __walletportCoreHub \} from "walletport:core-hub"$/)
  })
})
