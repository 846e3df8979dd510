// The local test contracts (issue 9): an ERC-20 with its own name, symbol and decimals, and an ERC-721 whose
// tokenURI is on-chain JSON with an SVG image. Compiled by dev/solc.ts; the output is cached under .tmp by
// source hash, so a start after the first costs nothing.
import { compileSolidity, type CompiledContract } from "../solc.js"

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

export interface CompiledContracts {
  readonly TestToken: CompiledContract
  readonly TestCollection: CompiledContract
}

/** The compiled contracts, from the .tmp cache when the sources are unchanged. */
export const compiledContracts = (): Promise<CompiledContracts> =>
  compileSolidity({ sources: { "TestToken.sol": ERC20, "TestCollection.sol": ERC721 }, contracts: ["TestToken", "TestCollection"] })
