// The host's initial chunk holds no Effect (issue 7): the network catalogue and the display helpers
// the connect button uses must not reach `effect` at run time.
import { describe, expect, it } from "vitest"
import { bundle, effectInputs } from "./bundle.js"

describe("no Effect in the shell's schemas", () => {
  it.each([
    ["two catalogue networks", `export { mainnet, arbitrum } from "./schemas/networks/evm.js"`],
    ["the catalogue barrel", `export { mainnet, solana, bitcoin, DEFAULT_CAIP_NETWORK_ID } from "./schemas/networks/index.js"`],
    ["the display helpers", `export * from "./schemas/format.js"`],
    ["the constants", `export * from "./schemas/constants.js"`]
  ])("%s bundle without effect", async (_name, source) => {
    const b = await bundle(source)
    expect(effectInputs(b)).toEqual([])
  })

  it("the check itself sees effect when it is there", async () => {
    const b = await bundle(`export { Duration } from "effect"`)
    expect(effectInputs(b).length).toBeGreaterThan(0)
  })
})
