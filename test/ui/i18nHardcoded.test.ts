/**
 * Issue 23: every visible string of the modal comes from the typed table (ui/i18n/). Scans ui/ with the
 * TypeScript compiler: JSX text with letters, and string literals given to aria-label, title, placeholder,
 * alt or label props. Files not yet converted are listed by name below (the list only shrinks).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
const UI = join(ROOT, "ui")

/** Props whose value a person reads or hears. */
const VISIBLE_PROPS = new Set(["aria-label", "title", "placeholder", "alt", "label", "aria-description", "aria-roledescription"])

/** Still to convert (issue 23): each file here has hard-coded English; remove a file once it reads the table. */
const NOT_YET_CONVERTED: ReadonlyArray<string> = []

const files = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : files(path)
    return entry.name.endsWith(".tsx") ? [path] : []
  })

/** Names that are not translated. */
const BRAND_NAMES = new Set(["WalletConnect"])

const hasLetters = (text: string): boolean => /\p{L}{2,}/u.test(text) && !BRAND_NAMES.has(text.trim())

/** The string literals an expression can evaluate to (through ?:, &&, ||, ?? and parentheses), with letters. */
const literals = (node: ts.Node): ReadonlyArray<string> => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return hasLetters(node.text) ? [node.text] : []
  if (ts.isTemplateExpression(node)) {
    const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
    return hasLetters(text) ? [text.trim()] : []
  }
  if (ts.isJsxExpression(node)) return node.expression === undefined ? [] : literals(node.expression)
  if (ts.isParenthesizedExpression(node)) return literals(node.expression)
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    // `a && "text"` shows its right side; `a || "text"` and `a ?? "text"` either; a comparison shows nothing.
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literals(node.right)
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) return [...literals(node.left), ...literals(node.right)]
    return []
  }
  return []
}

/** The hard-coded visible strings of one source file. */
export const hardCoded = (source: string, name = "file.tsx"): ReadonlyArray<string> => {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Array<string> = []
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasLetters(node.text)) found.push(node.text.trim())
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file)) && node.initializer !== undefined) {
      for (const text of literals(node.initializer)) found.push(`${node.name.getText(file)}="${text}"`)
    }
    // Strings a JSX child shows: {"Connect"}, {busy ? "Signing…" : "Sign"}, {`Continue in ${name}`}.
    if (ts.isJsxExpression(node) && node.expression !== undefined && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      found.push(...literals(node.expression))
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe("no hard-coded visible English in ui/ (issue 23)", () => {
  it("finds JSX text and visible props, and ignores class names and test ids", () => {
    expect(hardCoded(`const A = () => <p className="muted" data-testid="x">{t.hello}</p>`)).toEqual([])
    expect(hardCoded(`const A = () => <p>Hello there</p>`)).toEqual(["Hello there"])
    expect(hardCoded(`const A = () => <button aria-label="Close" />`)).toEqual([`aria-label="Close"`])
    expect(hardCoded(`const A = () => <input placeholder={"Search"} />`)).toEqual([`placeholder="Search"`])
    expect(hardCoded(`const A = () => <p>{"Or"}</p>`)).toEqual(["Or"])
    expect(hardCoded(`const A = () => <p> · {n} </p>`)).toEqual([])
    expect(hardCoded(`const A = () => <b>{busy ? "Signing…" : t.sign}</b>`)).toEqual(["Signing…"])
    expect(hardCoded(`const A = () => <h3>{\`Continue in \${name}\`}</h3>`)).toEqual(["Continue in"])
    expect(hardCoded(`const A = () => <i aria-label={open ? "Close" : label} />`)).toEqual([`aria-label="Close"`])
    expect(hardCoded(`const A = () => <p>{tab === "tokens" && list}</p>`)).toEqual([])
  })

  it("every file outside ui/i18n reads its strings from the table", () => {
    const offenders = files(UI)
      .map((path) => ({ file: relative(ROOT, path), strings: hardCoded(readFileSync(path, "utf8"), path) }))
      .filter((entry) => entry.strings.length > 0)
    const unexpected = offenders.filter((entry) => !NOT_YET_CONVERTED.includes(entry.file))
    expect(unexpected).toEqual([])
    // A converted file leaves the list: the list holds only files that still have English.
    const stale = NOT_YET_CONVERTED.filter((file) => !offenders.some((entry) => entry.file === file))
    expect(stale).toEqual([])
  })
})
