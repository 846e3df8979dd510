import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Catalogue from "../../../schemas/errors/index.js"
import { OptionsError } from "../../../schemas/options.js"
import { bundle } from "../bundle/bundle.js"

interface ErrorClass {
  readonly _tag: string
  readonly name: string
  readonly prototype: Error
  new(...args: never): Error
}

const isErrorClass = (value: unknown): value is ErrorClass =>
  typeof value === "function" && "_tag" in value && typeof value._tag === "string" &&
  "prototype" in value && value.prototype instanceof Error

const classesOf = (module: Record<string, unknown>): ReadonlyArray<readonly [string, ErrorClass]> =>
  Object.entries(module).flatMap(([name, value]) => (isErrorClass(value) ? [[name, value] as const] : []))

describe("WalletportError: one union, one guard", () => {
  const classes = [...classesOf(Catalogue), ["OptionsError", OptionsError] as const]

  it("lists the tag of every catalogue class, and nothing else", () => {
    expect([...Catalogue.WALLETPORT_ERROR_TAGS].sort()).toEqual(classes.map(([, C]) => C._tag).sort())
    expect(classes.length).toBeGreaterThan(80)
  })

  it.each([
    ["UserRejectedRequest", new Catalogue.UserRejectedRequest()],
    ["ChainNotSupported", new Catalogue.ChainNotSupported({ chainId: 1 })],
    ["InvalidCaipNetworkId", new Catalogue.InvalidCaipNetworkId({ value: "x" })],
    ["InvalidOptions", new OptionsError({ issues: [] })],
    ["a catalogue error that crossed postMessage (another copy)", { _tag: "UserRejectedRequest", message: "User rejected the request.", code: 4001 }]
  ])("recognises %s", (_name, error) => {
    expect(Catalogue.isWalletportError(error)).toBe(true)
  })

  const hostile = Object.defineProperty({}, "_tag", { get: () => { throw new Error("getter") } })
  it.each([
    ["a plain Error", new Error("x")],
    ["another tagged error", { _tag: "HttpClientError", message: "x" }],
    ["a tag without a message", { _tag: "UserRejectedRequest" }],
    ["a tag that is not a string", { _tag: 4001, message: "x" }],
    ["a string", "UserRejectedRequest"],
    ["null", null],
    ["undefined", undefined],
    ["an object with a throwing getter", hostile]
  ])("refuses %s", (_name, value) => {
    expect(Catalogue.isWalletportError(value)).toBe(false)
  })
})

describe("error names survive minification", () => {
  let dir: string
  let minified: Record<string, unknown>

  beforeAll(async () => {
    // esbuild `minify` renames classes (keepNames is off, as in most host builds).
    const b = await bundle(`export * from "./schemas/errors/index.js"`)
    dir = await mkdtemp(join(tmpdir(), "walletport-errors-"))
    const file = join(dir, "errors.mjs")
    await writeFile(file, b.code)
    minified = await import(pathToFileURL(file).href)
  }, 60_000)

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it("really minified the class names (or this test would prove nothing)", () => {
    const renamed = classesOf(minified).filter(([, C]) => C.name !== C._tag)
    expect(renamed.length).toBeGreaterThan(40)
  })

  it("new UserRejectedRequest().name is still UserRejectedRequest, and so are its text forms", () => {
    const UserRejected = minified["UserRejectedRequest"]
    if (!isErrorClass(UserRejected)) throw new Error("UserRejectedRequest missing from the bundle")
    const error = new (UserRejected as unknown as new() => Error)()
    expect(error.name).toBe("UserRejectedRequest")
    expect(String(error)).toBe("UserRejectedRequest: User rejected the request.")
    expect(error.stack?.startsWith("UserRejectedRequest: User rejected the request.")).toBe(true)
  })

  it("every class of the minified catalogue keeps its tag as its name", () => {
    const classes = classesOf(minified)
    expect(classes.length).toBe(classesOf(Catalogue).length)
    for (const [exported, C] of classes) {
      expect({ exported, name: Object.create(C.prototype).name }).toEqual({ exported, name: C._tag })
    }
  })

  it("isWalletportError from the minified copy recognises errors of this copy", () => {
    const guard = minified["isWalletportError"]
    if (typeof guard !== "function") throw new Error("isWalletportError missing from the bundle")
    expect(guard(new Catalogue.UserRejectedRequest())).toBe(true)
    expect(guard(new Error("x"))).toBe(false)
  })
})
