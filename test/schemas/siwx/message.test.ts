import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { InvalidSiwxMessage } from "../../../schemas/errors/siwx.js"
import {
  formatSiwxMessage,
  parseSiwxMessage,
  safeFormatSiwxMessage,
  safeParseSiwxMessage,
  type SiwxMessage
} from "../../../schemas/siwx/index.js"
import {
  CAIP122_EIP155_EXAMPLE,
  EIP4361_EXPLICIT_PORT,
  EIP4361_EXPLICIT_SCHEME,
  EIP4361_FIELDS,
  EIP4361_IMPLICIT_SCHEME,
  SOLANA_PROFILE_EXAMPLE,
  SOLANA_PROFILE_EXAMPLE_BASE64URL,
  SOLANA_PROFILE_FIELDS
} from "./examples.js"

const MINIMAL: SiwxMessage = {
  domain: "example.com",
  accountAddress: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  uri: "https://example.com/login",
  chainId: "eip155:31337",
  nonce: "abcdefgh",
  issuedAt: "2021-09-30T16:25:24Z"
}

const fieldOf = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidSiwxMessage) return error.field
    throw error
  }
  throw new Error("expected InvalidSiwxMessage")
}

describe("EIP-4361 examples", () => {
  it.each([
    ["implicit scheme", EIP4361_IMPLICIT_SCHEME, { ...EIP4361_FIELDS }],
    ["explicit port", EIP4361_EXPLICIT_PORT, { ...EIP4361_FIELDS, domain: "example.com:3388" }],
    ["explicit scheme", EIP4361_EXPLICIT_SCHEME, { ...EIP4361_FIELDS, scheme: "https" }]
  ])("parses and re-formats the spec's example with an %s byte for byte", (_name, text, fields) => {
    expect(parseSiwxMessage(text)).toEqual(fields)
    expect(formatSiwxMessage(fields)).toBe(text)
  })

  it("writes the two empty lines of `LF [ statement LF ] LF` when there is no statement", () => {
    const text = formatSiwxMessage(MINIMAL)
    expect(text).toBe(
      "example.com wants you to sign in with your Ethereum account:\n" +
        "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\n" +
        "URI: https://example.com/login\nVersion: 1\nChain ID: 31337\nNonce: abcdefgh\nIssued At: 2021-09-30T16:25:24Z"
    )
    expect(parseSiwxMessage(text)).toEqual({ ...MINIMAL, version: "1" })
  })

  it("tells an empty statement (a blank line of its own) from none", () => {
    const text = formatSiwxMessage({ ...MINIMAL, statement: "" })
    expect(text).toContain("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\n\nURI:")
    expect(parseSiwxMessage(text).statement).toBe("")
  })

  it("writes every optional field in the ABNF order, Chain ID as the EVM reference", () => {
    const text = formatSiwxMessage({
      ...MINIMAL,
      expirationTime: "2021-10-01T00:00:00+02:00",
      notBefore: "2021-09-30t16:25:24.5z",
      requestId: "req-1:@!",
      resources: []
    })
    expect(text.split("\n").slice(4)).toEqual([
      "URI: https://example.com/login",
      "Version: 1",
      "Chain ID: 31337",
      "Nonce: abcdefgh",
      "Issued At: 2021-09-30T16:25:24Z",
      "Expiration Time: 2021-10-01T00:00:00+02:00",
      "Not Before: 2021-09-30t16:25:24.5z",
      "Request ID: req-1:@!",
      "Resources:"
    ])
    expect(parseSiwxMessage(text).resources).toEqual([])
  })

  it("keeps timestamps verbatim: 16:25:24Z is not rewritten as 16:25:24.000Z", () => {
    expect(formatSiwxMessage(MINIMAL)).toContain("Issued At: 2021-09-30T16:25:24Z")
  })

  it("writes the address in its EIP-55 form, and parses only that form", () => {
    const lower = { ...MINIMAL, accountAddress: MINIMAL.accountAddress.toLowerCase() }
    expect(formatSiwxMessage(lower)).toContain("\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n")
    const text = formatSiwxMessage(MINIMAL).replace(MINIMAL.accountAddress, lower.accountAddress)
    expect(fieldOf(() => parseSiwxMessage(text))).toBe("accountAddress")
  })

  it.each([
    "user:pass@example.com",
    "example.com:8443",
    "[::1]:3000",
    "[2001:db8::7]",
    "[::ffff:192.0.2.1]",
    "[v1.fe80::a+en1]",
    "127.0.0.1:5173",
    "xn--bcher-kva.example",
    "a%20b.example"
  ])("accepts the RFC 3986 authority %s as the domain", (domain) => {
    const text = formatSiwxMessage({ ...MINIMAL, domain })
    expect(parseSiwxMessage(text).domain).toBe(domain)
  })

  it.each(["", "exa mple.com", "[::1", "[1:2:3:4:5:6:7:8:9]", "[1.2.3.4::]", "example.com:80a", "a@b@c", "[::g]", "ex/ample"])(
    "refuses the domain %j",
    (domain) => {
      expect(fieldOf(() => formatSiwxMessage({ ...MINIMAL, domain }))).toBe("domain")
    }
  )

  it("refuses the CAIP-122 generic example: Chain ID after Issued At is not the EIP-4361 order", () => {
    const result = safeParseSiwxMessage(CAIP122_EIP155_EXAMPLE)
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(result.error.field).toBe("chainId")
      expect(result.error.message).toBe('Invalid sign-in message field "chainId": expected "Chain ID: " on line 8')
    }
  })
})

describe("CAIP-122 Solana profile", () => {
  it("formats the profile's example to exactly its published bytes", () => {
    const bytes = Buffer.from(SOLANA_PROFILE_EXAMPLE_BASE64URL, "base64url").toString("utf8")
    expect(bytes).toBe(SOLANA_PROFILE_EXAMPLE)
    expect(formatSiwxMessage(SOLANA_PROFILE_FIELDS)).toBe(bytes)
    expect(parseSiwxMessage(bytes)).toEqual(SOLANA_PROFILE_FIELDS)
  })

  it("uses the CAIP-2 reference (the genesis hash prefix) as its Chain ID", () => {
    const text = formatSiwxMessage({
      ...SOLANA_PROFILE_FIELDS,
      chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
    })
    expect(text).toContain("\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n")
    expect(parseSiwxMessage(text).chainId).toBe("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")
  })

  it("refuses an EVM address, a scheme or a line break in a Solana message", () => {
    expect(fieldOf(() => formatSiwxMessage({ ...SOLANA_PROFILE_FIELDS, accountAddress: MINIMAL.accountAddress }))).toBe("accountAddress")
    expect(fieldOf(() => formatSiwxMessage({ ...SOLANA_PROFILE_FIELDS, scheme: "https" }))).toBe("domain")
    expect(fieldOf(() => formatSiwxMessage({ ...SOLANA_PROFILE_FIELDS, statement: "a\nb" }))).toBe("statement")
  })
})

describe("field rules name the field at fault", () => {
  it.each([
    ["nonce", { nonce: "1234567" }],
    ["nonce", { nonce: "abcd-efgh" }],
    ["issuedAt", { issuedAt: "2021-09-30 16:25:24Z" }],
    ["issuedAt", { issuedAt: "2021-02-29T00:00:00Z" }],
    ["issuedAt", { issuedAt: "2021-09-30T24:00:00Z" }],
    ["issuedAt", { issuedAt: "2021-09-30T16:25:24" }],
    ["expirationTime", { expirationTime: "tomorrow" }],
    ["notBefore", { notBefore: "2021-13-01T00:00:00Z" }],
    ["uri", { uri: "/login" }],
    ["uri", { uri: "https://exa mple.com" }],
    ["uri", { uri: "https://example.com/%zz" }],
    ["resources", { resources: ["https://ok.example", "not a uri"] }],
    ["requestId", { requestId: "a b" }],
    ["statement", { statement: "line\nbreak" }],
    ["statement", { statement: 'quotes " are not reserved or unreserved' }],
    ["statement", { statement: "é" }],
    ["chainId", { chainId: "1" }],
    ["chainId", { chainId: "eip155:0x1" }],
    ["chainId", { chainId: "cosmos:cosmoshub-4" }],
    ["accountAddress", { accountAddress: "0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266" }],
    ["accountAddress", { accountAddress: "GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1" }]
  ] as const)("%s: %j", (field, patch) => {
    const result = safeFormatSiwxMessage({ ...MINIMAL, ...patch })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(result.error).toBeInstanceOf(InvalidSiwxMessage)
      expect(result.error.field).toBe(field)
      expect(result.error.message).toContain(`"${field}"`)
    }
  })

  it("accepts leap years, leap seconds, offsets and fractions of RFC 3339", () => {
    for (const issuedAt of ["2024-02-29T00:00:00Z", "2016-12-31T23:59:60Z", "1985-04-12T23:20:50.52Z", "1996-12-19T16:39:57-08:00"]) {
      expect(safeFormatSiwxMessage({ ...MINIMAL, issuedAt }).success).toBe(true)
    }
  })

  it.each([
    ["", "message"],
    ["example.com wants you to sign in with your Cosmos account:\nx", "message"],
    [formatSiwxMessage(MINIMAL).replace("\n\n\n", "\n\n"), "message"],
    [formatSiwxMessage(MINIMAL).replace("Version: 1", "Version: 2"), "version"],
    [formatSiwxMessage(MINIMAL).replace("Nonce: abcdefgh\n", ""), "nonce"],
    [formatSiwxMessage(MINIMAL) + "\n", "message"],
    [formatSiwxMessage(MINIMAL) + "\nResources:\nhttps://x.example", "resources"],
    [formatSiwxMessage(MINIMAL) + "\nRequest ID: 1\nExpiration Time: 2021-09-30T16:25:24Z", "message"],
    [formatSiwxMessage({ ...MINIMAL, statement: "hi" }).replace("hi\n\n", "hi\n"), "statement"]
  ])("parse refuses a malformed message (%#) naming %s", (text, field) => {
    expect(fieldOf(() => parseSiwxMessage(text))).toBe(field)
  })
})

// Arbitraries for the property test: every field drawn from its own grammar.
const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const chars = (alphabet: string, min: number, max: number) =>
  fc.stringOf(fc.constantFrom(...alphabet.split("")), { minLength: min, maxLength: max })
const label = chars("abcdefghijklmnopqrstuvwxyz0123456789", 1, 12)
const hostname = fc.array(label, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("."))
const domain = fc.oneof(
  hostname,
  fc.tuple(hostname, fc.integer({ min: 0, max: 65535 })).map(([h, p]) => `${h}:${p}`),
  fc.tuple(label, hostname).map(([u, h]) => `${u}@${h}`),
  fc.ipV6().map((ip) => `[${ip}]`),
  fc.ipV4()
)
const uri = fc.webUrl({ withQueryParameters: true, withFragments: true })
const pad = (n: number, width = 2) => String(n).padStart(width, "0")
const dateTime = fc
  .tuple(
    fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2999-12-31T23:59:59Z"), noInvalidDate: true }),
    fc.constantFrom("Z", "z", "+00:00", "-08:00", "+05:30"),
    fc.option(chars("0123456789", 1, 6), { nil: undefined })
  )
  .map(([d, zone, frac]) =>
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${
      pad(d.getUTCMinutes())
    }:${pad(d.getUTCSeconds())}${frac === undefined ? "" : `.${frac}`}${zone}`
  )
const STATEMENT_CHARS = `${ALNUM}-._~:/?#[]@!$&'()*+,;= `
const evmAddress = fc.constantFrom(
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"
)
const optional = <A>(arb: fc.Arbitrary<A>) => fc.option(arb, { nil: undefined })
const messages = fc
  .record({
    scheme: optional(fc.constantFrom("https", "http", "app+x.1")),
    domain,
    accountAddress: evmAddress,
    statement: optional(chars(STATEMENT_CHARS, 0, 80)),
    uri,
    chainId: fc.integer({ min: 1, max: 2 ** 31 }).map((id) => `eip155:${id}`),
    nonce: chars(ALNUM, 8, 32),
    issuedAt: dateTime,
    expirationTime: optional(dateTime),
    notBefore: optional(dateTime),
    requestId: optional(chars(`${ALNUM}-._~!$&'()*+,;=:@`, 0, 20)),
    resources: optional(fc.array(uri, { maxLength: 3 }))
  })
  // Through JSON to drop the absent optional fields, as parse leaves them out.
  .map((record) => JSON.parse(JSON.stringify({ ...record, version: "1" })) as SiwxMessage)

describe("round trip", () => {
  it("parse(format(x)) is x, and format(parse(text)) is text", () => {
    fc.assert(
      fc.property(messages, (message) => {
        const text = formatSiwxMessage(message)
        expect(parseSiwxMessage(text)).toEqual(message)
        expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
      }),
      { numRuns: 300 }
    )
  })
})
