import { useCallback, useSyncExternalStore } from "react"

/** The query's list; undefined on the server and where matchMedia is missing. */
const mediaList = (query: string): MediaQueryList | undefined =>
  typeof window === "undefined" || typeof window.matchMedia !== "function" ? undefined : window.matchMedia(query)

/** Whether `query` matches, live; `fallback` on the server and where matchMedia is missing. */
export const useMediaQuery = (query: string, fallback: boolean): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query)
      list?.addEventListener("change", onChange)
      return () => list?.removeEventListener("change", onChange)
    },
    [query]
  )
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? fallback, () => fallback)
}
