// Next.js's production minifier (SWC, with the options of Next's webpack minify plugin) over our code, and the
// mis-compilation it is known to make of it: a module-level object literal emptied to `{}` (issue 24: SWC
// inlined a once-called arrow whose parameter defaulted to `browserPage` and dropped the object's properties,
// so `page.onPageHide` was undefined in every `next build`).
import { createRequire } from "node:module"
import { join } from "node:path"

/** next/dist/build/webpack/plugins/minify-webpack-plugin: what `next build` runs over every chunk. */
const NEXT_OPTIONS = { compress: { inline: 2 }, module: true, output: { comments: false } }

/** SWC's minify as `next build` calls it, from the `next` installed under `root`; names kept, to be found. */
export async function minifyAsNext(root, code) {
  const { minify } = createRequire(join(root, "package.json"))("next/dist/build/swc")
  return (await minify(code, { ...NEXT_OPTIONS, mangle: false })).code
}

/** Names of module-level objects that had properties in `source` and are `{}` in `minified`. */
export function emptiedObjects(source, minified) {
  const emptied = [...minified.matchAll(/(?:\bvar |\blet |\bconst |,)([\w$]+)=\{\}/g)].map((match) => match[1])
  return emptied.filter((name) => new RegExp(`\\b(?:var|let|const) ${name.replaceAll("$", "\\$")} = \\{\\s*[\\w"'\\[]`).test(source))
}
