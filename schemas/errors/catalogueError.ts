/**
 * The base of the catalogue's error classes: Effect's `Data.Error` (yieldable, `_tag`, prototype `name` = the
 * tag) with its fields declared as Schema fields, whose constructor fills their defaults as
 * `Schema.TaggedError`'s does. Not `Schema.TaggedError` itself: defining one builds several Schema classes at
 * module load (the catalogue's ninety-odd classes took ~30 ms more to evaluate in Node, in the core's first
 * chunk, on the path of a visitor's first click). A catalogue error is made, thrown and matched by `_tag`, never
 * decoded; the sign-in refusals a back end sends are decoded, and stay Schema classes (siwx.ts).
 */
import type * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import * as Schema from "effect/Schema"

// `& {}`: a class without fields takes `{}` (Struct.Constructor of no fields is `unknown`).
type Props<Fields extends Schema.Struct.Fields> = Schema.Struct.Constructor<Fields> & {}
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T]

/** An instance: a yieldable error with its tag and fields. */
export type CatalogueErrorOf<Tag extends string, Fields extends Schema.Struct.Fields> =
  & Cause.YieldableError
  & { readonly _tag: Tag }
  & Schema.Struct.Type<Fields>

/** A catalogue error class: `new` with its fields (none when all are optional), `_tag` and `fields` on the class. */
export interface CatalogueErrorClass<Tag extends string, Fields extends Schema.Struct.Fields> {
  new (
    ...props: RequiredKeys<Props<Fields>> extends never ? [props?: Props<Fields>] : [props: Props<Fields>]
  ): CatalogueErrorOf<Tag, Fields>
  readonly _tag: Tag
  readonly fields: Fields
}

/** `props` with the fields' constructor defaults (`Schema.optionalWith(…, { default })`) filled in where absent. */
const withDefaults = (fields: Schema.Struct.Fields, props: object): Record<PropertyKey, unknown> => {
  const out: Record<PropertyKey, unknown> = { ...props }
  for (const key of Reflect.ownKeys(fields)) {
    const field = fields[key]
    if (out[key] !== undefined || !Schema.isPropertySignature(field)) continue
    const ast = field.ast
    const defaultValue = ast._tag === "PropertySignatureDeclaration" ? ast.defaultValue : ast.to.defaultValue
    if (defaultValue !== undefined) out[key] = defaultValue()
  }
  return out
}

export const CatalogueError = <Tag extends string, Fields extends Schema.Struct.Fields>(
  tag: Tag,
  fields: Fields
): CatalogueErrorClass<Tag, Fields> => {
  class Base extends Data.Error<Record<PropertyKey, unknown>> {
    static readonly _tag = tag
    static readonly fields = fields
    constructor(props: object | void) {
      super({ ...withDefaults(fields, props ?? {}), _tag: tag })
    }
  }
  Base.prototype.name = tag
  // The class's instances carry exactly the fields given (and `_tag`), as the interface says.
  return Base as unknown as CatalogueErrorClass<Tag, Fields>
}

/**
 * The wire form of a catalogue error class (postMessage, a host's own transport): `_tag` and the class's fields
 * as a Schema struct, decoded into the class. What a Schema.TaggedError class was as a Schema, built only where
 * asked for.
 */
export const catalogueErrorSchema = <Tag extends string, Fields extends Schema.Struct.Fields>(
  errorClass: CatalogueErrorClass<Tag, Fields>
) => {
  const wire = Schema.Struct({ _tag: Schema.Literal(errorClass._tag), ...errorClass.fields })
  type Wire = typeof wire.Type
  // The constructor takes the struct's type and the struct encodes an instance's own fields: TS cannot relate
  // the mapped types of a generic `Fields`, so these two are typed here, once.
  const make = (props: Wire): CatalogueErrorOf<Tag, Fields> => new (errorClass as unknown as new (props: Wire) => CatalogueErrorOf<Tag, Fields>)(props)
  const fieldsOf = (error: CatalogueErrorOf<Tag, Fields>): Wire => error as unknown as Wire
  return Schema.transform(
    wire,
    Schema.declare((value): value is CatalogueErrorOf<Tag, Fields> => value instanceof errorClass, { identifier: errorClass._tag }),
    { strict: true, decode: make, encode: fieldsOf }
  )
}
