import type { CSSProperties, MouseEvent } from "react"
import styled from "@emotion/styled"
import { Picture } from "../ui/picture"
import { gallerySizes, GALLERY } from "../../lib/justified-rows"
import { largestFile } from "../../lib/photo-sizes"
import { photoAlt } from "../../lib/photo-captions"
import type { Slide } from "../../lib/project"
import { plainList } from "../../styles/mixins"

interface ProjectGalleryProps {
  title: string
  slides: readonly Slide[]
  labelledBy: string
  /** Opens the viewer at a photo; without JavaScript each photo's link opens its file. */
  onOpen: (index: number) => void
}

/**
 * The project page's photos in justified rows, by CSS alone (docs/decisions.md, "Justified rows for
 * a project's photos"). Each links to its largest file; with JavaScript, to the viewer.
 */
export function ProjectGallery({ title, slides, labelledBy, onOpen }: ProjectGalleryProps) {
  const ratios = slides.map(({ image }) => image.width / image.height)
  const sizes = gallerySizes(ratios)
  const open = (event: MouseEvent, index: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    onOpen(index)
  }
  return (
    <Tiles aria-labelledby={labelledBy}>
      {slides.map((slide, index) => (
        <li key={slide.key} style={{ "--ratio": ratios[index] } as CSSProperties}>
          <a href={largestFile(slide.image)} onClick={(event) => open(event, index)}>
            {/* Below the first view on every screen: the browser fetches each as it nears. */}
            <Picture
              image={slide.image}
              alt={photoAlt(title, slide.caption, index, slides.length)}
              sizes={sizes[index]}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </Tiles>
  )
}

const Tiles = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${GALLERY.gap}px;
  > li {
    flex: 1 1 100%;
    min-width: 0;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.footer};
  }
  @media (min-width: ${GALLERY.rowsFrom}px), print {
    > li {
      flex: var(--ratio) 1 calc(var(--ratio) * ${GALLERY.rowHeight}px);
    }
    > li:first-of-type {
      flex-basis: 100%;
    }
    /* The last row keeps its tiles' height instead of stretching them. */
    &::after {
      content: "";
      flex: 1000000 1 0;
    }
  }
  a {
    display: block;
  }
  a:focus-visible {
    outline-offset: -4px;
  }
`
