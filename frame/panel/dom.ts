/** A tiny element builder for the panels (text only: nothing from a request is ever parsed as HTML). */
export const el = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: { readonly className?: string; readonly text?: string; readonly attrs?: Readonly<Record<string, string>> } = {},
  children: ReadonlyArray<Node> = []
): HTMLElementTagNameMap[K] => {
  const node = doc.createElement(tag)
  if (props.className !== undefined) node.className = props.className
  if (props.text !== undefined) node.textContent = props.text
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value)
  node.append(...children)
  return node
}

export const button = (doc: Document, label: string, className: string, onClick: () => void): HTMLButtonElement => {
  const node = el(doc, "button", { className, text: label, attrs: { type: "button" } })
  node.addEventListener("click", onClick)
  return node
}
