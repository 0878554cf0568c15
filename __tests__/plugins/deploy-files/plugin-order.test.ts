/** @jest-environment node */
import {
  assertDeployFilesLast,
  deployFilesOrderProblem,
} from "../../../plugins/deploy-files/plugin-order"

describe("deploy-files must be the last plugin", () => {
  it("accepts a list that ends with it, by name or by resolve", () => {
    expect(deployFilesOrderProblem(["content-model", "page-startup", "deploy-files"])).toBeNull()
    expect(
      deployFilesOrderProblem([{ resolve: "gatsby-plugin-sharp" }, { resolve: "deploy-files" }]),
    ).toBeNull()
  })

  it("stops the build, in Portuguese and English, when a plugin follows it, naming that plugin", () => {
    const plugins = [
      "content-model",
      "deploy-files",
      { resolve: "gatsby-plugin-sitemap" },
      "page-startup",
    ]
    expect(() => assertDeployFilesLast(plugins)).toThrow(
      /o plugin "deploy-files" precisa ser o último.*vem antes de \/ comes before: gatsby-plugin-sitemap, page-startup.*must be the last plugin/,
    )
  })

  it("stops the build when it is missing", () => {
    expect(deployFilesOrderProblem(["content-model"])).toMatch(
      /não está na lista \/ is not in the list/,
    )
  })
})

describe("gatsby-config.ts", () => {
  it("checks its own plugin list when Gatsby loads it, and that list passes", () => {
    let checked: unknown
    let plugins: unknown
    jest.isolateModules(() => {
      jest.doMock("../../../plugins/deploy-files/plugin-order", () => {
        const actual = jest.requireActual("../../../plugins/deploy-files/plugin-order")
        return {
          ...actual,
          assertDeployFilesLast: (list: Parameters<typeof assertDeployFilesLast>[0]) => {
            checked = list
            actual.assertDeployFilesLast(list)
          },
        }
      })
      plugins = (jest.requireActual("../../../gatsby-config") as { default: { plugins: unknown } })
        .default.plugins
    })
    expect(checked).toBe(plugins)
  })
})
