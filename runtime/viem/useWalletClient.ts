/** `useWalletClient()`: the React form of `watchWalletClient`, over the instance of the nearest `<WalletportProvider>`. */
import { useEffect, useState } from "react"
import { useInstance } from "../react/instanceContext.js"
import { watchWalletClient, type WalletClientOptions, type WalletportWalletClient } from "./walletClient.js"

/** The connected EVM account's WalletClient, renewed on account, chain or wallet change; undefined while none. */
export const useWalletClient = (options: WalletClientOptions = {}): WalletportWalletClient | undefined => {
  const instance = useInstance()
  const [client, setClient] = useState<WalletportWalletClient | undefined>(undefined)
  const namespace = options.namespace
  useEffect(
    () => watchWalletClient(instance, (next) => setClient(() => next), namespace === undefined ? {} : { namespace }),
    [instance, namespace]
  )
  return client
}
