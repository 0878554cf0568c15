/** The pages the audit measures, with the files Gatsby built for each. */
export interface SitePage {
  /** The URL path requested; also the key of the page's budgets. */
  path: string
  /** Short name in the report. */
  label: string
  /** The HTML document under the build folder. */
  htmlFile: string
  /** The folder under page-data/ that holds the page's page-data.json. */
  pageDataKey: string
  /** Answers 404 by design (the SEO audit of the status code does not apply). */
  notFound: boolean
  /** The key of its budgets when it is not the path (a page that stands for others). */
  budgetKey?: string
}

export const HOME: SitePage = {
  path: "/",
  label: "/",
  htmlFile: "index.html",
  pageDataKey: "index",
  notFound: false,
}

export const PROJECTS: SitePage = {
  path: "/projetos/",
  label: "/projetos/",
  htmlFile: "projetos/index.html",
  pageDataKey: "projetos",
  notFound: false,
}

export const PRIVACY: SitePage = {
  path: "/privacidade/",
  label: "/privacidade/",
  htmlFile: "privacidade/index.html",
  pageDataKey: "privacidade",
  notFound: false,
}

export const NOT_FOUND: SitePage = {
  path: "/pagina-que-nao-existe/",
  label: "404",
  htmlFile: "404.html",
  pageDataKey: "404.html",
  notFound: true,
}
