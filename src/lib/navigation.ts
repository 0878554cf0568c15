/** The header menu: four home-page sections and the projects route. */
export type SectionId = "inicio" | "servicos" | "sobre" | "contato"

export type NavItem = { label: string; section: SectionId } | { label: string; route: "/projetos/" }

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Início", section: "inicio" },
  { label: "Serviços", section: "servicos" },
  { label: "Projetos", route: "/projetos/" },
  { label: "Sobre", section: "sobre" },
  { label: "Contato", section: "contato" },
]

/** What the home page receives in navigation state when a section entry is chosen elsewhere. */
export interface SectionState {
  section?: string
}

export const PROJECTS_ROUTE = "/projetos/"

export const PRIVACY_ROUTE = "/privacidade/"

export function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === ""
}
