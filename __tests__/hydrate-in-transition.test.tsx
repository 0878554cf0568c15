import { act, useState } from "react"
import { hydrateInTransition } from "../src/hydrate-in-transition"
import { replaceHydrateFunction } from "../gatsby-browser"

/** Tells React whether act() wraps the updates (it warns when they are and it is not told). */
function setActEnvironment(on: boolean): void {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on
}
setActEnvironment(true)

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Cliques: ${count}`}
    </button>
  )
}

/** What `gatsby build` writes for `app`. */
const STATIC_HTML =
  '<div tabindex="-1" id="gatsby-focus-wrapper"><button type="button">Cliques: 0</button></div>'

const app = (
  <div tabIndex={-1} id="gatsby-focus-wrapper">
    <Counter />
  </div>
)

let container: HTMLDivElement
let consoleError: jest.SpyInstance

beforeEach(() => {
  container = document.createElement("div")
  container.id = "___gatsby"
  document.body.append(container)
  consoleError = jest.spyOn(console, "error")
})

afterEach(() => {
  container.remove()
  consoleError.mockRestore()
})

describe("hydrateInTransition", () => {
  it("is the site's hydration (gatsby-browser's replaceHydrateFunction)", () => {
    expect(replaceHydrateFunction?.({} as never, { plugins: [] })).toBe(hydrateInTransition)
  })

  it("hydrates the static markup in place: same nodes, live handlers, no mismatch", async () => {
    container.innerHTML = STATIC_HTML
    const staticButton = container.querySelector("button")

    await act(async () => hydrateInTransition(app, container))
    expect(container.querySelector("button")).toBe(staticButton)
    await act(async () => staticButton?.click())

    expect(staticButton).toHaveTextContent("Cliques: 1")
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("handles a click that comes before the hydration has run: it hydrates at once", async () => {
    container.innerHTML = STATIC_HTML
    const staticButton = container.querySelector("button")
    setActEnvironment(false)
    try {
      hydrateInTransition(app, container)
      // The transition waits for React's scheduler, so the button is not hydrated yet (React
      // marks the nodes it has hydrated with a __reactFiber key) when the click arrives.
      expect(Object.keys(staticButton ?? {}).some((key) => key.startsWith("__reactFiber"))).toBe(
        false,
      )
      staticButton?.click()
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      setActEnvironment(true)
    }
    expect(staticButton).toHaveTextContent("Cliques: 1")
  })

  it("hydrates a long page in slices: a timer set after it starts runs before it ends", async () => {
    // 200 items of about 1 ms each: one task of 200 ms when hydration is not in a transition.
    function Slow({ n }: { n: number }) {
      const end = performance.now() + 1
      while (performance.now() < end);
      return <li>{`Item ${n}`}</li>
    }
    const long = (
      <div tabIndex={-1} id="gatsby-focus-wrapper">
        <ul>
          {Array.from({ length: 200 }, (_, n) => (
            <Slow key={n} n={n} />
          ))}
        </ul>
      </div>
    )
    const items = Array.from({ length: 200 }, (_, n) => `<li>Item ${n}</li>`).join("")
    container.innerHTML = `<div tabindex="-1" id="gatsby-focus-wrapper"><ul>${items}</ul></div>`
    const last = container.querySelector("li:last-child") as Element
    const isHydrated = (node: Element) =>
      Object.keys(node).some((key) => key.startsWith("__reactFiber"))
    setActEnvironment(false)
    try {
      hydrateInTransition(long, container)
      const hydratedWhenTimerRan = await new Promise((resolve) =>
        setTimeout(() => resolve(isHydrated(last)), 0),
      )
      expect(hydratedWhenTimerRan).toBe(false)
      for (let waited = 0; !isHydrated(last) && waited < 3_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    } finally {
      setActEnvironment(true)
    }
    expect(isHydrated(last)).toBe(true)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("renders into a container without static markup, as gatsby develop has", async () => {
    await act(async () => hydrateInTransition(app, container))
    const button = container.querySelector("button")
    await act(async () => button?.click())

    expect(button).toHaveTextContent("Cliques: 1")
    expect(consoleError).not.toHaveBeenCalled()
  })
})
