/** An entry's JSON as Decap holds it, read leniently: a missing or odd value reads as empty. */
export type Json = Record<string, unknown>

export const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : ""
export const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : [])
export const object = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {}
export const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : [])
/** The texts of a group's fields by name, each "" while missing. */
export const fields = <Key extends string>(value: unknown, keys: readonly Key[]) => {
  const group = object(value)
  return Object.fromEntries(keys.map((key) => [key, text(group[key])])) as Record<Key, string>
}
