/**
 * ARCHITECTURE §8 "one source of truth per entity, namespace list and constant", checked on the source text
 * for what review found written twice (issue 20): each is declared in one file; the rest import or derive it.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { ROOT, sourceFiles } from "./sourceImports.js"

const SOURCE_FOLDERS = ["schemas", "services", "layers", "runtime", "ui"]
const sources = SOURCE_FOLDERS.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }))

/** The files with a line that `matches`. */
const filesWhere = (matches: (line: string) => boolean): ReadonlyArray<string> =>
  sources.filter(({ text }) => text.split("\n").some(matches)).map(({ file }) => file)

/** The files that declare any of `names` (a const, type, interface or class of that name; re-exports do not count). */
const declaring = (names: ReadonlyArray<string>): ReadonlyArray<string> => {
  const declaration = new RegExp(
    `^\\s*(?:export\\s+)?(?:declare\\s+)?(?:const|let|type|interface|class)\\s+(?:${names.join("|")})\\s*(?:[=<{:]|extends\\b)`
  )
  return filesWhere((line) => declaration.test(line))
}

const NAMESPACES = ["eip155", "solana", "bip122", "polkadot", "cosmos"]
const THEME_KEY = /["']--wp-(?:accent|color-mix|color-mix-strength|font-family|font-size-master|border-radius-master|z-index|qr-color)["']/g

describe("one source of truth (ARCHITECTURE §8)", () => {
  it.each([
    ["STORAGE_VERSION", ["STORAGE_VERSION"], "schemas/constants.ts"],
    ["RECENT_WALLETS_MAX", ["RECENT_WALLETS_MAX"], "schemas/constants.ts"],
    ["DEFAULT_CAIP_NETWORK_ID", ["DEFAULT_CAIP_NETWORK_ID"], "schemas/networks/defaults.ts"],
    ["the modal state", ["ModalState"], "schemas/entities/ModalState.ts"],
    ["the theme mode", ["ThemeMode"], "schemas/entities/Theme.ts"],
    ["the sign-in message", ["SiwxMessage", "SiwxMessageData"], "schemas/siwx/fields.ts"],
    ["the sign-in session", ["SiwxSession"], "schemas/siwx/config.ts"]
  ])("%s is declared in one file", (_, names, home) => {
    expect(declaring(names)).toEqual([home])
  })

  it("the hex string type is declared in one file (services import it from schemas/)", () => {
    expect(filesWhere((line) => /^\s*(?:export\s+)?type\s+Hex\s*=/.test(line))).toEqual(["schemas/public/hex.ts"])
  })

  it("a connector's fields are declared on the entity only (the other connector shapes pick from it or extend it)", () => {
    // And in its plain mirror for hosts' declarations (schemas/public/), which test/types/publicTypes.ts proves equal.
    expect(filesWhere((line) => /\btype\??:\s*ConnectorType\b/.test(line))).toEqual(["schemas/entities/Connector.ts", "schemas/public/session.ts"])
  })

  it("the chain namespace list is written out in one file", () => {
    expect(filesWhere((line) => NAMESPACES.every((ns) => line.includes(`"${ns}"`)))).toEqual(["schemas/namespaces.ts"])
  })

  it("the host's theme-variable keys are listed in one file (reading one variable by its key is not a list)", () => {
    const listsKeys = (line: string) => (line.match(THEME_KEY) ?? []).length > 1 || /["']--wp-[a-z-]+["']\s*:/.test(line)
    expect(filesWhere(listsKeys)).toEqual(["schemas/entities/themeVariableKeys.ts"])
  })
})
