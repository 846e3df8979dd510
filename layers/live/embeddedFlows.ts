/**
 * The embedded wallet's flows (services/EmbeddedWallet.ts), loaded by EmbeddedWalletLive only when the host
 * configured `embeddedWallet()`: the email login and email update (SPEC §4, §5) over the AUTH adapters' secure
 * frame, and the frame's panels in the modal (./embeddedPanels.ts). One flow step runs at a time (a newer one
 * or `cancel` interrupts it); each step's progress and typed error live in the state. A verified login
 * connects the AUTH connector in every namespace through Connection, so Account, Send and SIWX need nothing more.
 */
import * as Chunk from "effect/Chunk"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as FiberHandle from "effect/FiberHandle"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { EMAIL_LOGIN_COOLDOWN_MS } from "../../schemas/constants.js"
import { EmailLoginCooldown } from "../../schemas/errors/frame.js"
import { InvalidEmail, InvalidOtp } from "../../schemas/errors/validation.js"
import type { FrameEventMessage } from "../../schemas/frame/envelope.js"
import type { EmailConnectAction } from "../../schemas/frame/requests.js"
import { isEmail } from "../../schemas/validators/email.js"
import { Connection } from "../../services/Connection.js"
import type {
  EmailLoginFlow,
  EmailUpdateFlow,
  EmbeddedConnectorShape,
  EmbeddedWalletShape
} from "../../services/EmbeddedWallet.js"
import { Alerts } from "../../services/Alerts.js"
import { Modal } from "../../services/Modal.js"
import type { FrameRequestError } from "../../services/SecureFrame.js"
import { Router } from "../../services/Router.js"
import { Storage } from "../../services/Storage.js"
import { Toasts } from "../../services/Toasts.js"
import { dismissPanel, followPanels, panelRoute } from "./embeddedPanels.js"

const IDLE = { _tag: "Idle" } as const
const isOtp = (otp: string) => /^\d{6}$/.test(otp)

/** How the frame's recovery-import panel ended (FRAME_HIDE_PANEL), for the events stream. */
const recoveryImportOutcome = (event: FrameEventMessage): Option.Option<"approved" | "rejected" | "done"> =>
  event.type === "FRAME_HIDE_PANEL" && event.payload.panel === "recovery-import" ? Option.some(event.payload.outcome) : Option.none()

/** The first element a pull gives; undefined when its stream ends first. */
const firstOf = <A>(pull: Effect.Effect<Chunk.Chunk<A>, Option.Option<never>>): Effect.Effect<A | undefined> =>
  Effect.gen(function*() {
    for (;;) {
      const chunk = yield* Effect.option(pull)
      if (Option.isNone(chunk)) return undefined
      if (Chunk.isNonEmpty(chunk.value)) return Chunk.headNonEmpty(chunk.value)
    }
  })

export const makeEmbeddedFlows = (embedded: EmbeddedConnectorShape) =>
  Effect.gen(function*() {
    const connection = yield* Connection
    const modal = yield* Modal
    const router = yield* Router
    const storage = yield* Storage
    const toasts = yield* Toasts
    const alerts = yield* Alerts
    const { frame } = embedded
    const scope = yield* Effect.scope

    const login = yield* SubscriptionRef.make<EmailLoginFlow>(IDLE)
    const update = yield* SubscriptionRef.make<EmailUpdateFlow>(IDLE)
    const email = yield* SubscriptionRef.make<string | undefined>(undefined)
    // One step of either flow at a time, in the service's scope: a caller that stops waiting does not stop it.
    const step = yield* FiberHandle.make<void, never>()
    const run = (effect: Effect.Effect<void>) => Effect.flatMap(FiberHandle.run(step, effect), Fiber.await).pipe(Effect.asVoid)

    yield* followPanels({ embedded, modal, router, toasts })

    // SPEC §8 alerts (each shown once): the frame did not load in 20 s; a request outlived its 30 s.
    yield* frame.status.changes.pipe(
      Stream.runForEach((status) =>
        status._tag === "Failed" && status.error._tag === "FrameTimeout" ? alerts.raise("iframeLoadFailed", status.error) : Effect.void),
      Effect.forkScoped
    )
    const timed = <A, E extends { readonly _tag: string }>(request: Effect.Effect<A, E>) =>
      Effect.tapError(request, (error) => (error._tag === "FrameTimeout" ? alerts.raise("iframeRequestTimeout", error) : Effect.void))

    // SPEC §3 Account user.email: the stored email while the AUTH connector holds a namespace.
    yield* connection.state.changes.pipe(
      Stream.map((state) => Object.values(state.namespaces).some((c) => c.session?.connector.type === "AUTH")),
      Stream.changes,
      Stream.runForEach((signedIn) =>
        signedIn
          ? Effect.flatMap(storage.email.get, (stored) => SubscriptionRef.set(email, Option.getOrUndefined(stored)))
          : SubscriptionRef.set(email, undefined)),
      Effect.forkScoped
    )

    const now = Clock.currentTimeMillis

    /** SPEC §5: seconds until another email login is allowed (rounded up), 0 when it is. */
    const cooldownLeft = (since: number) => Effect.map(now, (t) => Math.max(0, Math.ceil((since + EMAIL_LOGIN_COOLDOWN_MS - t) / 1000)))

    /** A verified login: the AUTH connector in every namespace, SPEC §4 stored values, then home (Account). */
    const connect = (address: string) =>
      Effect.gen(function*() {
        yield* SubscriptionRef.set(login, { _tag: "Connecting", email: address })
        const outcome = yield* connection.connectAttempt(embedded.connectorId)
        yield* storage.email.set(address)
        yield* storage.emailLoginUsed.set(true)
        yield* storage.lastEmailLoginTime.remove
        yield* SubscriptionRef.set(email, address)
        yield* SubscriptionRef.set(login, IDLE)
        if (outcome.current) {
          // A panel the frame shows (the new wallet's recovery code, shown once) stays on top of Account.
          const showing = yield* embedded.frame.panel.get
          yield* Effect.flatMap(modal.homeRoute, router.reset)
          if (showing !== undefined) yield* router.pushTransaction({ success: { _tag: "GoBack" } }, panelRoute(showing.panel))
          else yield* modal.settled("connect")
        }
      }).pipe(Effect.catchAll((error) => SubscriptionRef.set(login, { _tag: "Failed", email: address, step: "connect", error })))

    /** APP_CONNECT_EMAIL and what its action asks next (SPEC §4). */
    const sendEmail = (address: string, resend: boolean) =>
      Effect.gen(function*() {
        yield* storage.lastEmailLoginTime.set(yield* now)
        const { action } = yield* timed(frame.request("APP_CONNECT_EMAIL", { email: address }))
        yield* follow(address, action, resend)
      }).pipe(Effect.catchAll((error) =>
        SubscriptionRef.update(login, (s): EmailLoginFlow => ({
          _tag: "Failed",
          email: address,
          step: resend ? "otp" : "email",
          error,
          ...(s._tag === "AwaitingOtp" || s._tag === "Failed" ? { resendAt: s.resendAt } : {})
        }))
      ))

    const awaitOtp = (address: string, resend: boolean) =>
      Effect.gen(function*() {
        yield* SubscriptionRef.set(login, { _tag: "AwaitingOtp", email: address, resendAt: (yield* now) + EMAIL_LOGIN_COOLDOWN_MS })
        if (!resend) yield* router.push({ view: "EmailVerifyOtp", email: address })
      })

    const follow = (address: string, action: EmailConnectAction, resend: boolean): Effect.Effect<void, FrameRequestError> =>
      Effect.gen(function*() {
        switch (action) {
          case "VERIFY_OTP":
            return yield* awaitOtp(address, resend)
          case "VERIFY_DEVICE": {
            // SPEC VERIFY_DEVICE: the link mailed to the address; the frame answers once it was clicked, then the code.
            yield* SubscriptionRef.set(login, { _tag: "AwaitingDevice", email: address })
            yield* router.push({ view: "EmailVerifyDevice", email: address })
            yield* timed(frame.request("APP_CONNECT_DEVICE", {})).pipe(
              Effect.tapError((error) => SubscriptionRef.set(login, { _tag: "Failed", email: address, step: "device", error }))
            )
            yield* SubscriptionRef.set(login, { _tag: "AwaitingOtp", email: address, resendAt: (yield* now) + EMAIL_LOGIN_COOLDOWN_MS })
            return yield* router.replace({ view: "EmailVerifyOtp", email: address })
          }
          case "CONNECT":
            return yield* connect(address)
        }
      })

    const submitEmail = (address: string) =>
      run(Effect.gen(function*() {
        const trimmed = address.trim()
        if (!isEmail(trimmed)) {
          return yield* SubscriptionRef.set(login, { _tag: "Failed", email: trimmed, step: "email", error: new InvalidEmail() })
        }
        const last = yield* storage.lastEmailLoginTime.get
        const left = Option.isSome(last) ? yield* cooldownLeft(last.value) : 0
        if (left > 0) {
          return yield* SubscriptionRef.set(login, { _tag: "Failed", email: trimmed, step: "email", error: new EmailLoginCooldown({ secondsLeft: left }) })
        }
        yield* SubscriptionRef.set(login, { _tag: "SendingEmail", email: trimmed })
        yield* sendEmail(trimmed, false)
      }))

    /** The OTP step's state, when the flow is at it. */
    const atOtp = Effect.map(SubscriptionRef.get(login), (s) =>
      s._tag === "AwaitingOtp" || (s._tag === "Failed" && s.step === "otp" && s.resendAt !== undefined)
        ? { email: s.email, resendAt: s.resendAt ?? 0 }
        : undefined)

    const resendCode = run(Effect.gen(function*() {
      const at = yield* atOtp
      if (at === undefined) return
      const t = yield* now
      if (t < at.resendAt) {
        const error = new EmailLoginCooldown({ secondsLeft: Math.ceil((at.resendAt - t) / 1000) })
        return yield* SubscriptionRef.set(login, { _tag: "Failed", email: at.email, step: "otp", error, resendAt: at.resendAt })
      }
      yield* sendEmail(at.email, true)
    }))

    const submitOtp = (otp: string) =>
      run(Effect.gen(function*() {
        const at = yield* atOtp
        if (at === undefined) return
        const fail = (error: InvalidOtp | FrameRequestError) =>
          SubscriptionRef.set(login, { _tag: "Failed", email: at.email, step: "otp", error, resendAt: at.resendAt })
        if (!isOtp(otp)) return yield* fail(new InvalidOtp())
        yield* SubscriptionRef.set(login, { _tag: "VerifyingOtp", email: at.email, resendAt: at.resendAt })
        yield* Effect.scoped(Effect.gen(function*() {
          // Subscribed before the code goes out: the recovery panel's end is never missed, however soon it comes.
          const recoveryEnd = yield* Stream.toPull(frame.events.pipe(Stream.filterMap(recoveryImportOutcome)))
          const verified = yield* Effect.either(timed(frame.request("APP_CONNECT_OTP", { otp })))
          if (verified._tag === "Left") return yield* fail(verified.left)
          // A new device: the frame answers the code once its recovery panel shows (the code's 30 s bound must not
          // include the visitor's typing). The wallet is unlocked only when the visitor finishes it: connect then.
          if ((yield* frame.panel.get)?.panel === "recovery-import") {
            yield* SubscriptionRef.set(login, { _tag: "Connecting", email: at.email })
            if ((yield* firstOf(recoveryEnd)) !== "done") return yield* SubscriptionRef.set(login, IDLE)
          }
          yield* connect(at.email)
        }))
      }))

    const cancel = Effect.gen(function*() {
      yield* FiberHandle.clear(step)
      yield* SubscriptionRef.set(login, IDLE)
      yield* SubscriptionRef.set(update, IDLE)
    })

    const startEmailUpdate = (newEmail: string) =>
      run(Effect.gen(function*() {
        const trimmed = newEmail.trim()
        if (!isEmail(trimmed)) {
          return yield* SubscriptionRef.set(update, { _tag: "Failed", newEmail: trimmed, step: "email", error: new InvalidEmail() })
        }
        yield* SubscriptionRef.set(update, { _tag: "Sending", newEmail: trimmed })
        const answer = yield* Effect.either(frame.request("APP_UPDATE_EMAIL", { email: trimmed }))
        if (answer._tag === "Left") {
          return yield* SubscriptionRef.set(update, { _tag: "Failed", newEmail: trimmed, step: "email", error: answer.left })
        }
        if (answer.right.action === "VERIFY_PRIMARY_OTP") {
          yield* SubscriptionRef.set(update, { _tag: "AwaitingPrimaryOtp", newEmail: trimmed })
          return yield* router.push({ view: "UpdateEmailPrimaryOtp", email: (yield* SubscriptionRef.get(email)) ?? "" })
        }
        yield* SubscriptionRef.set(update, { _tag: "AwaitingSecondaryOtp", newEmail: trimmed })
        yield* router.push({ view: "UpdateEmailSecondaryOtp", email: trimmed })
      }))

    const submitUpdateOtp = (otp: string) =>
      run(Effect.gen(function*() {
        const s = yield* SubscriptionRef.get(update)
        const stepOf = s._tag === "AwaitingPrimaryOtp" || (s._tag === "Failed" && s.step === "primary")
          ? "primary" as const
          : s._tag === "AwaitingSecondaryOtp" || (s._tag === "Failed" && s.step === "secondary")
            ? "secondary" as const
            : undefined
        if (stepOf === undefined || !("newEmail" in s)) return
        const { newEmail } = s
        if (!isOtp(otp)) return yield* SubscriptionRef.set(update, { _tag: "Failed", newEmail, step: stepOf, error: new InvalidOtp() })
        yield* SubscriptionRef.set(update, { _tag: "Verifying", newEmail, step: stepOf })
        if (stepOf === "primary") {
          const verified = yield* Effect.either(frame.request("APP_UPDATE_EMAIL_PRIMARY_OTP", { otp }))
          if (verified._tag === "Left") return yield* SubscriptionRef.set(update, { _tag: "Failed", newEmail, step: stepOf, error: verified.left })
          yield* SubscriptionRef.set(update, { _tag: "AwaitingSecondaryOtp", newEmail })
          return yield* router.replace({ view: "UpdateEmailSecondaryOtp", email: newEmail })
        }
        const done = yield* Effect.either(frame.request("APP_UPDATE_EMAIL_SECONDARY_OTP", { otp }))
        if (done._tag === "Left") return yield* SubscriptionRef.set(update, { _tag: "Failed", newEmail, step: stepOf, error: done.left })
        // SPEC §4: secondary success returns newEmail, which Account shows from now on.
        yield* storage.email.set(done.right.newEmail)
        yield* SubscriptionRef.set(email, done.right.newEmail)
        yield* SubscriptionRef.set(update, { _tag: "Done", newEmail: done.right.newEmail })
        yield* Effect.flatMap(modal.homeRoute, router.reset)
      }))

    const shape: EmbeddedWalletShape = {
      available: true,
      login,
      update,
      email,
      panel: frame.panel,
      prefetch: Effect.asVoid(Effect.forkIn(Effect.ignore(frame.ready), scope)),
      submitEmail,
      resendCode,
      submitOtp,
      cancel,
      startEmailUpdate,
      submitUpdateOtp,
      placePanel: frame.place,
      focusPanel: frame.focus ?? Effect.void,
      dismissPanel: dismissPanel(embedded)
    }
    return shape
  })
