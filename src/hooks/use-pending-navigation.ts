import { useCallback, useEffect, useState } from "react"

/** Dispatched by gatsby-browser's onRouteUpdate once a navigation has rendered. */
export const ROUTE_UPDATE_EVENT = "site:route-update"

/** Which link is waiting for its page: set on click, cleared once it rendered or after a while. */
export function usePendingNavigation<T>(): [T | null, (value: T) => void] {
  const [pending, setPending] = useState<T | null>(null)
  useEffect(() => {
    if (pending === null) return undefined
    const clear = () => setPending(null)
    const timeout = window.setTimeout(clear, 10_000)
    window.addEventListener(ROUTE_UPDATE_EVENT, clear)
    return () => {
      window.clearTimeout(timeout)
      window.removeEventListener(ROUTE_UPDATE_EVENT, clear)
    }
  }, [pending])
  return [pending, useCallback((value: T) => setPending(value), [])]
}
