import { screen } from "@testing-library/react"
import { ErrorBoundary } from "../../../src/components/layout/error-boundary"
import { renderWithTheme } from "../../test-utils"

function Broken(): never {
  throw new Error("Cannot read properties of null (reading 'nodes')")
}

describe("ErrorBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it("shows the generic fallback with the error message", () => {
    renderWithTheme(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument()
    expect(screen.getByText("Cannot read properties of null (reading 'nodes')")).toBeInTheDocument()
  })

  it("renders the page when nothing fails", () => {
    renderWithTheme(
      <ErrorBoundary>
        <p>Conteúdo</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("Conteúdo")).toBeInTheDocument()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("starts over when it is given a new key (as on navigation)", () => {
    const { rerender } = renderWithTheme(
      <ErrorBoundary key="/a/">
        <Broken />
      </ErrorBoundary>,
    )
    rerender(
      <ErrorBoundary key="/b/">
        <p>Outra página</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("Outra página")).toBeInTheDocument()
  })
})
