/**
 * `walletport/siwx/server`: what a host's back end needs to run sign-in (SPEC §4) — issue a nonce, verify
 * the signed message (EIP-191, EIP-1271/6492 through the chain, ed25519), read its fields. Node 20+,
 * Deno, Bun, edge runtimes: no DOM, no React, nothing of the modal.
 */
export * from "./siwx.js"
