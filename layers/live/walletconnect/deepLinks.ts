/**
 * The deep-link choice of a phone visitor (SPEC §4 "On finalize, the deep link … [is] stored", AppKit's
 * wcLinking): the wallet tapped in the list is kept in memory until the session settles, then stored per
 * instance; before each later request its bare link opens, so the visitor lands in the wallet to approve;
 * the session's end clears it.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import { walletBaseLink, type WalletConnectDeepLink } from "../../../schemas/deepLink.js"
import type { DeviceShape } from "../../../services/Device.js"
import type { StorageShape } from "../../../services/Storage.js"

export interface WalletConnectDeepLinks {
  /** The wallet whose link was just opened (undefined: a QR scan or the phone's own handler). Never fails. */
  readonly choose: (choice: WalletConnectDeepLink | undefined) => Effect.Effect<void>
  /** The session settled: the choice is stored (or a stale one dropped). Never fails. */
  readonly connected: Effect.Effect<void>
  /** On a phone with a stored choice, opens the wallet's bare link (before a request). Never fails. */
  readonly returnToWallet: Effect.Effect<void>
  /** The pairing the choice was made for failed or expired: the choice is dropped, nothing stored changes. Never fails. */
  readonly forgetPending: Effect.Effect<void>
  /** The session ended: forgets the choice. Never fails. */
  readonly clear: Effect.Effect<void>
}

export const makeDeepLinks = (storage: StorageShape, device: DeviceShape): Effect.Effect<WalletConnectDeepLinks> =>
  Effect.map(Ref.make<Option.Option<WalletConnectDeepLink | undefined>>(Option.none()), (pending) => ({
    choose: (choice) => Ref.set(pending, Option.some(choice)),
    connected: Effect.gen(function*() {
      const chosen = yield* Ref.getAndSet(pending, Option.none())
      // Nothing chosen since the last settle (another namespace of the same approval): keep what is stored.
      if (Option.isNone(chosen)) return
      yield* chosen.value === undefined ? storage.walletConnectDeepLink.remove : storage.walletConnectDeepLink.set(chosen.value)
    }),
    returnToWallet: Effect.gen(function*() {
      if (!(yield* device.isMobile)) return
      const stored = yield* storage.walletConnectDeepLink.get
      const href = Option.isSome(stored) ? walletBaseLink(stored.value.href) : undefined
      if (href !== undefined) yield* device.openLink(href)
    }),
    forgetPending: Ref.set(pending, Option.none()),
    clear: Effect.zipRight(Ref.set(pending, Option.none()), storage.walletConnectDeepLink.remove)
  }))
