/** The little of Decap CMS's field configuration this site writes. */
export interface CmsField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  pattern?: [string, string]
  [option: string]: unknown
}

export function string(name: string, label: string, hint?: string): CmsField {
  return hint === undefined
    ? { name, label, widget: "string" }
    : { name, label, widget: "string", hint }
}
