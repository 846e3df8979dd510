/** What a click asks for, as programs over the services (ARCHITECTURE §1: intents down, state up). */
import * as Effect from "effect/Effect"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { View } from "../schemas/views.js"
import { Account } from "../services/Account.js"
import { Connection } from "../services/Connection.js"
import { Modal } from "../services/Modal.js"
import { Router } from "../services/Router.js"
import { Storage } from "../services/Storage.js"

/** Connect view → ConnectingExternal → Account on success; a failure stays on ConnectingExternal with its message. */
export const selectWallet = (walletId: string, options: { readonly retry?: boolean } = {}) =>
  Effect.gen(function*() {
    const router = yield* Router
    const modal = yield* Modal
    if (options.retry === true) yield* router.replace("ConnectingExternal", { walletId })
    else yield* router.push("ConnectingExternal", { walletId })
    yield* (yield* Connection).connect(walletId).pipe(
      Effect.matchEffect({
        onSuccess: () => router.reset("Account"),
        // Wallet errors are already in the attempt state; the rest (already connected, gone) shake the modal.
        onFailure: (error) =>
          error._tag === "ConnectorAlreadyConnected" || error._tag === "WalletNotFound"
            ? router.pop().pipe(Effect.zipRight(modal.shake()))
            : Effect.void
      })
    )
  }).pipe(Effect.withSpan("intent.selectWallet"))

/** Disconnects and shows the Connect view if the modal is open. */
export const disconnect = (namespace: ChainNamespace = "eip155") =>
  Effect.gen(function*() {
    yield* (yield* Connection).disconnect(namespace)
    yield* (yield* Router).reset("Connect")
  }).pipe(Effect.withSpan("intent.disconnect"))

export const openModal = (options: { readonly view?: View } = {}) =>
  Effect.flatMap(Modal, (modal) => modal.open(options))

export const closeModal = () => Effect.flatMap(Modal, (modal) => modal.close())

export const goBack = () => Effect.flatMap(Modal, (modal) => modal.back())

export const refreshBalance = (namespace: ChainNamespace = "eip155") =>
  Effect.flatMap(Account, (account) => account.refreshBalance(namespace))

/** Ids of the recently used wallets, newest first. */
export const recentWalletIds = () =>
  Effect.flatMap(Storage, (storage) => storage.recentWallets.get).pipe(
    Effect.map((wallets) => wallets.map((wallet) => wallet.id))
  )
