/**
 * The modal over a test instance plus a hand-made EmbeddedWallet (SubscriptionRefs the test drives, intents it
 * records) and TestClock: the embedded views read the service through the instance's runtime, as they will
 * once the auth layer provides it.
 */
import { act } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as SubscriptionRef from "effect/SubscriptionRef"
import * as TestClock from "effect/TestClock"
import * as TestContext from "effect/TestContext"
import * as intents from "../../../runtime/intents.js"
import type { LoadedWalletport } from "../../../runtime/types.js"
import type { Route } from "../../../schemas/views.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import { EmbeddedWallet, type EmailLoginFlow, type EmailUpdateFlow, type EmbeddedWalletShape } from "../../../services/EmbeddedWallet.js"
import type { FrameBox, FramePanelRequest } from "../../../services/SecureFrame.js"
import { mountModal } from "../../../ui/mountModal.js"
import { createLoadedTestWalletport } from "../../runtime/loadedTestWalletport.js"

/** One intent the views sent, with its argument. */
export type Call =
  | { readonly name: "prefetch" | "resendCode" | "cancel" | "dismissPanel" | "focusPanel" }
  | { readonly name: "submitEmail" | "submitOtp" | "startEmailUpdate" | "submitUpdateOtp"; readonly arg: string }
  | { readonly name: "placePanel"; readonly box: FrameBox | undefined }

export const makeFakeEmbedded = (available: boolean) =>
  Effect.gen(function* () {
    const login = yield* SubscriptionRef.make<EmailLoginFlow>({ _tag: "Idle" })
    const update = yield* SubscriptionRef.make<EmailUpdateFlow>({ _tag: "Idle" })
    const email = yield* SubscriptionRef.make<string | undefined>(undefined)
    const panel = yield* SubscriptionRef.make<FramePanelRequest | undefined>(undefined)
    const calls: Array<Call> = []
    const record = (call: Call) => Effect.sync(() => void calls.push(call))
    const shape: EmbeddedWalletShape = {
      available,
      login,
      update,
      email,
      panel,
      prefetch: record({ name: "prefetch" }),
      submitEmail: (arg) => record({ name: "submitEmail", arg }),
      resendCode: record({ name: "resendCode" }),
      submitOtp: (arg) => record({ name: "submitOtp", arg }),
      cancel: record({ name: "cancel" }),
      startEmailUpdate: (arg) => record({ name: "startEmailUpdate", arg }),
      submitUpdateOtp: (arg) => record({ name: "submitUpdateOtp", arg }),
      placePanel: (box) => record({ name: "placePanel", box }),
      dismissPanel: record({ name: "dismissPanel" }),
      focusPanel: record({ name: "focusPanel" })
    }
    return { shape, login, update, email, panel, calls }
  })

export type FakeEmbedded = Effect.Effect.Success<ReturnType<typeof makeFakeEmbedded>>

export interface EmbeddedModal {
  readonly fake: FakeEmbedded
  readonly instance: LoadedWalletport
  /** Queries inside the modal's shadow root. */
  readonly find: (testId: string) => HTMLElement | null
  readonly show: (route: Route) => Promise<void>
  readonly set: <A>(ref: SubscriptionRef.SubscriptionRef<A>, value: A) => Promise<void>
  readonly adjust: (ms: number) => Promise<void>
  readonly dispose: () => Promise<void>
}

/** The modal, open, over a test instance whose runtime also holds `fake` and TestClock. */
export const mountEmbeddedModal = async (setup: { readonly available?: boolean; readonly connected?: boolean } = {}): Promise<EmbeddedModal> => {
  const base = await createLoadedTestWalletport({ projectId: "test", networks: [mainnet] }, setup.connected === true ? { connected: "dev.fake" } : {})
  const fake = await Effect.runPromise(makeFakeEmbedded(setup.available ?? true))
  const context = (await base.internals.runtime.runtime()).context
  const runtime = ManagedRuntime.make(Layer.mergeAll(Layer.succeedContext(context), Layer.succeed(EmbeddedWallet, fake.shape), TestContext.TestContext))
  await runtime.runtime()
  const instance: LoadedWalletport = { ...base, internals: { ...base.internals, runtime } }
  let unmount: () => void = () => undefined
  await act(async () => {
    unmount = mountModal(instance)
    await runtime.runPromise(intents.openModal())
  })
  const find = (testId: string) =>
    document.querySelector("[data-walletport]")?.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null
  return {
    fake,
    instance,
    find,
    show: (route) => act(() => runtime.runPromise(intents.showView(route))),
    set: (ref, value) => act(() => Effect.runPromise(SubscriptionRef.set(ref, value))),
    adjust: (ms) => act(() => runtime.runPromise(TestClock.adjust(ms))),
    dispose: async () => {
      act(() => unmount())
      await runtime.dispose()
      await base.dispose()
    }
  }
}
