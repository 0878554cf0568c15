import { useCallback, useEffect, useState } from "react"

const PHOTO_HASH = /^#foto-(\d+)$/

/** The address of photo `index` in the viewer: #foto-1 for the first. */
export const photoHash = (index: number) => `#foto-${index + 1}`

/** The viewer's photo, kept in the address (#foto-N), so the browser's Back closes the viewer. */
export function usePhotoAddress(count: number) {
  const [index, setIndex] = useState<number | null>(null)
  useEffect(() => {
    const read = () => {
      const number = Number(PHOTO_HASH.exec(window.location.hash)?.[1] ?? 0)
      setIndex(number >= 1 && number <= count ? number - 1 : null)
    }
    read()
    window.addEventListener("popstate", read)
    return () => window.removeEventListener("popstate", read)
  }, [count])
  const open = useCallback((photo: number) => {
    window.history.pushState({ ...window.history.state, photoViewer: true }, "", photoHash(photo))
    setIndex(photo)
  }, [])
  const close = useCallback(() => {
    if (window.history.state?.photoViewer) {
      window.history.back()
      return
    }
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, "", `${pathname}${search}`)
    setIndex(null)
  }, [])
  return { index, open, close }
}
