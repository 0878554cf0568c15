/** The project dialog and its carousel come in their own chunk, fetched on first intent. */
export const loadProjectDialog = () => import("./project-dialog")
