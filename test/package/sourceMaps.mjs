// The tarball's source maps (issue 24): kept (they are most of the unpacked size), but self-contained. Every
// map carries each source's text (sourcesContent), and every `sources` path resolves inside the package: no
// absolute path, nothing that climbs out of it into the build machine's folders.
import { readdir, readFile } from "node:fs/promises"
import { dirname, isAbsolute, join, relative, resolve } from "node:path"

/** Problems of the maps under `packageDir` (the installed package), and how many maps and sources it read. */
export async function sourceMapProblems(packageDir) {
  const root = resolve(packageDir)
  const maps = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".map") && !file.split("/").includes("node_modules"))
  const problems = []
  let sources = 0
  for (const file of maps) {
    const map = JSON.parse(await readFile(join(root, file), "utf8"))
    const from = resolve(root, dirname(file), map.sourceRoot ?? "")
    map.sources.forEach((source, i) => {
      sources += 1
      const path = resolve(from, source)
      if (isAbsolute(source) || /^[a-z][\w+.-]*:/i.test(source) || relative(root, path).startsWith("..")) {
        problems.push(`${file}: source "${source}" is outside the package`)
      }
      if (typeof map.sourcesContent?.[i] !== "string") problems.push(`${file}: no sourcesContent for "${source}"`)
    })
  }
  return { maps: maps.length, sources, problems }
}
