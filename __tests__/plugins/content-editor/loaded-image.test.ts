/** @jest-environment node */
/**
 * The image fields' wrapper (preview/loaded-image.ts): it draws Decap's own control, and draws it
 * again, with a fresh getAsset, while a field's picture is still Decap's loading placeholder.
 * The screen itself: __tests__/e2e-cms/identity-editor.spec.ts.
 */
import {
  LOADING_ASSET,
  registerLoadedImage,
  stillLoading,
} from "../../../plugins/content-editor/preview/loaded-image"

type Spec = Record<string, (...args: unknown[]) => unknown>

/** Decap's globals, enough to drive the wrapper as React would, one render at a time. */
function decap() {
  const registered: { name: string; control: Spec; preview: unknown }[] = []
  const original = { control: "DecapImageControl", preview: "DecapImagePreview" }
  const CMS = {
    getWidget: () => original,
    registerWidget: (name: string, control: unknown, preview: unknown) =>
      registered.push({ name, control: control as Spec, preview }),
    registerPreviewTemplate: () => undefined,
  }
  const h = (type: unknown, props: Record<string, unknown>) => ({ type, props })
  registerLoadedImage({ CMS, h, createClass: (spec: object) => spec })
  return { registered, original }
}

/** One mounted wrapper whose Decap getAsset answers from `assets`. */
function mount(spec: Spec, assets: Record<string, { path: string }>) {
  const instance: Record<string, unknown> = {
    props: { value: "logo.png", getAsset: (path: string) => assets[path] },
    state: { tries: 0 },
    setState(state: object) {
      instance.state = state
      render()
      ;(spec.componentDidUpdate as () => void).call(instance)
    },
  }
  for (const [name, method] of Object.entries(spec)) instance[name] ??= method.bind(instance)
  let drawn: { type: unknown; props: Record<string, unknown> } | undefined
  const render = () => {
    drawn = spec.render.call(instance) as typeof drawn
    const getAsset = drawn!.props.getAsset as (path: string, field: unknown) => unknown
    getAsset("logo.png", null)
  }
  render()
  ;(spec.componentDidMount as () => void).call(instance)
  return { drawn: () => drawn!, instance }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it("wraps Decap's image control under the same name, keeping its preview", () => {
  const { registered, original } = decap()
  expect(registered.map(({ name, preview }) => [name, preview])).toEqual([
    ["image", original.preview],
  ])
  const { drawn } = mount(registered[0].control, { "logo.png": { path: "logo.png" } })
  expect(drawn().type).toBe(original.control)
  expect(drawn().props.value).toBe("logo.png")
})

it("draws again with a fresh getAsset while the picture is the placeholder, then stops", () => {
  const { registered } = decap()
  const assets: Record<string, { path: string }> = { "logo.png": { path: LOADING_ASSET } }
  const { drawn } = mount(registered[0].control, assets)
  const first = drawn().props.getAsset
  jest.advanceTimersByTime(200)
  expect(drawn().props.getAsset).not.toBe(first)
  // Loaded: one more drawing shows it, and no timer is left.
  assets["logo.png"] = { path: "logo.png" }
  jest.advanceTimersByTime(200)
  const loaded = drawn().props.getAsset
  jest.advanceTimersByTime(5000)
  expect(drawn().props.getAsset).toBe(loaded)
  expect(jest.getTimerCount()).toBe(0)
})

it("tells Decap's placeholder from a picture, and an empty field from a loading one", () => {
  expect(stillLoading("logo.png", { path: LOADING_ASSET })).toBe(true)
  expect(stillLoading("logo.png", { path: "logo.png" })).toBe(false)
  expect(stillLoading("", { path: LOADING_ASSET })).toBe(false)
})
