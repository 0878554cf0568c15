import { graphql, useStaticQuery } from "gatsby"
import type { Service } from "../lib/services"

/** The firm's services (content/services/), in their order: the home cards and the footer list. */
export function useServices(): readonly Service[] {
  const data = useStaticQuery<Queries.ServicesQuery>(graphql`
    query Services {
      allService(sort: [{ order: ASC }, { title: ASC }]) {
        nodes {
          title
          icon
          items
        }
      }
    }
  `)
  return data.allService.nodes as readonly Service[]
}
