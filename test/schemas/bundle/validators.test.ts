// walletport/validators (schemas/validators/host.ts) from a host's bundler: the guards carry no Effect;
// parse/safeParse bring the catalogue error classes (Schema.TaggedError, so effect/Schema) and nothing else.
import { describe, expect, it } from "vitest"
import { bundle, effectInputs } from "./bundle.js"

const GUARDS = [
  "isEvmAddress",
  "isSolanaAddress",
  "isCaipNetworkId",
  "isCaipAddress",
  "isSupportedNamespace",
  "isTransactionHash",
  "isSignedMessage",
  "isEmail",
  "isDecimalString",
  "isValidAccountName",
  "sanitizeWalletName",
  "acceptIconUrl"
]

describe("walletport/validators bundle", () => {
  it("every guard together bundles without effect, under 4 KiB brotli", async () => {
    const b = await bundle(`export { ${GUARDS.join(", ")} } from "./schemas/validators/host.js"`)
    console.log(`validators, all guards: ${b.code.length} B min, ${b.brotliBytes} B brotli`)
    expect(effectInputs(b)).toEqual([])
    expect(b.brotliBytes).toBeLessThan(4 * 1024)
  })

  it("the whole entry (parse/safeParse included) holds only the validation errors' share of Effect", async () => {
    const b = await bundle(`export * from "./schemas/validators/host.js"`)
    console.log(`validators, whole entry: ${b.code.length} B min, ${b.brotliBytes} B brotli`)
    // ens.ts: InvalidEnsName, what normalizeName throws; catalogueError.ts: the classes' base.
    expect(b.inputs.filter((input) => input.startsWith("schemas/errors/"))).toEqual([
      "schemas/errors/developerDetails.ts",
      "schemas/errors/catalogueError.ts",
      "schemas/errors/validation.ts",
      "schemas/errors/ens.ts"
    ])
    // Either and the Schemas of the validators are not here.
    expect(b.inputs).not.toContain("schemas/validators/either.ts")
    expect(b.inputs).not.toContain("schemas/validators/caip.ts")
  })
})
