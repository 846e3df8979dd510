/** `0x`-prefixed hex (an EVM address, a hash, a quantity, calldata): viem's `Hex` and `Address`, without loading viem's declarations. */
export type Hex = `0x${string}`
