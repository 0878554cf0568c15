import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ProjectCat, ProjectPeriod, ProjectQuantities } from "./project-record"
import type { ProjectStatsInput } from "./project-stats"

/** What every view of a project shows about it. */
interface ProjectSummary {
  id: number
  slug: string
  title: string
  location: string
  year: string
  categories: readonly string[]
}

/** A project as a listing card shows it: the summary and the cover cropped for the card. */
export interface ProjectCardData extends ProjectSummary {
  cardImage: IGatsbyImageData
}

/** A project as its page and its dialog show it, with every picture. */
export interface ProjectDetail extends ProjectSummary {
  description: string
  contratante: string
  escopo: string
  /** Whether the firm holds this project's atestado de capacidade técnica, sent on request. */
  atestado: boolean
  engineers: readonly Engineer[]
  stats: ProjectStatsInput | null
  /** The technical record: quantities in the table's units, the period, the engineers' CATs. */
  quantities: ProjectQuantities | null
  period: ProjectPeriod | null
  cats: readonly ProjectCat[]
  /** The cover uncropped, then the gallery pictures, in order. */
  slides: readonly Slide[]
}

/** A responsible engineer, as a project names them. */
export interface Engineer {
  id: string
  name: string
  crea: string
}

export interface Slide {
  /** "capa" for the cover, else the picture's file name. */
  key: string
  image: IGatsbyImageData
  /** What the firm wrote the photo shows (project.json's `captions`), or null. */
  caption: string | null
}

/** A neighbouring project, as a project page links to it. */
export interface LinkedProject {
  path: string
  title: string
}
