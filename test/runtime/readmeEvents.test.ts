/**
 * Issue 27: the README lists the event tags and payloads. Every member of WalletportEvent is in the README's
 * Events section with each of its payload fields, and the section names no tag the type does not have.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import type { PropertySignature } from "effect/Schema"
import { WalletportEvent } from "../../schemas/events.js"

const README = readFileSync(join(__dirname, "../../README.md"), "utf8")
const section = (): string => {
  const start = README.indexOf("### Events\n")
  const end = README.indexOf("\n### ", start + 1)
  if (start < 0 || end < 0) throw new Error("README.md has no Events section")
  return README.slice(start, end)
}

/** A TaggedStruct's tag, read from its `_tag` property signature (a literal). */
const tagOf = (signature: PropertySignature.AST): string => {
  const type = signature._tag === "PropertySignatureDeclaration" ? signature.type : signature.to.type
  if (type._tag !== "Literal" || typeof type.literal !== "string") throw new Error("an event without a string tag")
  return type.literal
}

const members = WalletportEvent.members.map((member) => ({
  tag: tagOf(member.fields._tag.ast),
  fields: Object.keys(member.fields).filter((field) => field !== "_tag")
}))

describe("the README's event list (issue 27)", () => {
  it.each(members)("$tag is listed with its payload", ({ tag, fields }) => {
    const text = section()
    expect(text).toContain(`\`${tag}\``)
    const row = text.split("\n").find((line) => line.startsWith(`| \`${tag}\` |`))
    // Listed in the table with each field, or named in the prose with each field.
    const where = row ?? text.slice(text.indexOf(`\`${tag}\``), text.indexOf(`\`${tag}\``) + 120)
    for (const field of fields) expect(where).toContain(`\`${field}`)
  })

  it("names no tag the type does not have", () => {
    const named = [...section().matchAll(/`([A-Z][A-Z_]+)`/g)].map((m) => m[1])
    expect(named.filter((tag) => !members.some((m) => m.tag === tag))).toEqual([])
  })
})
