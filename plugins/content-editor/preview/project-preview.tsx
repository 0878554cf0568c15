import { ProjectArticle } from "../../../src/components/projects/project-article"
import { useCollectionData } from "./collection"
import { engineers, projectDetail } from "./entry-data"
import { entryData, entryFiles, type DecapPreviewProps } from "./decap"

/** A project in the editor as its page shows it, with the site's own article. */
export function ProjectPreview(props: DecapPreviewProps) {
  // The team, from the editor's "Equipe" collection, names the project's engineers.
  const team = engineers(useCollectionData(props.getCollection, "equipe"))
  const project = projectDetail(entryData(props), entryFiles(props), team, (name) =>
    props.getAsset(name).toString(),
  )
  return (
    <ProjectArticle
      project={project}
      previous={null}
      next={null}
      siteUrl={window.location.origin}
      // The preview's link opens the form without a preset Tipo de Projeto or description.
      projectTypes={[]}
      similarLine=""
    />
  )
}
