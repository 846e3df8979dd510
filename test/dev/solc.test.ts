// dev/solc.ts: solc-js compiles in a worker thread, so the caller's event loop stays free meanwhile (a vitest
// worker blocked ≥ 60 s by synchronous compiles failed its birpc calls: "Timeout calling resolveId").
import { decodeFunctionResult, encodeFunctionData } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { compileSolidity } from "../../dev/solc.js"

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;
interface IAnswer { function answer() external view returns (uint256); }
contract Answer is IAnswer {
  function answer() external pure returns (uint256) { return 42; }
}`

// Only a guard against a hang: one compile took ~20 s at load ~28.
const COMPILE_TIMEOUT_MS = 120_000

let timer: ReturnType<typeof setInterval> | undefined
afterEach(() => clearInterval(timer))

describe("compileSolidity", () => {
  it("leaves the caller's event loop free while solc runs: its timers fire", async () => {
    let ticks = 0
    timer = setInterval(() => ticks++, 5)
    await compileSolidity({ sources: { "Answer.sol": SOURCE }, contracts: ["Answer"], cache: false })
    expect(ticks).toBeGreaterThan(0)
  }, COMPILE_TIMEOUT_MS)

  it("returns the contract's ABI and creation bytecode, the same from the .tmp cache", async () => {
    const input = { sources: { "Answer.sol": SOURCE }, contracts: ["Answer"] } as const
    const { Answer } = await compileSolidity(input)
    expect(Answer.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    const data = encodeFunctionData({ abi: Answer.abi, functionName: "answer" })
    expect(data).toBe("0x85bb7d69") // answer()'s selector: the ABI has the function.
    expect(decodeFunctionResult({ abi: Answer.abi, functionName: "answer", data: `0x${"00".repeat(31)}2a` })).toBe(42n)
    expect(await compileSolidity(input)).toEqual({ Answer })
  }, COMPILE_TIMEOUT_MS)

  it("fails on an interface (no bytecode) and on solc's errors", async () => {
    await expect(compileSolidity({ sources: { "Answer.sol": SOURCE }, contracts: ["IAnswer"] })).rejects.toThrow(/no deployable contract named IAnswer/)
    await expect(compileSolidity({ sources: { "Bad.sol": "pragma solidity 0.8.28; contract Bad { uint x = ; }" }, contracts: ["Bad"], cache: false }))
      .rejects.toThrow(/ParserError/)
  }, COMPILE_TIMEOUT_MS)
})
