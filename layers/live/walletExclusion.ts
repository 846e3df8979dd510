import type { Connector } from "../../schemas/entities/Connector.js"

/** SPEC §2: a wallet is excluded when an entry of excludeWalletIds equals its id or rdns, or its name ignoring case. */
export const isExcluded = (
  wallet: Pick<Connector, "id" | "name" | "rdns">,
  excludeWalletIds: ReadonlyArray<string>
): boolean => {
  const name = wallet.name.toLowerCase()
  return excludeWalletIds.some((entry) =>
    entry === wallet.id || entry === wallet.rdns || entry.toLowerCase() === name
  )
}
