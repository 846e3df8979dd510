// The Uniswap V2 contracts the local exchange deploys, as published on npm (shared/notes/local-chains.md "A real
// DEX"): their creation code from the Waffle artifacts, and the few functions we call as typed ABIs. GPL-3.0
// dev/test fixtures: devDependencies only, never in the package.
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { type Hex, parseAbi } from "viem"

const require = createRequire(import.meta.url)

/** The creation code of one artifact (Waffle JSON: `bytecode` without the 0x prefix). */
const bytecodeOf = async (artifact: string): Promise<Hex> => {
  const parsed: unknown = JSON.parse(await readFile(require.resolve(artifact), "utf8"))
  const code = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "bytecode") : undefined
  if (typeof code !== "string" || !/^(0x)?[0-9a-fA-F]+$/.test(code)) throw new Error(`exchange: ${artifact} has no bytecode`)
  return code.startsWith("0x") ? `0x${code.slice(2)}` : `0x${code}`
}

export interface ExchangeBytecode {
  readonly factory: Hex
  readonly weth: Hex
  readonly router: Hex
}

let cached: Promise<ExchangeBytecode> | undefined

/** Read once per process. */
export const exchangeBytecode = (): Promise<ExchangeBytecode> =>
  (cached ??= Promise.all([
    bytecodeOf("@uniswap/v2-core/build/UniswapV2Factory.json"),
    bytecodeOf("@uniswap/v2-periphery/build/WETH9.json"),
    bytecodeOf("@uniswap/v2-periphery/build/UniswapV2Router02.json")
  ]).then(([factory, weth, router]) => ({ factory, weth, router })))

export const FACTORY_ABI = parseAbi([
  "constructor(address feeToSetter)",
  "function getPair(address, address) view returns (address)"
])

export const ROUTER_ABI = parseAbi([
  "constructor(address factory, address weth)",
  "function addLiquidityETH(address token, uint amountTokenDesired, uint amountTokenMin, uint amountETHMin, address to, uint deadline) payable returns (uint, uint, uint)",
  "function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)",
  "function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)",
  "function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)",
  "function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)"
])

export const PAIR_ABI = parseAbi([
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
  "function token0() view returns (address)"
])

export const TOKEN_ABI = parseAbi([
  "function mint(address to, uint256 value)",
  "function approve(address spender, uint256 value) returns (bool)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "function balanceOf(address owner) view returns (uint256)"
])
