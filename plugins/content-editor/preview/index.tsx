/**
 * The editor's previews, drawn with the site's own components. Decap renders each template with
 * its own React; the template hands its element to the site's React (createRoot), which draws
 * there inside the site's theme and an Emotion cache writing into the frame.
 */
import type { ComponentType } from "react"
import { createRoot, type Root } from "react-dom/client"
import { SiteFrame } from "./site-frame"
import { ProjectPreview } from "./project-preview"
import { FirmPreview } from "./firm-preview"
import { IdentityPreview } from "./identity-preview"
import { TeamPreview } from "./team-preview"
import { TextsPreview } from "./texts-preview"
import { ServicePreview } from "./service-preview"
import { QuoteFormPreview } from "./quote-form-preview"
import { PrivacyPreview } from "./privacy-preview"
import { CategoriesPreview } from "./categories-preview"
import { CATEGORIES_EDITOR } from "../../../src/lib/content-model/categories"
import { PRIVACY_EDITOR } from "../../../src/lib/content-model/privacy"
import type { DecapGlobals, DecapPreviewProps } from "./decap"
import { registerLoadedImage } from "./loaded-image"

interface Template {
  props: DecapPreviewProps
  element: HTMLDivElement | null
  root: Root | null
  draw(): void
}

function register(name: string, Preview: ComponentType<DecapPreviewProps>) {
  const { CMS, h, createClass } = window as unknown as Window & DecapGlobals
  const template = createClass({
    componentDidMount(this: Template) {
      if (!this.element) return
      this.root = createRoot(this.element)
      this.draw()
    },
    componentDidUpdate(this: Template) {
      this.draw()
    },
    componentWillUnmount(this: Template) {
      // After Decap's own React has finished removing the frame's content.
      const root = this.root
      setTimeout(() => root?.unmount())
    },
    draw(this: Template) {
      const document = this.props.document ?? this.element?.ownerDocument
      this.root?.render(
        <SiteFrame document={document}>
          <Preview {...this.props} />
        </SiteFrame>,
      )
    },
    render(this: Template) {
      return h("div", {
        ref: (element: HTMLDivElement | null) => {
          this.element = element
        },
      })
    },
  })
  CMS.registerPreviewTemplate(name, template)
}

registerLoadedImage(window as unknown as Window & DecapGlobals)

// The collection's name for a folder collection, the file's name for a file collection.
register("projetos", ProjectPreview)
register("equipe", TeamPreview)
register("site", FirmPreview)
register("identidade", IdentityPreview)
register("textos", TextsPreview)
register("servicos", ServicePreview)
register("formulario", QuoteFormPreview)
register(PRIVACY_EDITOR.file, PrivacyPreview)
register(CATEGORIES_EDITOR.file, CategoriesPreview)
