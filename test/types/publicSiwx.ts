/**
 * Compile-time proof (checked by `npm run typecheck`) that the plain sign-in types of `walletport/siwx/server`
 * (schemas/public/siwx.ts) are the implementation's: the verifier's options (a Schema there) and its errors.
 */
import type { SiwxRefusal as RefusalSchema } from "../../schemas/siwx/refusal.js"
import type * as Impl from "../../schemas/siwx/verify/types.js"
import type * as Public from "../../schemas/public/siwx.js"

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Same, and the same keys (`{ a?: string }` and `{}` are each assignable to the other). */
type SameFields<A, B> = Same<A, B> extends true ? Same<keyof A, keyof B> : false
type Agree<T extends true> = T

export type PublicSiwxAgrees = [
  Agree<SameFields<Public.VerifySiwxMessageOptions, Impl.VerifySiwxMessageOptions>>,
  Agree<Same<Public.VerifySiwxMessageError["_tag"], Impl.VerifySiwxMessageError["_tag"]>>,
  Agree<Same<Public.SiwxRefusal["_tag"], RefusalSchema["_tag"]>>
]
