import { useEffect, useState } from "react"

/** The current year: the build's year in the static HTML, the visitor's after hydration. */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear())
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}
