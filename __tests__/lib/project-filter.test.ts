/** @jest-environment node */
import {
  ALL_CATEGORIES,
  filterCategories,
  categoryFromSlug,
  categorySlug,
  filterProjects,
} from "../../src/lib/project-filter"
import { SPEC_CATEGORIES, SPEC_FILTER_ENTRIES } from "../helpers/spec"

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
  it("is 'Todos' followed by the firm's categories in their order", () => {
    expect(filterCategories(SPEC_CATEGORIES)).toEqual(SPEC_FILTER_ENTRIES)
    expect(filterCategories(["Barragens", "Resíduos sólidos"])).toEqual([
      "Todos",
      "Barragens",
      "Resíduos sólidos",
    ])
  })

  it("has address-bar slugs without accents that map back to the category", () => {
    expect(categorySlug("Abastecimento de Água")).toBe("abastecimento-de-agua")
    expect(categorySlug("Hidrossanitários")).toBe("hidrossanitarios")
    for (const category of filterCategories(SPEC_CATEGORIES)) {
      expect(categoryFromSlug(categorySlug(category), SPEC_CATEGORIES)).toBe(category)
    }
    expect(categoryFromSlug("residuos-solidos", ["Resíduos sólidos"])).toBe("Resíduos sólidos")
  })

  it("knows no unknown slug", () => {
    expect(categoryFromSlug("piscinas", SPEC_CATEGORIES)).toBeNull()
    expect(categoryFromSlug(null, SPEC_CATEGORIES)).toBeNull()
    // A category the firm removed no longer has an address.
    expect(categoryFromSlug("esgoto", ["Drenagem"])).toBeNull()
  })
})
