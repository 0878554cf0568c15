import { graphql, useStaticQuery } from "gatsby"
import { isBrazilianState, type StateCode } from "../lib/brazil-states"

/** The states the portfolio has projects in, from the content at build time. */
export function usePortfolioStates(): StateCode[] {
  const data = useStaticQuery<Queries.PortfolioStatesQuery>(graphql`
    query PortfolioStates {
      allProject {
        distinct(field: { fields: { state: SELECT } })
      }
    }
  `)
  return data.allProject.distinct.filter(isBrazilianState)
}
