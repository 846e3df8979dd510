/**
 * @solana/kit, the optional peer that builds a Solana send's transaction, imported on the first plan and
 * nowhere else. The import sits in a `try`, which host bundlers read as optional: esbuild leaves it unresolved
 * and webpack (Next.js) warns instead of failing, so a host without @solana/kit still bundles walletport/solana
 * (connecting, signing, balances and the token list need no kit). A send then fails naming the package.
 */
export type Kit = typeof import("@solana/kit")

export const KIT_MISSING = "walletport/solana: sending needs @solana/kit (an optional peer of walletport): npm install @solana/kit"

export const importKit = async (): Promise<Kit> => {
  try {
    return await import("@solana/kit")
  } catch (cause) {
    throw new Error(KIT_MISSING, { cause })
  }
}
