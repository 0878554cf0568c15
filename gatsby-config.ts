import { availableParallelism } from "node:os"
import type { GatsbyConfig } from "gatsby"
import { resolveSiteUrl } from "./scripts/lib/site-url"
import { contentDir } from "./scripts/lib/content-dir"
import { netlifyCacheOnlyAdapter } from "./scripts/lib/netlify-cache-adapter"

const siteUrl = resolveSiteUrl(process.env)

// Gatsby sizes its worker pools, and gatsby-plugin-sharp its queue of pictures, to the cores
// minus one, leaving one to the main process. On a 2-core builder that encodes one picture at a
// time while the main process mostly waits; counting one core more keeps both cores busy.
// A GATSBY_CPU_COUNT set by the host wins (README, Decisions).
if (process.env.GATSBY_CPU_COUNT === undefined && availableParallelism() <= 2) {
  process.env.GATSBY_CPU_COUNT = String(availableParallelism() + 1)
}

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: { generateOnBuild: true },
  adapter: process.env.NETLIFY === "true" ? netlifyCacheOnlyAdapter() : undefined,
  plugins: [
    "gatsby-plugin-emotion",
    // Local plugin (plugins/): the "Onde atuamos" map, built from the projects' locations.
    "gatsby-plugin-state-map",
    {
      // Lists every public page; the plugin leaves out the 404 pages.
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404/", "/404.html", "/dev-404-page/"],
        serialize: ({ path }: { path: string }) => ({ url: path }),
      },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          // Read by our patch of gatsby-plugin-sharp (patches/): sharp's default efforts made
          // the encoders most of a cold build, for a few percent fewer bytes (README, Decisions).
          avifOptions: { effort: 2 },
          webpOptions: { effort: 2 },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir() },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // project.json files become Project nodes, site.json becomes SiteFacts.
        typeName: ({ node }: { node: { name: string } }) =>
          node.name === "project" ? "Project" : node.name === "site" ? "SiteFacts" : "ContentJson",
      },
    },
    // A page per project and the portfolio's listing pages (plugins/portfolio-pages).
    "portfolio-pages",
  ],
}

export default config
