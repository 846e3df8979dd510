// A minimal ERC-20 for the chaos runs, compiled offline with solc-js (≈ 1.3 s) and deployed from an unlocked
// anvil dev account: every read through the proxy can then be checked against a value known in advance.
import { createRequire } from "node:module"

export const TOKEN_SYMBOL = "CHAOS"
export const TOKEN_DECIMALS = 6

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;
contract ChaosToken {
  string public constant name = "Chaos Token";
  string public constant symbol = "${TOKEN_SYMBOL}";
  uint8 public constant decimals = ${TOKEN_DECIMALS};
  mapping(address => uint256) public balanceOf;
  constructor(address[] memory holders) {
    for (uint256 i = 0; i < holders.length; i++) balanceOf[holders[i]] = (i + 1) * 1000000;
  }
}`

interface SolcOutput {
  readonly errors?: ReadonlyArray<{ readonly severity: string; readonly formattedMessage: string }>
  readonly contracts?: Record<string, Record<string, { readonly evm: { readonly bytecode: { readonly object: string } } }>>
}

/** Creation bytecode of the token (hex, no constructor arguments). */
export const compileToken = (): `0x${string}` => {
  const solc: { compile: (input: string) => string } = createRequire(import.meta.url)("solc")
  const output: SolcOutput = JSON.parse(solc.compile(JSON.stringify({
    language: "Solidity",
    sources: { "ChaosToken.sol": { content: SOURCE } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { "*": { "*": ["evm.bytecode.object"] } } }
  })))
  const errors = (output.errors ?? []).filter((e) => e.severity === "error")
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"))
  const object = output.contracts?.["ChaosToken.sol"]?.["ChaosToken"]?.evm.bytecode.object
  if (object === undefined) throw new Error("ChaosToken: no bytecode")
  return `0x${object}`
}

/** The balance the constructor gives the i-th holder. */
export const tokenBalanceOf = (holderIndex: number): bigint => BigInt(holderIndex + 1) * 1_000_000n
