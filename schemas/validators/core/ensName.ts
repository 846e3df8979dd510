/**
 * ENS names (issue 26): ENSIP-15 normalisation with viem's `normalize` (@adraffy/ens-normalize, the reference
 * implementation), never our own tables. A name is looked up and shown only in its normalised form; one the
 * normaliser refuses (disallowed character, confusable mix of scripts, empty label…) is InvalidEnsName with its
 * reason. viem is a peer dependency; this module loads it only where `normalizeName` is used (sideEffects: false).
 */
import { normalize } from "viem/ens"
import { InvalidEnsName } from "../../errors/ens.js"
import { describeInput } from "./caip.js"
import { fail, getOrThrow, type SafeParseResult, succeed } from "./result.js"

/** The name in ENSIP-15 normalised form, or InvalidEnsName with the normaliser's reason. */
export const safeNormalizeName = (value: unknown): SafeParseResult<string, InvalidEnsName> => {
  if (typeof value !== "string") return fail(new InvalidEnsName({ input: describeInput(value), reason: "a name is text" }))
  if (value.trim() === "") return fail(new InvalidEnsName({ input: value, reason: "empty name" }))
  try {
    return succeed(normalize(value))
  } catch (error) {
    return fail(new InvalidEnsName({ input: value, reason: error instanceof Error ? error.message : String(error) }))
  }
}

/** As safeNormalizeName; throws InvalidEnsName. */
export const normalizeName = (value: unknown): string => getOrThrow(safeNormalizeName(value))
