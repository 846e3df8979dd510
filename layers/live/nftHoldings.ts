/**
 * SPEC §2 NFTs tab: the NFTs an account holds, derived from its transfer history (the data API has no
 * holdings route): an NFT received and not sent on since. Spam (SPEC §3 flags.is_spam) and failed
 * transactions (nothing moved) are left out.
 */
import type { NftInfo, Transaction } from "../../schemas/entities/Transaction.js"
import type { NftHolding } from "../../services/Portfolio.js"

/**
 * Which token a transfer moved: its contract and token id when the data API gives them; otherwise its name and
 * preview (the best the transfer says, so a send still cancels the receive of the same token).
 */
const holdingKey = (nft: NftInfo): string =>
  nft.contract_address !== undefined && nft.token_id !== undefined
    ? `${nft.contract_address.toLowerCase()}:${nft.token_id}`
    : `name:${nft.name ?? ""}:${nft.content?.preview?.url ?? ""}`

/** The holdings of a history given newest first (the data API's order), most recently received first. */
export const nftHoldings = (newestFirst: ReadonlyArray<Transaction>): ReadonlyArray<NftHolding> => {
  const held = new Map<string, NftHolding>()
  // Oldest first, so a later send removes an earlier receive and a later receive moves the NFT up.
  for (const tx of [...newestFirst].reverse()) {
    if (tx.metadata.status === "failed") continue
    for (const transfer of tx.transfers) {
      const nft = transfer.nft_info
      if (nft === undefined || nft.flags.is_spam || transfer.direction === "self") continue
      const key = holdingKey(nft)
      held.delete(key)
      if (transfer.direction === "in") held.set(key, { key, name: nft.name ?? "", image: nft.content?.preview?.url })
    }
  }
  return [...held.values()].reverse()
}
