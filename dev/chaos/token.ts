// A minimal ERC-20 for the chaos runs, compiled by dev/solc.ts (≈ 1.3 s, then cached) and deployed from an
// unlocked anvil dev account: every read through the proxy can then be checked against a value known in advance.
import type { Hex } from "viem"
import { bytecodeOf } from "../solc.js"

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

/** Creation bytecode of the token (no constructor arguments). */
export const compileToken = (): Promise<Hex> => bytecodeOf({ "ChaosToken.sol": SOURCE }, "ChaosToken")

/** The balance the constructor gives the i-th holder. */
export const tokenBalanceOf = (holderIndex: number): bigint => BigInt(holderIndex + 1) * 1_000_000n
