// Our bench pages are built from the packed tarball (bench/tarball.ts): each import of a public entry's source
// goes to the file the packed manifest exports for it, and a build that still reaches the sources is caught.
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { projectRoot } from "../../bench/paths.js"
import { ENTRIES_DIR, packedFilename, parseManifest, resolveFromTarball, sourceInputs, specifierOf, subpathOfEntry } from "../../bench/tarball.js"

const root = projectRoot()
const manifest = parseManifest(await readFile(join(root, "package.json"), "utf8"))
const pack = { dir: join(root, ".tmp", "bench", "pack", "walletport"), manifest }
const scenarioDir = join(root, "bench", "scenarios", "walletport-all")

describe("the packed manifest", () => {
  it("maps every source entry in runtime/entries to the subpath a host imports", async () => {
    const entries = (await readdir(join(root, ENTRIES_DIR))).filter((file) => file.endsWith(".ts")).map((file) => file.slice(0, -3))
    for (const entry of entries) expect(subpathOfEntry(manifest, entry), entry).toBeDefined()
    expect(subpathOfEntry(manifest, "react")).toBe("./react")
    expect(subpathOfEntry(manifest, "index")).toBe(".")
    expect(subpathOfEntry(manifest, "siwxServer")).toBe("./siwx/server")
    expect(specifierOf(manifest, "./react")).toBe("walletport/react")
    expect(specifierOf(manifest, ".")).toBe("walletport")
  })

  it("is refused without exports", () => {
    expect(() => parseManifest(JSON.stringify({ name: "walletport", version: "0.1.0" }))).toThrow(/exports/)
    expect(() => parseManifest("[]")).toThrow()
  })
})

describe("resolving the pages' imports from the tarball", () => {
  it("sends an import of a public entry's source to the tarball's file for that subpath", () => {
    expect(resolveFromTarball(root, pack, "../../../runtime/entries/react.js", scenarioDir)).toBe(join(pack.dir, "dist", "react.js"))
    expect(resolveFromTarball(root, pack, "../../../runtime/entries/walletconnect.js", scenarioDir)).toBe(join(pack.dir, "dist", "walletconnect.js"))
    expect(resolveFromTarball(root, pack, "../../runtime/entries/evm.js", join(root, "bench", "scenarios"))).toBe(join(pack.dir, "dist", "evm.js"))
  })

  it("leaves every other import alone (packages, the page's own modules, other folders)", () => {
    expect(resolveFromTarball(root, pack, "react-dom/client", scenarioDir)).toBeUndefined()
    expect(resolveFromTarball(root, pack, "../projectId.js", scenarioDir)).toBeUndefined()
    expect(resolveFromTarball(root, pack, "../../../runtime/createWalletport.js", scenarioDir)).toBeUndefined()
  })

  it("fails on an entry the package does not export", () => {
    expect(() => resolveFromTarball(root, pack, "../../../runtime/entries/secret.js", scenarioDir)).toThrow(/not a public entry/)
  })

  it("names the inputs of a build that came from the sources", () => {
    const inputs = [
      "bench/scenarios/walletport-all/entry.tsx",
      ".tmp/bench/pack/walletport/dist/react.js",
      "../../main/node_modules/effect/dist/esm/Effect.js",
      "node_modules/react/index.js",
      "runtime/createWalletport.ts",
      "<define:process.env.NODE_ENV>"
    ]
    expect(sourceInputs(inputs, join(".tmp", "bench", "pack", "walletport"))).toEqual(["runtime/createWalletport.ts"])
  })
})

describe("npm pack's output", () => {
  it("gives the tarball's name, notices before the JSON aside", () => {
    const stdout = `npm notice some notice\n[\n  {\n    "id": "walletport@0.1.0",\n    "filename": "walletport-0.1.0.tgz",\n    "files": []\n  }\n]\n`
    expect(packedFilename(stdout)).toBe("walletport-0.1.0.tgz")
    expect(() => packedFilename("[]")).toThrow(/no filename/)
  })
})
