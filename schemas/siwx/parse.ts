/**
 * parseSiwxMessage: reads a sign-in message back into its SPEC §3 fields, following the EIP-4361 ABNF
 * line by line (and the CAIP-122 Solana profile), then applies the same field rules as formatSiwxMessage.
 * A message parses only if formatting its fields gives the same text back: the address must already be
 * in its EIP-55 form, every line in its place, nothing after the last field.
 */
import { InvalidSiwxMessage, type SiwxMessagePart } from "../errors/siwx.js"
import { fail, getOrThrow, type SafeParseResult, succeed } from "../validators/core/result.js"
import type { ParsedSiwxMessage } from "./fields.js"
import { SIWX_HEADER_SUFFIX } from "./format.js"
import { profileForLabel } from "./profiles.js"
import { checkSiwxMessage } from "./validate.js"

const HEADER_END = " account:"
const RESOURCES_LINE = "Resources:"
const RESOURCE_PREFIX = "- "

type Result = SafeParseResult<ParsedSiwxMessage, InvalidSiwxMessage>

const invalid = (field: SiwxMessagePart, reason: string): Result => fail(new InvalidSiwxMessage({ field, reason }))

/** SPEC §3: the fields of a sign-in message, or InvalidSiwxMessage naming the line or field at fault. */
export const safeParseSiwxMessage = (text: string): Result => {
  if (typeof text !== "string") return invalid("message", "expected the message text")
  const lines = text.split("\n")
  const header = lines[0] ?? ""
  const split = header.indexOf(SIWX_HEADER_SUFFIX)
  const kind = split === -1 ? "" : header.slice(split + SIWX_HEADER_SUFFIX.length)
  const profile = kind.endsWith(HEADER_END) ? profileForLabel(kind.slice(0, -HEADER_END.length)) : undefined
  if (profile === undefined) {
    return invalid("message", 'the first line must be "{domain} wants you to sign in with your Ethereum account:" (or Solana)')
  }
  const origin = header.slice(0, split)
  const schemeEnd = origin.indexOf("://")
  const scheme = schemeEnd === -1 ? undefined : origin.slice(0, schemeEnd)
  const domain = schemeEnd === -1 ? origin : origin.slice(schemeEnd + 3)
  const accountAddress = lines[1]
  if (accountAddress === undefined || lines[2] !== "") return invalid("message", "the address line must be followed by an empty line")

  // `LF [ statement LF ] LF`: two empty lines mean no statement; a statement line is followed by one.
  let index = 3
  let statement: string | undefined
  if (lines[3] === "" && lines[4] !== "") {
    index = 4
  } else if (lines[3]?.startsWith("URI: ") === true && lines[4] !== "") {
    // The pre-ABNF form (siwe v1) left one empty line where EIP-4361 has two.
    return invalid("message", "without a statement, two empty lines must follow the address")
  } else {
    statement = lines[3]
    if (lines[4] !== "") return invalid("statement", "the statement must be one line followed by an empty line")
    index = 5
  }

  const take = (prefix: string, field: SiwxMessagePart): string | InvalidSiwxMessage => {
    const line = lines[index]
    if (line === undefined || !line.startsWith(prefix)) {
      return new InvalidSiwxMessage({ field, reason: `expected "${prefix}" on line ${index + 1}` })
    }
    index++
    return line.slice(prefix.length)
  }
  const takeOptional = (prefix: string): string | undefined => {
    const line = lines[index]
    if (line === undefined || !line.startsWith(prefix)) return undefined
    index++
    return line.slice(prefix.length)
  }

  const uri = take("URI: ", "uri")
  if (typeof uri !== "string") return fail(uri)
  const version = take("Version: ", "version")
  if (typeof version !== "string") return fail(version)
  if (version !== "1") return invalid("version", 'must be "1"')
  const chainReference = take("Chain ID: ", "chainId")
  if (typeof chainReference !== "string") return fail(chainReference)
  const nonce = take("Nonce: ", "nonce")
  if (typeof nonce !== "string") return fail(nonce)
  const issuedAt = take("Issued At: ", "issuedAt")
  if (typeof issuedAt !== "string") return fail(issuedAt)
  const expirationTime = takeOptional("Expiration Time: ")
  const notBefore = takeOptional("Not Before: ")
  const requestId = takeOptional("Request ID: ")
  let resources: Array<string> | undefined
  if (lines[index] === RESOURCES_LINE) {
    resources = []
    for (index++; index < lines.length; index++) {
      const line = lines[index] ?? ""
      if (!line.startsWith(RESOURCE_PREFIX)) return invalid("resources", `line ${index + 1} must be "- " and a URI`)
      resources.push(line.slice(RESOURCE_PREFIX.length))
    }
  }
  if (index < lines.length) return invalid("message", `unexpected text on line ${index + 1}`)

  const checked = checkSiwxMessage({
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    accountAddress,
    ...(statement === undefined ? {} : { statement }),
    uri,
    chainId: `${profile.namespace}:${chainReference}`,
    nonce,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources })
  })
  if (!checked.success) return checked
  // EIP-4361: the address line conforms to EIP-55; a lower-case or mis-cased one is not the signed form.
  if (checked.data.message.accountAddress !== accountAddress) {
    return invalid("accountAddress", `must be written in its checksum form ${checked.data.message.accountAddress}`)
  }
  return succeed(checked.data.message)
}

/** SPEC §3: as safeParseSiwxMessage; throws InvalidSiwxMessage. */
export const parseSiwxMessage = (text: string): ParsedSiwxMessage => getOrThrow(safeParseSiwxMessage(text))
