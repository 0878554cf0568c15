import type { GatsbyNode } from "gatsby"
import { assertContent } from "./content-check"
import { contentDir } from "./content-dir"
import { pictureFields } from "./project-pictures"
import {
  addFileToFolder,
  pictureFolderId,
  pictureFolderTypeDefs,
  sourcePictureFolders,
} from "./picture-folders"
import { typeDefs } from "./type-defs"
import { projectSlug } from "../../src/lib/slug"
import { parseLocation } from "../../src/lib/location"
import { engineerFields, memberCatFields, memberPhotoFields } from "./team-fields"
import { validCertifications } from "../../src/lib/certifications"
import { quantityValuesOf, type ProjectQuantities } from "../../src/lib/project-record"

/** The content check, the same one as `npm run check:content`. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  await assertContent(contentDir(), reporter)
}

/** The declared types, the pictures resolved from the files beside each JSON, the engineers. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
}) => {
  actions.createTypes(typeDefs)
  actions.createTypes(pictureFolderTypeDefs)
  actions.createTypes([
    schema.buildObjectType({
      name: "Project",
      interfaces: ["Node"],
      fields: { ...pictureFields, ...engineerFields, quantityValues },
    }),
    schema.buildObjectType({
      name: "TeamMember",
      interfaces: ["Node"],
      fields: { ...memberPhotoFields, ...memberCatFields },
    }),
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

/** What the project page selects, so that no page query names the quantities one by one. */
const quantityValues = {
  type: "JSON",
  resolve: ({ quantidades }: { quantidades?: ProjectQuantities | null }) =>
    quantityValuesOf(quantidades),
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourcePictureFolders(args)

/**
 * Each project's address segment and state, as node fields that page queries can filter on, and
 * the id of its picture folder's node. A file that appears later joins its folder's node.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, actions, getNode, createNodeId } = args
  if (node.internal.type === "File") return addFileToFolder(args, node)
  if (node.internal.type !== "Project") return
  const project = node as unknown as { slug?: string; title: string; location: string }
  actions.createNodeField({ node, name: "slug", value: projectSlug(project) })
  actions.createNodeField({
    node,
    name: "state",
    value: parseLocation(project.location)?.state ?? "",
  })
  const json = node.parent
    ? (getNode(node.parent) as { relativeDirectory?: string } | undefined)
    : undefined
  if (json?.relativeDirectory !== undefined) {
    actions.createNodeField({
      node,
      name: "pictureFolder",
      value: pictureFolderId(createNodeId, json.relativeDirectory),
    })
  }
}
