// The local names registry (SPEC §4 name registration, §7 /v1/profile/*): a name is registered with a
// signature over the SPEC §4 message, verified with viem against the local chain (EOA, ERC-1271 and ERC-6492
// all go through `verifyMessage`). Lookup, reverse lookup, suggestions with a zone, and identity read it.
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { isAddress, isHex, type PublicClient } from "viem"
import { type NameRecord, RegisterNameMessageJson } from "../../schemas/api/blockchainApi.js"
import { ACCOUNT_NAME_ZONE } from "../../schemas/names.js"
import { ACCOUNT_NAME_RULE_MESSAGES, accountNameProblem, isValidAccountName } from "../../schemas/validators/core/accountName.js"

/** The zone names are registered under by default (the library's). */
export const NAMES_ZONE = ACCOUNT_NAME_ZONE

/** A registration message older than this is refused (replay). */
export const REGISTRATION_MAX_AGE_S = 600

export interface NamesRegistry {
  /** Verifies and records; a refusal is a reason description (SPEC §8 shows it). */
  readonly register: (body: { readonly coin_type: number; readonly address: string; readonly message: string; readonly signature: string }) => Promise<
    { ok: true } | { ok: false; reason: string }
  >
  readonly lookup: (name: string) => NameRecord | undefined
  readonly reverse: (address: string) => ReadonlyArray<NameRecord>
  readonly suggestions: (name: string, zone: string) => ReadonlyArray<{ name: string; registered: boolean }>
  /** SPEC §3 identity: the newest name of the address, and its avatar attribute. */
  readonly identity: (address: string) => { name: string | null; avatar: string | null }
}

const decodeMessage = Schema.decodeUnknownEither(RegisterNameMessageJson)

/** The `attributes.avatar` of a signed registration message, when it is an http(s) or inline-image URL. */
const signedAvatar = (message: string): string | undefined => {
  const parsed: unknown = JSON.parse(message)
  const attributes: unknown = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "attributes") : undefined
  const avatar: unknown = typeof attributes === "object" && attributes !== null ? Reflect.get(attributes, "avatar") : undefined
  return typeof avatar === "string" && /^(https?:\/\/|data:image\/)/.test(avatar) ? avatar : undefined
}

export const makeNamesRegistry = (client: PublicClient, now: () => number = () => Date.now()): NamesRegistry => {
  const records: Array<NameRecord> = []
  const lookup = (name: string) => records.find((r) => r.name.toLowerCase() === name.toLowerCase())
  const reverse = (address: string) =>
    records
      .filter((r) => Object.values(r.addresses).some((a) => a.address.toLowerCase() === address.toLowerCase()))
      .sort((a, b) => (b.registered ?? 0) - (a.registered ?? 0))
  return {
    register: async (body) => {
      const message = decodeMessage(body.message)
      if (Either.isLeft(message)) return { ok: false, reason: "The message is not a registration message" }
      const { name, timestamp } = message.right
      const label = name.split(".")[0] ?? ""
      const problem = accountNameProblem(label)
      if (problem !== undefined) return { ok: false, reason: ACCOUNT_NAME_RULE_MESSAGES[problem] }
      const seconds = Math.floor(now() / 1000)
      if (Math.abs(seconds - timestamp) > REGISTRATION_MAX_AGE_S) return { ok: false, reason: "The registration message has expired" }
      if (lookup(name) !== undefined) return { ok: false, reason: "Name is already registered" }
      const { address, signature } = body
      if (!isAddress(address)) return { ok: false, reason: "Only EVM addresses can register names here" }
      if (!isHex(signature)) return { ok: false, reason: "Invalid signature" }
      const valid = await client
        .verifyMessage({ address, message: body.message, signature })
        .catch(() => false)
      if (!valid) return { ok: false, reason: "Invalid signature" }
      // The modal signs empty attributes (SPEC §4); a script may sign an `avatar` too, which identity then answers.
      const avatar = signedAvatar(body.message)
      records.push({
        name,
        registered: seconds,
        updated: seconds,
        addresses: { [String(body.coin_type)]: { address: body.address } },
        attributes: avatar === undefined ? [] : [{ avatar }]
      })
      return { ok: true }
    },
    lookup,
    reverse,
    suggestions: (name, zone) => {
      const label = name.split(".")[0]?.toLowerCase() ?? ""
      return [label, `${label}-1`, `${label}-${new Date(now()).getUTCFullYear()}`, `the-${label}`]
        .filter(isValidAccountName)
        .map((l) => ({ name: `${l}.${zone}`, registered: lookup(`${l}.${zone}`) !== undefined }))
    },
    identity: (address) => {
      const newest = reverse(address)[0]
      const avatar = newest?.attributes?.find((a) => a["avatar"] !== undefined)?.["avatar"]
      return { name: newest?.name ?? null, avatar: avatar ?? null }
    }
  }
}
