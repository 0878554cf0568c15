/** The id of the global style element in every page's <head> (gatsby-ssr.tsx). */
export const GLOBAL_STYLES_ID = "estilos-globais"
