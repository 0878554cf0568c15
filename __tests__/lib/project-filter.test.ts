/** @jest-environment node */
import {
  ALL_CATEGORIES,
  FILTER_CATEGORIES,
  categoryFromSlug,
  categorySlug,
  filterProjects,
} from "../../src/lib/project-filter"
import { SPEC_FILTER_ENTRIES } from "../helpers/spec"

const projects = [
  { id: 1, categories: ["Esgoto", "Loteamento"] },
  { id: 2, categories: ["Abastecimento de Água"] },
  { id: 3, categories: ["Drenagem", "Esgoto"] },
]

describe("filterProjects", () => {
  it("shows every project for 'Todos'", () => {
    expect(filterProjects(projects, ALL_CATEGORIES).map((p) => p.id)).toEqual([1, 2, 3])
  })

  it("shows only the projects whose categories include the chosen one", () => {
    expect(filterProjects(projects, "Esgoto").map((p) => p.id)).toEqual([1, 3])
    expect(filterProjects(projects, "Abastecimento de Água").map((p) => p.id)).toEqual([2])
  })

  it("shows nothing for a category no project has", () => {
    expect(filterProjects(projects, "Irrigação")).toEqual([])
  })
})

describe("the category list", () => {
  it("is 'Todos' followed by the categories in the filter's order", () => {
    expect(FILTER_CATEGORIES).toEqual(SPEC_FILTER_ENTRIES)
  })

  it("has address-bar slugs without accents that map back to the category", () => {
    expect(categorySlug("Abastecimento de Água")).toBe("abastecimento-de-agua")
    expect(categorySlug("Hidrossanitários")).toBe("hidrossanitarios")
    for (const category of FILTER_CATEGORIES) {
      expect(categoryFromSlug(categorySlug(category))).toBe(category)
    }
  })

  it("knows no unknown slug", () => {
    expect(categoryFromSlug("piscinas")).toBeNull()
    expect(categoryFromSlug(null)).toBeNull()
  })
})
