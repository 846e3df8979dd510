// The README's examples, read by marker so the package test runs exactly what the README shows.
import { readFile } from "node:fs/promises"

/**
 * The fenced code block that follows `<!-- example: NAME -->` in README.md. Throws when the marker or
 * its block is missing, so deleting or renaming an example fails the test instead of skipping it.
 */
export async function readmeExample(readmePath, name) {
  const readme = await readFile(readmePath, "utf8")
  const marker = `<!-- example: ${name} -->`
  const at = readme.indexOf(marker)
  if (at < 0) throw new Error(`README.md has no "${marker}"`)
  // The block must follow the marker directly (blank lines allowed), so prose cannot sit between them.
  const block = /^\s*```[\w-]*\n([\s\S]*?\n)```/.exec(readme.slice(at + marker.length))
  if (block === null || block[1] === undefined) throw new Error(`README.md: no fenced block after "${marker}"`)
  return block[1]
}
