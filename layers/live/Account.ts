/**
 * Account (Account) per namespace: the session's address on the wallet's real chain, and its native
 * balance read in the background. A read is keyed by (address, caipNetworkId): an answer for an older key
 * never overwrites a newer account.
 */
import * as Effect from "effect/Effect"
import * as FiberMap from "effect/FiberMap"
import * as Layer from "effect/Layer"
import * as Schedule from "effect/Schedule"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { RPC_TIMEOUT_MS } from "../../schemas/constants.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { RpcTimeout } from "../../schemas/errors/chainRpc.js"
import type { Session } from "../../schemas/entities/Session.js"
import { formatUnits } from "../../schemas/units.js"
import { Account, type Accounts, type AccountShape, type AccountSnapshot } from "../../services/Account.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"

/**
 * After a failed balance read the next one runs this much later ("Token Balance Unavailable": retry 30 s
 * after a failure), until one succeeds; Retry in the Account view reads at once.
 */
export const BALANCE_RETRY_AFTER = "30 seconds"

export const AccountLive: Layer.Layer<Account, never, ChainAdapters | Config> = Layer.scoped(
  Account,
  Effect.gen(function*() {
    const adapters = yield* ChainAdapters
    const config = yield* Config
    const state = yield* SubscriptionRef.make<Accounts>({})
    const reads = yield* FiberMap.make<ChainNamespace>()

    /** Applies `change` only while the namespace's account is still the one the read was for. */
    const patchIf = (key: Pick<AccountSnapshot, "namespace" | "address" | "caipNetworkId">, change: Partial<AccountSnapshot>) =>
      SubscriptionRef.update(state, (accounts): Accounts => {
        const current = accounts[key.namespace]
        return current === undefined || current.address !== key.address || current.caipNetworkId !== key.caipNetworkId
          ? accounts
          : { ...accounts, [key.namespace]: { ...current, ...change } }
      })

    /** Reads the balance of the current account; records the outcome under its key. */
    const readBalance = (namespace: ChainNamespace) =>
      Effect.gen(function*() {
        const account = (yield* SubscriptionRef.get(state))[namespace]
        const adapter = adapters.get(namespace)
        const network = config.networks.find((n) => n.caipNetworkId === account?.caipNetworkId)
        // An unsupported chain has no balance we could label: none is read.
        if (account === undefined || adapter === undefined || network === undefined) return
        yield* patchIf(account, { balanceStatus: "loading" })
        // Bounded as a whole (RPC timeout), retries and fallbacks included: a hung chain shows
        // "Balance unavailable" with Retry after 10 s, never an endless blank.
        const value = yield* adapter.getBalance(network, account.address).pipe(
          Effect.timeoutFail({
            duration: RPC_TIMEOUT_MS,
            onTimeout: () => new RpcTimeout({ url: network.rpcUrls.default.http[0] ?? network.caipNetworkId })
          }),
          Effect.tapError((error) => patchIf(account, { balanceStatus: "failed", balanceError: error }))
        )
        yield* patchIf(account, {
          balance: formatUnits(value, network.nativeCurrency.decimals),
          balanceSymbol: network.nativeCurrency.symbol,
          balanceStatus: "ready",
          balanceError: undefined
        })
      })

    /** The background read: again every BALANCE_RETRY_AFTER while it fails. */
    const readUntilRead = (namespace: ChainNamespace) =>
      Effect.ignore(Effect.retry(readBalance(namespace), Schedule.spaced(BALANCE_RETRY_AFTER)))

    const setSession = Effect.fn("Account.setSession")(function*(session: Session) {
      const network = config.networks.find((n) => n.caipNetworkId === session.caipNetworkId)
      const previous = (yield* SubscriptionRef.get(state))[session.namespace]
      const sameKey = previous?.address === session.address && previous.caipNetworkId === session.caipNetworkId
      const snapshot: AccountSnapshot = {
        namespace: session.namespace,
        address: session.address,
        caipAddress: session.caipAddress,
        caipNetworkId: session.caipNetworkId,
        unsupportedChain: network === undefined,
        // Same account on the same chain keeps its balance while it reloads; anything else starts empty.
        balance: sameKey ? previous.balance : undefined,
        balanceSymbol: network?.nativeCurrency.symbol,
        balanceStatus: network === undefined ? "idle" : "loading",
        balanceError: undefined,
        wallet: session.connector,
        // Same account keeps its identity while the new session settles; it is loaded again in the background.
        ...(sameKey ? { profileName: previous.profileName, profileImage: previous.profileImage } : {})
      }
      yield* SubscriptionRef.update(state, (accounts): Accounts => ({ ...accounts, [session.namespace]: snapshot }))
      // A failed read is shown in the account (balanceError), never a failed connection.
      yield* FiberMap.run(reads, session.namespace, readUntilRead(session.namespace))
    })

    const clear = Effect.fn("Account.clear")(function*(namespace: ChainNamespace) {
      yield* FiberMap.remove(reads, namespace)
      yield* SubscriptionRef.update(state, (accounts): Accounts => {
        const { [namespace]: _gone, ...rest } = accounts
        return rest
      })
    })

    const refreshBalance = Effect.fn("Account.refreshBalance")(function*(namespace: ChainNamespace = "eip155") {
      yield* FiberMap.remove(reads, namespace)
      // A failed refresh goes back to retrying in the background.
      yield* readBalance(namespace).pipe(
        Effect.tapError(() => FiberMap.run(reads, namespace, Effect.zipRight(Effect.sleep(BALANCE_RETRY_AFTER), readUntilRead(namespace))))
      )
    })

    const setProfile: AccountShape["setProfile"] = (key, profile) =>
      patchIf(key, { profileName: profile.name, profileImage: profile.image })

    return { state, setSession, clear, refreshBalance, setProfile }
  })
)
