import { render } from "@testing-library/react"
import { useSectionScroll } from "../../src/hooks/use-section-scroll"
import type { SectionState } from "../../src/lib/navigation"

function Page({ state }: { state: SectionState | null }) {
  useSectionScroll(state)
  return <section id="servicos">Serviços</section>
}

const scrollIntoView = jest.fn()

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    callback(0)
    return 0
  })
})

beforeEach(() => {
  scrollIntoView.mockClear()
  window.matchMedia = jest.fn().mockReturnValue({ matches: false })
})

describe("useSectionScroll", () => {
  it("scrolls smoothly to the section named in navigation state and clears it", () => {
    window.history.replaceState({ section: "servicos", key: "k1" }, "")
    render(<Page state={{ section: "servicos" }} />)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute("id", "servicos")
    expect(window.history.state).toEqual({ key: "k1" })
  })

  it("jumps without animation when the visitor prefers reduced motion", () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true })
    render(<Page state={{ section: "servicos" }} />)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" })
  })

  it("does nothing special on a direct visit", () => {
    window.history.replaceState({ key: "k2" }, "")
    render(<Page state={null} />)
    expect(scrollIntoView).not.toHaveBeenCalled()
    expect(window.history.state).toEqual({ key: "k2" })
  })

  it("ignores a section id that does not exist, without throwing", () => {
    window.history.replaceState({ section: "nao-existe", key: "k3" }, "")
    expect(() => render(<Page state={{ section: "nao-existe" }} />)).not.toThrow()
    expect(scrollIntoView).not.toHaveBeenCalled()
    expect(window.history.state).toEqual({ key: "k3" })
  })
})
