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

/** The accessibility statement (Lei Brasileira de Inclusão, art. 63). */
export const ACCESSIBILITY_ROUTE = "/acessibilidade/"

/** The responsible engineers and the firm's credentials. */
export const TEAM_ROUTE = "/equipe/"

/** The technical record: the firm's quantities summed (plugins/portfolio-pages builds it). */
export const RECORD_ROUTE = "/acervo/"

/** A member's own page, with their CATs: /equipe/maria-souza/. */
export function memberPath(id: string): string {
  return `${TEAM_ROUTE}${id}/`
}

export function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === ""
}
