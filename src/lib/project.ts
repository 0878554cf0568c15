import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ProjectStatsInput } from "./project-stats"

/** A project as the gallery components receive it, mapped from the page query. */
export interface Project {
  id: number
  title: string
  description: string
  location: string
  year: string
  categories: readonly string[]
  stats: ProjectStatsInput | null
  /** The cover cropped for the card. */
  cardImage: IGatsbyImageData
  /** The cover uncropped, then pic1 … pic10 that exist, for the carousel. */
  slides: readonly Slide[]
}

export interface Slide {
  key: string
  image: IGatsbyImageData
}
