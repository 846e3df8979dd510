/**
 * What the visitor typed in the instant-open preview's email field, carried into the real Connect view's field
 * at the hand-off (issue 22): the hand-off's core side (runtime/handOff.ts) leaves it here in the commit that
 * shows the real modal, and the real field takes it as its first value (ui/containers/ConnectContainer.tsx),
 * which renders after that commit (the field waits for the EmbeddedWallet service, looked up in a layout
 * effect). Keyed by the instance's runtime: two instances on one page never share a draft.
 */
const drafts = new WeakMap<object, string>()

export const leaveEmailDraft = (instance: object, text: string): void => {
  if (text === "") drafts.delete(instance)
  else drafts.set(instance, text)
}

export const emailDraft = (instance: object): string | undefined => drafts.get(instance)

/** The real field has taken it: a later Connect view starts empty. */
export const clearEmailDraft = (instance: object): void => void drafts.delete(instance)
