/**
 * Issue 23 `locale`: what the option takes, Effect-free so that the instant-open preview (which reads the
 * options before the core decodes them) accepts exactly what schemas/options.ts does.
 */

/** A well-formed BCP 47 language tag ("de", "ar-EG"), as Intl.getCanonicalLocales reads it. */
export const isLocaleTag = (tag: string): boolean => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

/** The `locale` option: a tag, or a non-empty list of tags best first. */
export const isLocaleOption = (u: unknown): u is string | ReadonlyArray<string> =>
  typeof u === "string" ? isLocaleTag(u) : Array.isArray(u) && u.length > 0 && u.every((tag) => typeof tag === "string" && isLocaleTag(tag))
