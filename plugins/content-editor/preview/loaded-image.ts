/**
 * The image fields' thumbnails, drawn again once their picture has loaded. Decap's image control
 * asks for its picture once, gets Decap's empty placeholder (an empty SVG) while the picture loads
 * from the backend, and redraws only when its value or its getAsset function changes: a field
 * whose picture was not loaded before the entry opened (the identity's logos) kept the empty
 * thumbnail. This control wraps Decap's own: while a picture it shows is still the placeholder,
 * it draws again a moment later with a fresh getAsset, which Decap's control takes as a change.
 */
import type { DecapGlobals } from "./decap"

/** Decap's placeholder while a picture loads (decap-cms-core, actions/media.ts: emptyAsset). */
export const LOADING_ASSET = "empty.svg"

/** How often, and how many times, a placeholder is asked for again: about 15 seconds in all. */
const RETRY_MS = 150
const RETRIES = 100

interface Asset {
  path?: string
}

type GetAsset = (path: unknown, field: unknown) => Asset | undefined

interface InnerControl {
  getValidateValue?: () => unknown
  getWrappedInstance?: () => InnerControl
}

interface Control {
  props: { getAsset: GetAsset; value?: unknown } & Record<string, unknown>
  /** Decap's own control, drawn inside. */
  inner?: InnerControl | null
  state: { tries: number }
  waiting: boolean
  timer?: ReturnType<typeof setTimeout>
  setState(state: { tries: number }): void
  retryIfWaiting(): void
}

/** Whether a field holding `path` was given Decap's placeholder instead of its picture. */
export function stillLoading(path: unknown, asset: Asset | undefined): boolean {
  return Boolean(path) && asset?.path === LOADING_ASSET
}

export function registerLoadedImage({ CMS, h, createClass }: DecapGlobals): void {
  const image = CMS.getWidget("image")
  if (!image) return
  const control = createClass({
    getInitialState: () => ({ tries: 0 }),
    // Decap's own control decides what to draw (its value, the media library's choice).
    shouldComponentUpdate: () => true,
    componentDidMount(this: Control) {
      this.retryIfWaiting()
    },
    componentDidUpdate(this: Control) {
      this.retryIfWaiting()
    },
    componentWillUnmount(this: Control) {
      clearTimeout(this.timer)
    },
    // Decap validates what the control says its value is (the file's name without its folder).
    getValidateValue(this: Control) {
      return this.inner?.getValidateValue ? this.inner.getValidateValue() : this.props.value
    },
    retryIfWaiting(this: Control) {
      if (!this.waiting || this.state.tries >= RETRIES) return
      clearTimeout(this.timer)
      this.timer = setTimeout(() => this.setState({ tries: this.state.tries + 1 }), RETRY_MS)
    },
    render(this: Control) {
      this.waiting = false
      const getAsset: GetAsset = (path, field) => {
        const asset = this.props.getAsset(path, field)
        if (stillLoading(path, asset)) this.waiting = true
        return asset
      }
      // As Decap's Widget reaches the control it draws (editorControls/Widget.js).
      const keep = (inner: InnerControl | null) => {
        this.inner = inner?.getWrappedInstance ? inner.getWrappedInstance() : inner
      }
      return h(image.control, { ...this.props, getAsset, ref: keep })
    },
  })
  CMS.registerWidget("image", control, image.preview)
}
