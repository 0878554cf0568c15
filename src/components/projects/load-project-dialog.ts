/**
 * The project dialog and its carousel, with the project page's photo viewer, come in their own
 * chunk, fetched on first intent.
 */
export const loadProjectDialog = () => import("./project-dialog")
