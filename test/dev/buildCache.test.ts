// The dev builds' cache (dev/buildCache.ts): an entry per source tree, used only while the tree is unchanged;
// files and directories come back as built; a new tree builds again and drops the old entry.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { cachedDirectory, cachedFiles, sourceTreeKey } from "../../dev/buildCache.js"

let root = ""
const DIRS = ["dev", "frame", "layers", "runtime", "schemas", "scripts", "server", "services", "ui"]

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "walletport-build-cache-"))
  for (const dir of DIRS) await mkdir(join(root, dir, "nested"), { recursive: true })
  for (const file of ["package.json", "package-lock.json", "tsconfig.json"]) await writeFile(join(root, file), "{}")
  await writeFile(join(root, "ui", "nested", "View.tsx"), "export const View = 1")
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const entries = async () => (await readdir(join(root, ".tmp", "build-cache"))).sort()

describe("sourceTreeKey", () => {
  it("is the same for the same tree and options, and changes with a file's content, a new file or the options", async () => {
    const key = await sourceTreeKey("demo", root)
    expect(await sourceTreeKey("demo", root)).toBe(key)
    expect(await sourceTreeKey("frame", root)).not.toBe(key)
    await writeFile(join(root, "ui", "nested", "View.tsx"), "export const View = 2")
    const edited = await sourceTreeKey("demo", root)
    expect(edited).not.toBe(key)
    await writeFile(join(root, "schemas", "new.ts"), "")
    expect(await sourceTreeKey("demo", root)).not.toBe(edited)
    await writeFile(join(root, "package-lock.json"), '{"lockfileVersion":3}')
    expect(await sourceTreeKey("demo", root)).not.toBe(await sourceTreeKey("demo-other", root))
  })
})

describe("cachedFiles", () => {
  it("builds once per key, gives the kept files back as built, and drops the entry of an older tree", async () => {
    let builds = 0
    const build = async () => {
      builds += 1
      return [{ path: "main.js", contents: new TextEncoder().encode(`build ${builds}`) }, { path: "chunks/a.js", contents: new Uint8Array([1, 2, 3]) }]
    }
    const first = await cachedFiles("demo", "aaa111", build, root)
    const again = await cachedFiles("demo", "aaa111", build, root)
    expect(builds).toBe(1)
    const byPath = (files: ReadonlyArray<{ readonly path: string; readonly contents: Uint8Array }>) =>
      Object.fromEntries(files.map((file) => [file.path, Buffer.from(file.contents).toString("hex")]))
    expect(byPath(again)).toEqual(byPath(first))
    expect(await entries()).toEqual(["demo-aaa111"])
    await cachedFiles("demo", "bbb222", build, root)
    expect(builds).toBe(2)
    expect(await entries()).toEqual(["demo-bbb222"])
  })

  it("keeps one entry when two builds of a key finish together, and keeps nothing when the build fails", async () => {
    const build = async () => [{ path: "main.js", contents: new Uint8Array([7]) }]
    const [a, b] = await Promise.all([cachedFiles("demo", "ccc333", build, root), cachedFiles("demo", "ccc333", build, root)])
    expect(a).toHaveLength(1)
    expect(b).toHaveLength(1)
    expect(await entries()).toEqual(["demo-ccc333"])
    await expect(cachedFiles("demo", "ddd444", () => Promise.reject(new Error("syntax error")), root)).rejects.toThrow("syntax error")
    expect(await entries()).toEqual(["demo-ccc333"])
  })
})

describe("cachedDirectory", () => {
  it("fills the directory by building once, then by copying what was kept (replacing what was there)", async () => {
    let builds = 0
    const build = async (dir: string) => {
      builds += 1
      await rm(dir, { recursive: true, force: true })
      await mkdir(join(dir, "assets"), { recursive: true })
      await writeFile(join(dir, "frame.html"), "<script src=/frame/assets/frame-1.js></script>")
      await writeFile(join(dir, "assets", "frame-1.js"), "frame()")
    }
    await cachedDirectory("frame", "eee555", join(root, "one"), build, root)
    await mkdir(join(root, "two"))
    await writeFile(join(root, "two", "stale.txt"), "from an earlier stack")
    await cachedDirectory("frame", "eee555", join(root, "two"), build, root)
    expect(builds).toBe(1)
    expect((await readdir(join(root, "two"))).sort()).toEqual(["assets", "frame.html"])
    expect(await readFile(join(root, "two", "assets", "frame-1.js"), "utf8")).toBe("frame()")
  })
})
