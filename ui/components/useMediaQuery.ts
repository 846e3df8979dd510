import { useCallback, useSyncExternalStore } from "react"

/** Whether `query` matches, live; `fallback` on the server and where matchMedia is missing. */
export const useMediaQuery = (query: string, fallback: boolean): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    [query]
  )
  const read = () =>
    typeof window === "undefined" || typeof window.matchMedia !== "function" ? fallback : window.matchMedia(query).matches
  return useSyncExternalStore(subscribe, read, () => fallback)
}
