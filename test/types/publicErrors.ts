/**
 * Compile-time proof (checked by `npm run typecheck`) that the plain declarations of `walletport/errors`
 * (schemas/public/catalogue/) say exactly what the catalogue's classes are: for every class, the same own fields
 * on an instance and the same fields to construct one; and the same tags, unions and literal types. A field added,
 * removed or retyped on either side fails the typecheck, naming the class.
 */
import type { YieldableError } from "effect/Cause"
import type * as Impl from "../../schemas/errors/index.js"
import type { OptionsError, OptionsIssue as OptionsIssueSchema } from "../../schemas/options.js"
import type * as Public from "../../schemas/public/catalogue/index.js"
import type { ErrorClass } from "../../schemas/public/catalogue/errorClass.js"

/** True when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Same, and the same keys (`{ a?: string }` and `{}` are each assignable to the other). */
type SameFields<A, B> = Same<A, B> extends true ? Same<keyof A, keyof B> : false
// `Agree<Same<…>>` compiles only when the argument is `true`; `NoneFailing<…>` only when no key is left.
type Agree<T extends true> = T
type NoneFailing<T extends never> = T

type ImplClasses = typeof Impl & { readonly InvalidOptions: typeof OptionsError; readonly OptionsError: typeof OptionsError }
type PublicClasses = typeof Public
type ClassNames = { [K in keyof PublicClasses]: PublicClasses[K] extends ErrorClass<unknown, never> ? K : never }[keyof PublicClasses]

/** An instance's own fields: what is neither Error's nor Effect's (`_tag`, `details`, the class's fields). */
type OwnFields<E> = { readonly [K in Exclude<keyof E, keyof YieldableError>]: E[K] }
/** What the constructor takes (nothing, for a class without fields, is `{}`). */
type ConstructorFields<C> = C extends abstract new (...args: infer A) => unknown ? Exclude<A[0], void | undefined> : never
type Instance<C> = C extends abstract new (...args: never) => infer E ? E : never

type Agrees<I, P> = SameFields<OwnFields<Instance<I>>, OwnFields<Instance<P>>> extends true ? SameFields<ConstructorFields<I>, ConstructorFields<P>> : false

/** The classes whose plain declaration differs from the implementation (must be none). */
type Drifted = { [K in ClassNames]: K extends keyof ImplClasses ? (Agrees<ImplClasses[K], PublicClasses[K]> extends true ? never : K) : K }[ClassNames]
/** Classes of the implementation that the public module does not declare (must be none). */
type Undeclared = { [K in keyof ImplClasses]: ImplClasses[K] extends abstract new (...args: never) => { readonly _tag: string } ? (K extends ClassNames ? never : K) : never }[keyof ImplClasses]

export type PublicErrorsAgree = [
  NoneFailing<Drifted>,
  NoneFailing<Undeclared>,
  Agree<Same<Public.WalletportError["_tag"], Impl.WalletportError["_tag"]>>,
  Agree<Same<Public.WalletRpcError["_tag"], Impl.WalletRpcError["_tag"]>>,
  Agree<Same<Public.ChainRpcError["_tag"], Impl.ChainRpcError["_tag"]>>,
  Agree<Same<Public.StorageError["_tag"], Impl.StorageError["_tag"]>>,
  Agree<Same<Public.SwitchableFeature, Impl.SwitchableFeature>>,
  Agree<Same<Public.WalletConnectFailureReason, Impl.WalletConnectFailureReason>>,
  Agree<Same<Public.SiwxMessagePart, Impl.SiwxMessagePart>>,
  Agree<Same<Public.SiwxVerificationFailure, Impl.SiwxVerificationFailure>>,
  Agree<Same<Public.AlertKind, Impl.AlertKind>>,
  Agree<Same<Public.NodeErrorKind, Impl.NodeErrorKind>>,
  Agree<SameFields<Public.OptionsIssue, OptionsIssueSchema>>
]
