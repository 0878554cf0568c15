/** A listing's card from its page query's node: the listing and the search's results share it. */
import { requireImage } from "./require-image"
import type { ProjectCardData } from "./project"

export type ListingNode = Queries.ProjectsListingQuery["allProject"]["nodes"][number]

export function cardFromListingNode(node: ListingNode): ProjectCardData {
  return {
    id: node.projectId,
    slug: node.fields.slug,
    title: node.title,
    location: node.location,
    year: node.year,
    categories: node.categories,
    cardImage: requireImage(node.cardCover, `projeto ${node.projectId}: capa`),
  }
}
