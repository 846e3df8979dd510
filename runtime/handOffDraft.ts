/**
 * What the visitor types in the instant-open preview's email field, carried into the real Connect view's field
 * at the hand-off (issue 22). The hand-off's core side (runtime/handOff.ts) leaves here, as the core opens, a
 * reader of the preview's field; the real field takes what it reads as its first value in the render of the
 * commit that shows the real modal (ui/containers/ConnectContainer.tsx), the commit in which the preview
 * leaves: keys typed up to that render are in the real field, and there is no gap for keys to fall into (the
 * real field is in that commit: ui/containers/useEmailLogin.ts). Keyed by the instance's runtime: two
 * instances on one page never share a draft.
 */
const drafts = new WeakMap<object, () => string>()

export const leaveEmailDraft = (instance: object, read: () => string): void => void drafts.set(instance, read)

/** The preview's text now; undefined when there is no preview to take over from, or it is empty. */
export const emailDraft = (instance: object): string | undefined => {
  const text = drafts.get(instance)?.()
  return text === "" ? undefined : text
}

/** The real field has taken it: a later Connect view starts empty. */
export const clearEmailDraft = (instance: object): void => void drafts.delete(instance)
