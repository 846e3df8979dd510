/** The Account panel's data store (Portfolio) of the loaded instance, for the account containers. */
import { useMemo } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { storeFromRef } from "../../runtime/store.js"
import { useStore } from "../../runtime/react/useStore.js"
import { Config } from "../../services/Config.js"
import { Portfolio, type PortfolioShape, type PortfolioState } from "../../services/Portfolio.js"

export const usePortfolio = (): { readonly state: PortfolioState; readonly portfolio: PortfolioShape; readonly history: boolean } => {
  const { runtime } = useLoaded().internals
  const { portfolio, store, history } = useMemo(() => {
    const portfolio = runtime.runSync(Portfolio)
    return { portfolio, store: storeFromRef(runtime, portfolio.state), history: runtime.runSync(Config).features.history }
  }, [runtime])
  return { state: useStore(store), portfolio, history }
}
