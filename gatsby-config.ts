import { availableParallelism } from "node:os"
import type { GatsbyConfig } from "gatsby"
import { configSiteUrl } from "./plugins/deploy-files/site-url"
import { contentDir, jsonTypeName } from "./plugins/content-model/content-dir"
import { netlifyCacheOnlyAdapter } from "./plugins/deploy-files/netlify-cache-adapter"
import { assertDeployFilesLast } from "./plugins/deploy-files/plugin-order"
import { LOCAL_QUOTE_ENDPOINT } from "./plugins/deploy-files/quote-endpoint"

// An unusable SITE_URL stops the build in plugins/deploy-files, with the fix in Portuguese.
const siteUrl = configSiteUrl(process.env)

// `npm run build:local` and `npm run develop` (QUOTE_INBOX=local) build the quote form for the
// local form inbox, develop only when GATSBY_QUOTE_ENDPOINT names no other (build:local empties it).
if (process.env.QUOTE_INBOX === "local") process.env.GATSBY_QUOTE_ENDPOINT ||= LOCAL_QUOTE_ENDPOINT

// Gatsby sizes its worker pools, and gatsby-plugin-sharp its queue of pictures, to the cores
// minus one, leaving one to the main process. On a 2-core builder that encodes one picture at a
// time while the main process mostly waits; counting one core more keeps both cores busy.
// A GATSBY_CPU_COUNT set by the host wins (docs/decisions.md).
if (process.env.GATSBY_CPU_COUNT === undefined && availableParallelism() <= 2) {
  process.env.GATSBY_CPU_COUNT = String(availableParallelism() + 1)
}

/**
 * The table of contents of the build. Our own plugins live in plugins/<name>/ (Gatsby finds them
 * by name); each one's gatsby-node.ts is where its part of the build happens. Plugins run in the
 * order listed here.
 */
const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: { generateOnBuild: true },
  // On Netlify: the official adapter's build cache, without its own headers (see the adapter).
  // Redirects made with createRedirect reach Netlify's _redirects through this adapter only:
  // local builds and scripts/serve.ts never apply them (plugins/deploy-files/redirects.ts).
  adapter: process.env.NETLIFY === "true" ? netlifyCacheOnlyAdapter() : undefined,
  plugins: [
    // Emotion's CSS-in-JS, rendered into each page's HTML at build time.
    "gatsby-plugin-emotion",
    // plugins/gatsby-plugin-state-map: the "Onde atuamos" map, built from the projects' locations.
    "gatsby-plugin-state-map",
    {
      // Lists every public page; the plugin leaves out the 404 pages.
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The printable portfolio repeats the listings for paper: not a page to search for.
        excludes: ["/404/", "/404.html", "/dev-404-page/", "/projetos/imprimir/"],
        serialize: ({ path }: { path: string }) => ({ url: path }),
      },
    },
    // Responsive <picture> elements with placeholders for the site's photos.
    "gatsby-plugin-image",
    // Resizes and encodes the photos; the defaults below apply to every image query. Our patch of
    // gatsby-plugin-sharp (patches/) also sizes a photo stored sideways (EXIF orientation) upright
    // and carries `jpgOptions` (progressive, optimiseCoding) to the JPG encoder.
    // Gatsby keeps its cache unless this file, gatsby-node.ts, package.json or a plugin's version
    // changes: a change to the patch comes with an edit here, so cached pictures are made again.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          // Read by our patch of gatsby-plugin-sharp (patches/): sharp's default efforts made
          // the encoders most of a cold build, for a few percent fewer bytes (docs/decisions.md).
          // AVIF (the card covers) at 1: two thirds of effort 2's time for 4 % more bytes.
          avifOptions: { effort: 1 },
          webpOptions: { effort: 2 },
          // The project photos' wide JPG, for wide screens only: baseline and without optimised
          // Huffman tables, each faster to encode for a few percent more bytes.
          jpgOptions: { progressive: false, optimiseCoding: false },
        },
      },
    },
    // ImageSharp nodes for the photo files, which image queries read.
    "gatsby-transformer-sharp",
    // Reads content/ (or CONTENT_DIR): site.json and a folder per project.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir() },
    },
    // Each JSON file becomes a node of the type whose table's location it is (content-dir.ts):
    // project.json Project, site.json SiteFacts, team/<id>.json TeamMember, and so on.
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) => jsonTypeName(node.relativePath),
      },
    },
    // plugins/content-model: checks content/ before the build, declares the content types,
    // adds each project's slug and state, and picks its cover and gallery pictures.
    "content-model",
    // plugins/demo-guard: a production build of the demo firm's content publishes only a holding
    // page and the editor; other builds of it carry a notice and noindex (PUBLICAR_DEMO=1: neither).
    "demo-guard",
    // plugins/site-identity: the logos, icons, manifest and link preview from content/identidade/,
    // and the firm's colours in each page's head.
    "site-identity",
    // plugins/portfolio-pages: a page per project and the portfolio's listing pages.
    "portfolio-pages",
    // plugins/content-editor: the Decap CMS content editor at /admin/.
    "content-editor",
    // plugins/page-startup: V8's compile hint on the start-up scripts.
    "page-startup",
    // plugins/deploy-files: public/_headers (caching, CSP) and robots.txt for the host; refuses
    // a production build without a quote endpoint. Last, so it sees every file the others wrote.
    "deploy-files",
  ],
}

// Stops the build, in Portuguese and English, if a plugin is ever listed after deploy-files.
assertDeployFilesLast(config.plugins ?? [])

export default config
