/**
 * Issue 23: every visible string of the modal comes from the typed table (ui/i18n/). Scans ui/ with the
 * TypeScript compiler: JSX text with letters, string literals given to aria-label, title, placeholder, alt or
 * label props; and outside JSX, strings said or shown from code: given to the announce/copy/toast helpers, set
 * as a `text`/`label`/`message` of an object a view renders, or held in a visible label map (`*_LABEL(S)`, in
 * ui/ and in the schemas/ maps views show). Files not yet converted are listed by name below (the list only shrinks).
 * Services word nothing: a toast from layers/ or services/ is a code with its data, worded by the modal.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { yieldToEventLoop } from "../setup/eventLoop.js"

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
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : []
  })

/** Helpers whose string arguments a person hears or reads (the live region, the copy feedback, toasts). */
const SPEAKING_CALLS = new Set(["announce", "useAnnounce", "copy", "show"])

/** Properties of an object a view renders as text (a hint's `text`, a step's `label`, a toast's `message`). */
const VISIBLE_KEYS = new Set(["text", "label", "message", "intro", "heading", "title", "description"])

/** A constant holding visible labels by key (SEND_LABELS, WRONG_NETWORK_LABEL): its strings are shown. */
const LABEL_MAP = /_(LABELS?|DESCRIPTIONS?|MESSAGES?)$/

/** Props that carry no words (classes, ids, roles, routes, input modes): the rest of a view's props may be shown. */
const TECHNICAL_PROPS = /^(className|style|type|role|id|key|href|src|target|rel|inputMode|autoComplete|dir|lang|name|data-.*|aria-(live|busy|hidden|controls|labelledby|describedby|current|haspopup|expanded|selected|pressed|modal|orientation)|testId|labelledBy|htmlFor|viewKey|symbol|fill|stroke|viewBox|preserveAspectRatio|d)$/

/** The label maps views show that live outside ui/ (schemas/): scanned with ui/. */
const SHOWN_SCHEMAS = ["schemas/send.ts", "schemas/swap.ts"]

/** Names that are not translated. */
const BRAND_NAMES = new Set(["WalletConnect", "EVM", "Solana", "Bitcoin", "Polkadot", "Cosmos"])

/**
 * `scan` of each file, with a turn of the event loop after each: parsing all of ui/ in one go held the vitest
 * worker's event loop ~1 s at load 4 (~3 s at load 8).
 */
const scanEach = async <A>(paths: ReadonlyArray<string>, scan: (path: string) => ReadonlyArray<A>): Promise<ReadonlyArray<A>> => {
  const found: Array<A> = []
  for (const path of paths) {
    found.push(...scan(path))
    await yieldToEventLoop()
  }
  return found
}

const hasLetters = (text: string): boolean => /\p{L}{2,}/u.test(text) && !BRAND_NAMES.has(text.trim())

/** The string literals an expression can evaluate to (through ?:, &&, ||, ?? and parentheses), with letters. */
const literals = (node: ts.Node): ReadonlyArray<string> => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return hasLetters(node.text) ? [node.text] : []
  if (ts.isTemplateExpression(node)) {
    const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
    return hasLetters(text) ? [text.trim()] : []
  }
  if (ts.isJsxExpression(node)) return node.expression === undefined ? [] : literals(node.expression)
  if (ts.isNonNullExpression(node) || ts.isAsExpression(node)) return literals(node.expression)
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

/** The strings a label map holds: its values (an object literal's, nested, through `as const`), or the string itself. */
const labelValues = (node: ts.Node): ReadonlyArray<string> => {
  if (ts.isJsxExpression(node)) return node.expression === undefined ? [] : labelValues(node.expression)
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return labelValues(node.expression)
  if (ts.isConditionalExpression(node)) return [...labelValues(node.whenTrue), ...labelValues(node.whenFalse)]
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? labelValues(p.initializer) : []))
  }
  return literals(node)
}

/** The `toasts.show(…)` calls of one source file that pass text (a string, a template, a message) rather than a code. */
export const toastsAsText = (source: string, name = "file.ts"): ReadonlyArray<string> => {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found: Array<string> = []
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "show" &&
      /(^|\.)toasts$/.test(node.expression.expression.getText(file))) {
      const [content] = node.arguments
      const coded = content !== undefined && ts.isObjectLiteralExpression(content) &&
        content.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText(file) === "code")
      if (!coded) found.push(node.getText(file))
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The hard-coded visible strings of one source file. */
export const hardCoded = (source: string, name = "file.tsx"): ReadonlyArray<string> => {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, name.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  // Outside JSX a lowercase identifier is a code ("success", "review"), not words.
  const words = (texts: ReadonlyArray<string>): ReadonlyArray<string> => texts.filter((text) => !/^[a-z][A-Za-z0-9]*$/.test(text))
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
    // announce("Connected"), copy(address, "Address copied"), toasts.show(`Swapped ${x}`, "success").
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : node.expression.getText(file)
      if (SPEAKING_CALLS.has(callee)) for (const arg of node.arguments) found.push(...words(literals(arg)).map((text) => `${callee}("${text}")`))
    }
    // <SiwxView appName={name ?? "This app"} />, <OnrampView quote={{ receive: "Shown by the provider" }} />
    if (ts.isJsxAttribute(node) && !VISIBLE_PROPS.has(node.name.getText(file)) && !TECHNICAL_PROPS.test(node.name.getText(file)) && node.initializer !== undefined) {
      found.push(...words(labelValues(node.initializer)).map((text) => `${node.name.getText(file)}="${text}"`))
    }
    // const text = signedIn ? "Signed in" : …
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && VISIBLE_KEYS.has(node.name.text) && node.initializer !== undefined) {
      found.push(...words(literals(node.initializer)).map((text) => `${node.name.getText(file)} = "${text}"`))
    }
    // { kind: "error", text: "Error resolving name" }
    if (ts.isPropertyAssignment(node) && VISIBLE_KEYS.has(node.name.getText(file))) {
      found.push(...words(literals(node.initializer)).map((text) => `${node.name.getText(file)}: "${text}"`))
    }
    // const SEND_LABELS = { review: "Review Send" }, const WRONG_NETWORK_LABEL = "Wrong network"
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && LABEL_MAP.test(node.name.text) && node.initializer !== undefined) {
      found.push(...words(labelValues(node.initializer)).map((text) => `${node.name.getText(file)}: "${text}"`))
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

  it("finds strings said or shown from code: announcements, copy feedback, toasts, hints and label maps", () => {
    expect(hardCoded(`useAnnounce(done ? "Sent" : undefined)`)).toEqual([`useAnnounce("Sent")`])
    expect(hardCoded(`copy(address, "Address copied")`)).toEqual([`copy("Address copied")`])
    expect(hardCoded(`copy(address, t.addressCopied)`)).toEqual([])
    expect(hardCoded(`toasts.show(\`Swapped \${amount}\`, "success")`)).toEqual([`show("Swapped")`])
    expect(hardCoded(`const hint = { kind: "error", text: "Error resolving name" }`)).toEqual([`text: "Error resolving name"`])
    expect(hardCoded(`const hint = { kind: "error", text: t.failed }`)).toEqual([])
    expect(hardCoded(`export const SEND_LABELS = { review: "Review Send", max: "Max" } as const`)).toEqual([`SEND_LABELS: "Review Send"`, `SEND_LABELS: "Max"`])
    expect(hardCoded(`export const SEND_LABELS = { review: "review" } as const`)).toEqual([])
    expect(hardCoded(`const WRONG_NETWORK_LABEL = "Wrong network"`)).toEqual([`WRONG_NETWORK_LABEL: "Wrong network"`])
    expect(hardCoded(`const route = { view: "Connect", kind: "info" }`)).toEqual([])
    expect(hardCoded(`const text = signedIn ? "Signed in" : undefined`, "a.ts")).toEqual([`text = "Signed in"`])
    expect(hardCoded(`const A = () => <V appName={name ?? "This app"} quote={{ receive: "Shown by the provider" }} step="review" />`)).toEqual([
      `appName="This app"`,
      `quote="Shown by the provider"`
    ])
    expect(hardCoded(`export const PANEL_DESCRIPTIONS = { approve: "Review the request" }`)).toEqual([`PANEL_DESCRIPTIONS: "Review the request"`])
  })

  it("every file outside ui/i18n reads its strings from the table", async () => {
    const offenders = await scanEach([...files(UI), ...SHOWN_SCHEMAS.map((file) => join(ROOT, file))], (path) => {
      const strings = hardCoded(readFileSync(path, "utf8"), path)
      return strings.length > 0 ? [{ file: relative(ROOT, path), strings }] : []
    })
    const unexpected = offenders.filter((entry) => !NOT_YET_CONVERTED.includes(entry.file))
    expect(unexpected).toEqual([])
    // A converted file leaves the list: the list holds only files that still have English.
    const stale = NOT_YET_CONVERTED.filter((file) => !offenders.some((entry) => entry.file === file))
    expect(stale).toEqual([])
  })
})

describe("toasts from services are codes, worded by the modal (issue 23)", () => {
  it("finds a toast shown as text, and passes one shown as a code", () => {
    expect(toastsAsText(`toasts.show(\`Swapped \${amount}\`, "success")`)).toEqual([`toasts.show(\`Swapped \${amount}\`, "success")`])
    expect(toastsAsText(`yield* toasts.show(AUTHENTICATING_MESSAGE, "loading")`)).toEqual([`toasts.show(AUTHENTICATING_MESSAGE, "loading")`])
    expect(toastsAsText(`this.toasts.show(error.message, "error")`)).toEqual([`this.toasts.show(error.message, "error")`])
    expect(toastsAsText(`toasts.show({ code: "swapping", sell: a, buy: b })`)).toEqual([])
    expect(toastsAsText(`modal.show("Connect")`)).toEqual([])
  })

  it("no file under layers/ or services/ shows a toast as text", async () => {
    const offenders = await scanEach([...files(join(ROOT, "layers")), ...files(join(ROOT, "services"))], (path) =>
      toastsAsText(readFileSync(path, "utf8"), path).map((call) => `${relative(ROOT, path)}: ${call}`))
    expect(offenders).toEqual([])
  })
})
