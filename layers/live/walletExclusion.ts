/** SPEC §2: a wallet is excluded when an entry of excludeWalletIds equals its id or rdns, or its name ignoring case. */
export const isExcluded = (
  wallet: { readonly id: string; readonly name: string; readonly rdns: string | undefined },
  excludeWalletIds: ReadonlyArray<string>
): boolean => {
  const name = wallet.name.toLowerCase()
  return excludeWalletIds.some((entry) =>
    entry === wallet.id || entry === wallet.rdns || entry.toLowerCase() === name
  )
}
