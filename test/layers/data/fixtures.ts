/** Bodies the data API answers with in the unit tests (shapes of SPEC §3/§7). */
export const CHAIN = "eip155:1"
export const OTHER_CHAIN = "eip155:999"
export const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

export const supportedChains = { http: [CHAIN, "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], ws: [CHAIN] }

export const ethBalance = {
  name: "Ether",
  symbol: "ETH",
  chainId: CHAIN,
  price: 3000,
  value: 3000,
  quantity: { decimals: "18", numeric: "1.0" },
  iconUrl: ""
}
export const usdcBalance = {
  name: "USD Coin",
  symbol: "USDC",
  chainId: CHAIN,
  address: `${CHAIN}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
  price: 1,
  value: 12.5,
  quantity: { decimals: "6", numeric: "12.5" },
  iconUrl: ""
}

export const transaction = {
  id: "0xabc-0",
  metadata: {
    operationType: "send",
    hash: "0xabc",
    minedAt: "2026-11-20T10:00:00.000Z",
    sentFrom: ADDRESS,
    sentTo: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    status: "confirmed",
    nonce: 0,
    chain: CHAIN
  },
  transfers: [{ fungible_info: { name: "USD Coin", symbol: "USDC" }, direction: "out", quantity: { numeric: "1.5" } }]
}

export const nameRecord = {
  name: "alice.wp.id",
  registered: 1,
  updated: 1,
  addresses: { "60": { address: ADDRESS } },
  attributes: []
}
