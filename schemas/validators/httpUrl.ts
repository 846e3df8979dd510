/** An absolute http(s) URL: the rule of the options' URL fields (schemas/options.ts), Effect-free for the instant-open preview. */
export const isHttpUrl = (s: string): boolean => {
  try {
    const { protocol } = new URL(s)
    return protocol === "http:" || protocol === "https:"
  } catch {
    return false
  }
}
