import type { GatsbyNode } from "gatsby"
import { assertContent } from "./content-check"
import { contentDir } from "./content-dir"
import { pictureFields } from "./project-pictures"
import { typeDefs } from "./type-defs"
import { projectSlug } from "../../src/lib/slug"
import { parseLocation } from "../../src/lib/location"
import { engineerFields, memberPhotoFields } from "./team-fields"
import { validCertifications } from "../../src/lib/certifications"

/** Before anything is sourced: the content check, the same one as `npm run check:content`. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  await assertContent(contentDir(), reporter)
}

/** The declared types, the pictures resolved from the files beside each JSON, the engineers. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
}) => {
  actions.createTypes(typeDefs)
  actions.createTypes([
    schema.buildObjectType({
      name: "Project",
      interfaces: ["Node"],
      fields: { ...pictureFields, ...engineerFields },
    }),
    schema.buildObjectType({ name: "TeamMember", interfaces: ["Node"], fields: memberPhotoFields }),
    schema.buildObjectType({
      name: "SiteFacts",
      interfaces: ["Node"],
      fields: {
        validCertifications: {
          type: "[Certification!]!",
          description: "The certifications still valid on the day of the build (Brasília).",
          resolve: (source: { certifications?: { validUntil: string }[] | null }) =>
            validCertifications(source.certifications ?? [], new Date()),
        },
      },
    }),
  ])
}

/** Each project's address segment and state, as node fields that page queries can filter on. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (node.internal.type !== "Project") return
  const project = node as unknown as { slug?: string; title: string; location: string }
  actions.createNodeField({ node, name: "slug", value: projectSlug(project) })
  actions.createNodeField({
    node,
    name: "state",
    value: parseLocation(project.location)?.state ?? "",
  })
}
