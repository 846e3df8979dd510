/** The NFTs tab (SPEC §2): the account's NFTs as a grid of previews. */
import type { ReactNode } from "react"
import type { PortfolioState } from "../../../services/Portfolio.js"
import { SafeImage } from "../../components/SafeImage.js"
import { useMessages } from "../../i18n/I18nContext.js"

export const NftsTab = ({ state }: { state: PortfolioState }): ReactNode => {
  const { status, holdings } = state.nfts
  const t = useMessages().account
  if (status === "failed") return <p className="tab-empty" role="alert" data-testid="nfts-error">{t.nftsFailed}</p>
  if (status !== "ready") return <p className="tab-empty" aria-busy="true">{t.loadingNfts}</p>
  if (holdings.length === 0) return <p className="tab-empty" data-testid="nfts-empty">{t.noNfts}</p>
  return (
    <ul className="nft-grid" data-testid="nfts">
      {holdings.map((n) => (
        <li key={n.key} className="nft" data-testid="nft">
          <SafeImage className="nft-img" src={n.image} alt="" fallback={<span className="nft-img" />} />
          <span className="nft-name">{n.name}</span>
        </li>
      ))}
    </ul>
  )
}
