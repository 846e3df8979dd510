// The local test contracts (issue 9): an ERC-20 with its own name, symbol and decimals, and an ERC-721 whose
// tokenURI is on-chain JSON with an SVG image. Compiled with solc-js 0.8.28 (offline); the output is cached
// under .tmp by source hash, so a start after the first costs nothing.
import { createHash } from "node:crypto"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { join } from "node:path"
import type { Abi, Hex } from "viem"
import { projectRoot } from "../paths.js"

const ERC20 = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;
contract TestToken {
  string public name; string public symbol; uint8 public immutable decimals; uint256 public totalSupply;
  mapping(address => uint256) public balanceOf;
  mapping(address => mapping(address => uint256)) public allowance;
  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);
  constructor(string memory n, string memory s, uint8 d) { name = n; symbol = s; decimals = d; }
  function mint(address to, uint256 value) external { totalSupply += value; balanceOf[to] += value; emit Transfer(address(0), to, value); }
  function transfer(address to, uint256 value) external returns (bool) { _move(msg.sender, to, value); return true; }
  function approve(address spender, uint256 value) external returns (bool) { allowance[msg.sender][spender] = value; emit Approval(msg.sender, spender, value); return true; }
  function transferFrom(address from, address to, uint256 value) external returns (bool) {
    uint256 allowed = allowance[from][msg.sender];
    if (allowed != type(uint256).max) { require(allowed >= value, "allowance"); allowance[from][msg.sender] = allowed - value; }
    _move(from, to, value); return true;
  }
  function _move(address from, address to, uint256 value) internal {
    require(balanceOf[from] >= value, "balance"); balanceOf[from] -= value; balanceOf[to] += value; emit Transfer(from, to, value);
  }
}`

const ERC721 = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;
contract TestCollection {
  string public name; string public symbol; uint256 public totalSupply;
  mapping(uint256 => address) public ownerOf; mapping(address => uint256) public balanceOf;
  mapping(uint256 => string) private titles; mapping(uint256 => string) private colours;
  event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
  constructor(string memory n, string memory s) { name = n; symbol = s; }
  function supportsInterface(bytes4 id) external pure returns (bool) { return id == 0x80ac58cd || id == 0x5b5e139f || id == 0x01ffc9a7; }
  function mint(address to, string calldata title, string calldata colour) external returns (uint256 id) {
    id = ++totalSupply; ownerOf[id] = to; balanceOf[to] += 1; titles[id] = title; colours[id] = colour; emit Transfer(address(0), to, id);
  }
  function transferFrom(address from, address to, uint256 id) public {
    require(ownerOf[id] == from && msg.sender == from, "owner"); ownerOf[id] = to; balanceOf[from] -= 1; balanceOf[to] += 1; emit Transfer(from, to, id);
  }
  function tokenURI(uint256 id) external view returns (string memory) {
    require(ownerOf[id] != address(0), "token");
    string memory svg = string.concat("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='", colours[id], "'/></svg>");
    return string.concat("data:application/json,{\\"name\\":\\"", titles[id], "\\",\\"image\\":\\"data:image/svg+xml;utf8,", svg, "\\"}");
  }
}`

export interface Compiled {
  readonly abi: Abi
  readonly bytecode: Hex
}

export interface CompiledContracts {
  readonly TestToken: Compiled
  readonly TestCollection: Compiled
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null

const pick = (output: unknown, file: string, name: string): Compiled => {
  const contract = isRecord(output) && isRecord(output["contracts"]) && isRecord(output["contracts"][file])
    ? output["contracts"][file][name]
    : undefined
  const evm = isRecord(contract) ? contract["evm"] : undefined
  const bytecode = isRecord(evm) && isRecord(evm["bytecode"]) ? evm["bytecode"]["object"] : undefined
  const abi = isRecord(contract) ? contract["abi"] : undefined
  if (typeof bytecode !== "string" || !Array.isArray(abi)) throw new Error(`solc: no output for ${name}`)
  return { abi: abi as Abi, bytecode: `0x${bytecode}` }
}

const compile = (): CompiledContracts => {
  const solc: unknown = createRequire(import.meta.url)("solc")
  const run = isRecord(solc) ? solc["compile"] : undefined
  if (typeof run !== "function") throw new Error("solc: no compile function")
  const input = {
    language: "Solidity",
    sources: { "TestToken.sol": { content: ERC20 }, "TestCollection.sol": { content: ERC721 } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } }
  }
  const output: unknown = JSON.parse(String(Reflect.apply(run, solc, [JSON.stringify(input)])))
  const errors = isRecord(output) && Array.isArray(output["errors"]) ? output["errors"] : []
  const fatal = errors.filter((e: unknown) => isRecord(e) && e["severity"] === "error")
  if (fatal.length > 0) throw new Error(`solc: ${JSON.stringify(fatal)}`)
  return { TestToken: pick(output, "TestToken.sol", "TestToken"), TestCollection: pick(output, "TestCollection.sol", "TestCollection") }
}

/** The compiled contracts, from the .tmp cache when the sources are unchanged. */
export const compiledContracts = async (): Promise<CompiledContracts> => {
  const hash = createHash("sha256").update(ERC20).update(ERC721).update("0.8.28").digest("hex").slice(0, 16)
  const dir = join(projectRoot(), ".tmp")
  const file = join(dir, `data-server-contracts-${hash}.json`)
  try {
    const cached: unknown = JSON.parse(await readFile(file, "utf8"))
    if (isRecord(cached) && isRecord(cached["TestToken"]) && isRecord(cached["TestCollection"])) {
      return { TestToken: pick({ contracts: { f: { n: toSolc(cached["TestToken"]) } } }, "f", "n"), TestCollection: pick({ contracts: { f: { n: toSolc(cached["TestCollection"]) } } }, "f", "n") }
    }
  } catch {
    // Not cached yet.
  }
  const compiled = compile()
  await mkdir(dir, { recursive: true })
  await writeFile(file, JSON.stringify(compiled))
  return compiled
}

const toSolc = (c: Record<string, unknown>) => ({
  abi: c["abi"],
  evm: { bytecode: { object: typeof c["bytecode"] === "string" ? c["bytecode"].replace(/^0x/, "") : undefined } }
})
