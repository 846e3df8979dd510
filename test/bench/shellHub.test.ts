// The shell hub's analysis of our module graph (scripts/shellHub.mjs), on this checkout.
import { beforeAll, describe, expect, it } from "vitest"
import { analyseShell, type ShellAnalysis } from "../../scripts/shellHub.mjs"
import { projectRoot } from "../../bench/paths.js"

describe("shell hub", () => {
  let analysis: ShellAnalysis
  beforeAll(async () => {
    analysis = await analyseShell(projectRoot())
  }, 60_000)

  it("holds the shell's modules that lazy code imports too, not the entries or what only the host uses", () => {
    expect(analysis.hub).toEqual(expect.arrayContaining(["runtime/react/instanceContext.ts", "runtime/react/useStore.ts", "ui/theme/color.ts"]))
    // What lazy code alone uses of a hub module ships in the initial chunk too: the constants table and the
    // display formatting are not the shell's (issue 22).
    expect(analysis.hub).not.toContain("schemas/constants.ts")
    expect(analysis.hub).not.toContain("schemas/format.ts")
    expect(analysis.hub.filter((path) => path.startsWith("runtime/entries/"))).toEqual([])
    // The button and the shell's constructor are the host's alone: they stay in its entry chunk.
    expect(analysis.hub).not.toContain("ui/ConnectButton.tsx")
    expect(analysis.hub).not.toContain("runtime/createWalletport.ts")
  })

  it("finds the import() targets and which of them use React", () => {
    expect(analysis.targets.get("runtime/core.ts")).toBe(false)
    expect(analysis.targets.get("layers/live/evm/module.ts")).toBe(false)
    expect(analysis.targets.get("ui/mountModal.tsx")).toBe(true)
    expect(analysis.targets.get("runtime/instantSession.ts")).toBe(true)
  })

  it("gives a lazy entry without React no React re-export, and one binding per hub module", () => {
    const plain = analysis.lines(false).split("\n")
    const withReact = analysis.lines(true).split("\n")
    expect(plain.some((line) => /from "react/.test(line))).toBe(false)
    expect(withReact.filter((line) => /from "react(-dom)?(\/[a-z-]+)?"$/.test(line))).toHaveLength(4)
    expect(withReact).toHaveLength(analysis.hub.length + 4)
    // A named binding, not a namespace: the module's other exports stay tree-shakable.
    expect(withReact.every((line) => /^export \{ [\w$]+ as __walletportShell\d+ \} from /.test(line))).toBe(true)
  })
})
