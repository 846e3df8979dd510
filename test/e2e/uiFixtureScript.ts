// The ui fixture page's script (ui-fixture.tsx bundled for the browser, production React): for ui.e2e.ts and the
// docs' theme pictures (scripts/themePictures.ts).
import { build } from "esbuild"
import { join } from "node:path"
import { projectRoot } from "../../dev/paths.js"

export const uiFixtureScript = async (): Promise<string> => {
  const result = await build({
    entryPoints: [join(projectRoot(), "test", "e2e", "ui-fixture.tsx")],
    bundle: true,
    format: "iife",
    write: false,
    jsx: "automatic",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning"
  })
  return result.outputFiles[0]?.text ?? ""
}
