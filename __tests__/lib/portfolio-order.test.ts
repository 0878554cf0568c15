/** @jest-environment node */
import { inPortfolioOrder } from "../../src/lib/portfolio-order"

const project = (projectId: number, destaque?: boolean | null) => ({ projectId, destaque })

describe("the portfolio's order", () => {
  it("lists the projects marked destaque first, then the others, each group by number", () => {
    const projects = [
      project(9),
      project(12, true),
      project(1),
      project(4, true),
      project(2, false),
    ]
    expect(inPortfolioOrder(projects).map((p) => p.projectId)).toEqual([4, 12, 1, 2, 9])
  })

  it("is the number order when nothing is marked (null, false or no mark)", () => {
    const projects = [project(3, null), project(1), project(2, false)]
    expect(inPortfolioOrder(projects).map((p) => p.projectId)).toEqual([1, 2, 3])
  })

  it("leaves the list it is given as it was", () => {
    const projects = [project(2), project(1, true)]
    inPortfolioOrder(projects)
    expect(projects.map((p) => p.projectId)).toEqual([2, 1])
  })
})
