/** Account (SPEC §3 Account): the connected address per namespace and its native balance on the active network. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { formatUnits } from "../../schemas/units.js"
import { Account, type AccountSnapshot } from "../../services/Account.js"
import { ChainRpc } from "../../services/ChainRpc.js"
import type { ConnectedWallet } from "../../services/Connection.js"
import { Network } from "../../services/Network.js"

type Accounts = Readonly<Partial<Record<ChainNamespace, AccountSnapshot>>>

export const AccountLive: Layer.Layer<Account, never, ChainRpc | Network> = Layer.effect(
  Account,
  Effect.gen(function*() {
    const rpc = yield* ChainRpc
    const network = yield* Network
    const state = yield* SubscriptionRef.make<Accounts>({})

    const patch = (namespace: ChainNamespace, change: Partial<AccountSnapshot>) =>
      SubscriptionRef.update(state, (accounts): Accounts => {
        const current = accounts[namespace]
        return current === undefined ? accounts : { ...accounts, [namespace]: { ...current, ...change } }
      })

    const refreshBalance = Effect.fn("Account.refreshBalance")(function*(namespace: ChainNamespace = "eip155") {
      const account = (yield* SubscriptionRef.get(state))[namespace]
      const { active } = yield* SubscriptionRef.get(network.state)
      // Only EVM reads exist so far; other namespaces get their ChainRpc in later issues.
      if (account?.address === undefined || active.chainNamespace !== "eip155" || namespace !== "eip155") return
      const wei = yield* rpc.getBalance(active.caipNetworkId, account.address as `0x${string}`).pipe(
        Effect.tapError((error) => patch(namespace, { balanceError: error.message }))
      )
      yield* patch(namespace, {
        balance: formatUnits(wei, active.nativeCurrency.decimals),
        balanceSymbol: active.nativeCurrency.symbol,
        balanceError: undefined
      })
    })

    const setConnected = Effect.fn("Account.setConnected")(function*(
      namespace: ChainNamespace,
      session: { readonly address: string; readonly wallet: ConnectedWallet }
    ) {
      const { active } = yield* SubscriptionRef.get(network.state)
      const snapshot: AccountSnapshot = {
        address: session.address,
        caipAddress: `${active.caipNetworkId}:${session.address}`,
        balance: undefined,
        balanceSymbol: active.nativeCurrency.symbol,
        balanceError: undefined,
        wallet: session.wallet
      }
      yield* SubscriptionRef.update(state, (accounts): Accounts => ({ ...accounts, [namespace]: snapshot }))
      // A failed balance read is shown in the account (balanceError), not a failed connection.
      yield* refreshBalance(namespace).pipe(Effect.ignore)
    })

    const clear = Effect.fn("Account.clear")(function*(namespace: ChainNamespace) {
      yield* SubscriptionRef.update(state, (accounts): Accounts => {
        const { [namespace]: _gone, ...rest } = accounts
        return rest
      })
    })

    return { state, setConnected, clear, refreshBalance }
  })
)
