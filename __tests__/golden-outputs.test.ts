/** @jest-environment node */
/**
 * What the tables (src/lib/content-model) make, as committed files a reviewer reads: the GraphQL
 * types of the content and the editor's config.yml. A change to a table shows up as a diff of
 * __tests__/golden/; after a deliberate one, write them again and review the diff:
 * UPDATE_GOLDEN=1 npx jest __tests__/golden-outputs.test.ts
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { cmsConfigYaml } from "../plugins/content-editor/config"
import { typeDefs } from "../plugins/content-model/type-defs"

/** A fixed day: the year's pattern moves with the calendar. */
const NOW = new Date("2026-06-01T12:00:00Z")

const GOLDEN: [string, string][] = [
  ["content-types.graphql", typeDefs],
  [
    "admin-config.yml",
    cmsConfigYaml({
      githubRepo: "firma/site",
      githubBranch: "main",
      backend: "github",
      localBackend: false,
      nextProjectId: 20,
      now: NOW,
    }),
  ],
]

it.each(GOLDEN)("makes __tests__/golden/%s from the tables", (name, made) => {
  const file = path.join(__dirname, "golden", name)
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, made)
  expect(made).toBe(readFileSync(file, "utf8"))
})
