/**
 * The little of Decap CMS's preview interface the templates use (decap-cms-core's
 * EditorPreviewPane). Decap's values are Immutable.js collections; `toJS` turns them into JSON.
 */
interface Immutable {
  toJS(): unknown
}

interface ImmutableEntry {
  get(key: "data" | "mediaFiles"): Immutable | undefined
}

export interface DecapPreviewProps {
  entry: ImmutableEntry
  /** An asset's URL by the name the entry stores (a blob: URL once loaded from the backend). */
  getAsset: (path: string) => { toString(): string }
  /** Every entry of another collection: an array of Immutable maps of data, slug and path. */
  getCollection: (collection: string) => Promise<readonly Immutable[]>
  /** The preview frame's document and window. */
  document: Document
  window: Window
}

export interface DecapGlobals {
  CMS: {
    registerPreviewTemplate(name: string, component: unknown): void
    /** A widget by name: its control (the editor's field) and its preview. */
    getWidget(name: string): { control: unknown; preview?: unknown } | undefined
    registerWidget(name: string, control: unknown, preview?: unknown): void
  }
  /** Decap's own React: its createElement and create-react-class. */
  h: (type: unknown, props: Record<string, unknown>) => unknown
  createClass: (spec: object) => unknown
}

export const entryData = (props: DecapPreviewProps) =>
  (props.entry.get("data")?.toJS() ?? {}) as Record<string, unknown>

/** The names of the files in the entry's folder and of the photos uploaded since it opened. */
export const entryFiles = (props: DecapPreviewProps) =>
  ((props.entry.get("mediaFiles")?.toJS() ?? []) as { name?: string }[]).flatMap((file) =>
    file.name ? [file.name] : [],
  )
