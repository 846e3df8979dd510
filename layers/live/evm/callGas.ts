// The gas limit a contract call (Swap's approve and swap) is pinned to. An estimate runs in one block's context,
// the call mines in a later one, and what a call burns can depend on that block: a Uniswap V2 pair writes its two
// price accumulators only in a second later than its last update, so a swap estimated in the second its pair last
// moved needs more gas once mined a second later (~10k; a pair's first trade fills two fresh slots: +48 % on
// the local exchange's token→token swap), and pinned to the bare estimate it runs out of gas and reverts.

/** The share added to a contract call's estimate (as MetaMask pads its own estimates); unused gas is refunded. */
export const CALL_GAS_MARGIN_PERCENT = 50n

/** The gas limit for a contract call estimated at `estimate`. */
export const callGasLimit = (estimate: bigint): bigint => estimate + (estimate * CALL_GAS_MARGIN_PERCENT) / 100n
