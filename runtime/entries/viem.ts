/**
 * `walletport/viem`: viem clients over a walletport instance. `getWalletClient` / `watchWalletClient` /
 * `useWalletClient` give a WalletClient bound to the connected EVM account and chain (any connector);
 * `getPublicClient` a PublicClient over walletport's chain RPC policy. Promises, callbacks and a hook only:
 * the core's parts load with import() when first called.
 */
export { getWalletClient, watchWalletClient, type WalletClientOptions, type WalletportWalletClient } from "../viem/walletClient.js"
export { getPublicClient, type PublicClientOptions, type WalletportPublicClient } from "../viem/publicClient.js"
export { useWalletClient } from "../viem/useWalletClient.js"
