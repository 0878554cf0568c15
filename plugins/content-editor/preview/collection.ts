import { useEffect, useState } from "react"
import type { DecapPreviewProps } from "./decap"

type Json = Record<string, unknown>

/** The data of every entry of another of the editor's collections; empty until it has loaded. */
export function useCollectionData(
  getCollection: DecapPreviewProps["getCollection"],
  name: string,
): Json[] {
  const [data, setData] = useState<Json[]>([])
  useEffect(() => {
    let current = true
    getCollection(name)
      .then((entries) => {
        if (current) setData(entries.map((entry) => (entry.toJS() as { data: Json }).data))
      })
      // Without it the preview shows the rest.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [getCollection, name])
  return data
}
