import { useCallback, useEffect, useState } from "react"

type FallbackModule = typeof import("./quote-fallback")

const loadFallback = () => import("./quote-fallback")

/**
 * The WhatsApp/e-mail fallback is needed only after a failed send, so it stays out of the page's
 * first bundle; it is fetched as soon as the browser is idle after load, while the network
 * certainly works, so it is at hand when the provider later fails. `ensure` loads it again if
 * that early fetch did not happen or failed.
 */
export function useFallbackModule(): [FallbackModule | null, () => void] {
  const [module, setModule] = useState<FallbackModule | null>(null)
  const ensure = useCallback(() => {
    loadFallback().then(setModule, () => undefined)
  }, [])
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(ensure, 1)
      return () => clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(ensure, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }, [ensure])
  return [module, ensure]
}
