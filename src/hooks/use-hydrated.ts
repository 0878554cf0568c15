import { useEffect, useState } from "react"

/**
 * False during the static render and the hydrating render, true after: state that only the
 * browser knows (the address's query string) is applied after hydration, so the first client
 * render matches the static HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
