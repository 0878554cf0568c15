import styled from "@emotion/styled"
import { CloseButton } from "../ui/close-button"
import { ProjectCarousel } from "./project-carousel"
import { useModalDialog } from "../../hooks/use-modal-dialog"
import type { Slide } from "../../lib/project"

interface PhotoViewerProps {
  title: string
  slides: readonly Slide[]
  start: number
  onClose: () => void
  /** The element that gets focus back when the viewer closes: the photo's link. */
  returnFocus: () => HTMLElement | null
}

/** A project's photos large, over its page (docs/behaviours.md#photo-viewer). */
export function PhotoViewer({ title, slides, start, onClose, returnFocus }: PhotoViewerProps) {
  const { dialogRef, closeRef, shown } = useModalDialog({ onClose, returnFocus })
  return (
    <Viewer
      ref={dialogRef}
      aria-label={`Fotos do projeto ${title}`}
      onCancel={(event) => event.preventDefault()}
    >
      {shown && (
        <ProjectCarousel
          title={title}
          slides={slides}
          start={start}
          place="viewer"
          header={
            <Bar>
              <CloseButton ref={closeRef} onClick={onClose} />
            </Bar>
          }
        />
      )}
    </Viewer>
  )
}

const Viewer = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.footer};
  &:not([open]) {
    display: none;
  }
  > div {
    flex: 1 1 auto;
    min-height: 0;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.sm};
`
