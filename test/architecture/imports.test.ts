/** ARCHITECTURE §2, §8 import rules, checked on the source text (cheap: no TypeScript program). */
import { describe, expect, it } from "vitest"
import { edgesInto, importsOf, importsUnder } from "./sourceImports.js"

describe("import rules", () => {
  it("the scan sees every form of import (so a rule cannot pass by missing one)", () => {
    const text = [
      `import type { A } from "../services/A.js"`,
      `import {`,
      `  B`,
      `} from "../services/B.js"`,
      `export { C } from "../services/C.js"`,
      `const d = () => import("../services/D.js")`,
      `import "../services/E.js"`,
      `import { F } from "./F.js"`
    ].join("\n")
    expect(edgesInto(importsOf("schemas/x.ts", text), "services")).toEqual([
      "schemas/x.ts:1 → services/A.js",
      "schemas/x.ts:4 → services/B.js",
      "schemas/x.ts:5 → services/C.js",
      "schemas/x.ts:6 → services/D.js",
      "schemas/x.ts:7 → services/E.js"
    ])
  })

  it("schemas/ imports nothing from services/ (the data types sit below the service graph)", () => {
    expect(edgesInto(importsUnder("schemas"), "services")).toEqual([])
  })
})
