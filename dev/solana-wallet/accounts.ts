// The demo Solana wallets' dev keys: fixed 32-byte ed25519 seeds, public knowledge, funded by the dev stack
// on Surfpool. Never use them on a real cluster. No Node imports, so the browser wallets can use them.

/** A demo Solana account: its ed25519 seed (the private key bytes) and the base58 address it derives. */
export interface DemoSolanaAccount {
  readonly address: string
  readonly seedHex: string
}

/** The Solana demo wallet's account. */
export const SOLANA_DEMO_ACCOUNT: DemoSolanaAccount = {
  address: "oATmqnVYH1aG2tSMUm5PM73SGFYUmtbuTRRXZS6hsMG",
  seedHex: "1f262d343b424950575e656c737a81888f969da4abb2b9c0c7ced5dce3eaf1f8"
}

/** The multi-chain demo wallet's Solana account. */
export const MULTICHAIN_DEMO_SOLANA_ACCOUNT: DemoSolanaAccount = {
  address: "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n",
  seedHex: "3e454c535a61686f767d848b9299a0a7aeb5bcc3cad1d8dfe6edf4fb02091017"
}

/** Lamports the dev stack gives each demo account on a fresh Surfpool (100 SOL). */
export const DEMO_SOLANA_FUNDING_LAMPORTS = 100_000_000_000n

/** The seed as bytes. */
export const seedBytes = (account: DemoSolanaAccount): Uint8Array =>
  Uint8Array.from(account.seedHex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
