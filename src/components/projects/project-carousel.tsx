import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react"
import styled from "@emotion/styled"
import Slider from "react-slick"
import { GatsbyImage } from "gatsby-plugin-image"
import { Icon } from "../icon"
import { slickStructure } from "./slick-structure"
import type { Slide } from "../../lib/project"
import { photoAlt } from "../../lib/photo-captions"
import { DIALOG_FRAME, dialogSizes, viewerSizes, withSizes } from "../../lib/photo-sizes"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useSidewaysSwipe } from "../../hooks/use-sideways-swipe"
import { useSlickMoves } from "../../hooks/use-slick-moves"

interface ProjectCarouselProps {
  title: string
  slides: readonly Slide[]
  start?: number
  /** "dialog": a 3:2 frame in the project dialog; "viewer": the whole height of the viewer. */
  place?: "dialog" | "viewer"
  /** Above the photo, inside the carousel, so the arrow keys work from it too (a close button). */
  header?: ReactNode
}

/** The dialog's and viewer's looping carousel on react-slick (docs/behaviours.md#carousel). */
export function ProjectCarousel({
  title,
  slides,
  start = 0,
  place = "dialog",
  header,
}: ProjectCarouselProps) {
  const sliderRef = useRef<Slider>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const [current, setCurrent] = useState(start)
  const shown = slides.filter((slide) => !failed.has(slide.key))
  const count = shown.length
  const position = Math.min(current, Math.max(count - 1, 0))
  const looping = count > 1
  // Only the photos shown so far are drawn, each at once ("eager"): the browser would fetch a lazy
  // slide's picture ahead (near the carousel's scroll box), and the visitor may never move to it.
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set())
  const currentKey = shown[position]?.key
  useEffect(() => {
    if (currentKey && !seen.has(currentKey)) setSeen(new Set(seen).add(currentKey))
  }, [currentKey, seen])
  // One picture object per slide, and props that never change while it is drawn: GatsbyImage
  // listens for its picture's load in an effect that runs again with each new picture object, and
  // a re-run after the listener's frame drops the fade-in, leaving the photo at opacity 0.
  const images = useMemo(() => {
    const sizesOf = place === "viewer" ? viewerSizes : dialogSizes
    return new Map(
      slides.map(({ key, image }) => [key, withSizes(image, sizesOf(image.width / image.height))]),
    )
  }, [slides, place])
  const reducedMotion = usePrefersReducedMotion()
  // The slide to start from is fixed per mount (the slider is re-created when a slide is
  // dropped); changing react-slick's props while it runs makes it re-measure mid-move.
  const initial = useRef({ count, position })
  if (initial.current.count !== count) initial.current = { count, position }
  const moves = useSlickMoves(sliderRef, frameRef, count, position)

  // Only the current slide is reachable; slick's clones have data-index outside 0…count-1.
  useEffect(() => {
    frameRef.current?.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
      const isCurrent = slide.dataset.index === String(position)
      slide.toggleAttribute("inert", !isCurrent)
      slide.setAttribute("aria-hidden", String(!isCurrent))
    })
  })

  // gatsby-plugin-image draws client-side images through innerHTML, so its onError prop never
  // fires; image errors do not bubble, but they can be caught on the way down.
  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return undefined
    const onError = (event: Event) => {
      const key = (event.target as Element).closest("[data-slide]")?.getAttribute("data-slide")
      if (key) setFailed((previous) => (previous.has(key) ? previous : new Set(previous).add(key)))
    }
    frame.addEventListener("error", onError, true)
    return () => frame.removeEventListener("error", onError, true)
  }, [])

  useSidewaysSwipe(frameRef)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") moves.step(-1)
    else if (event.key === "ArrowRight") moves.step(1)
    else if (event.key === "Home") moves.go(0)
    else if (event.key === "End") moves.go(count - 1)
    else return
    event.preventDefault()
  }
  const caption = shown[position]?.caption

  return (
    <Region
      data-place={place}
      role="region"
      aria-roledescription="carrossel"
      aria-label={`Imagens do projeto ${title}`}
      onKeyDown={looping ? onKeyDown : undefined}
    >
      {header}
      <Frame ref={frameRef} data-place={place}>
        <Slider
          ref={sliderRef}
          key={count}
          arrows={false}
          dots={false}
          infinite={looping}
          swipe={looping}
          accessibility={false}
          speed={300}
          useCSS={!reducedMotion}
          waitForAnimate={false}
          initialSlide={initial.current.position}
          beforeChange={(from, to) => {
            moves.beforeChange(from, to)
            setCurrent(to)
          }}
        >
          {shown.map((slide, index) => (
            <SlideFrame key={slide.key} data-slide={slide.key}>
              {(slide.key === currentKey || seen.has(slide.key)) && (
                <GatsbyImage
                  image={images.get(slide.key) ?? slide.image}
                  alt={photoAlt(title, slide.caption, index, count)}
                  objectFit="contain"
                  loading="eager"
                />
              )}
            </SlideFrame>
          ))}
        </Slider>
      </Frame>
      {/* The caption is the photo's alternative text already: shown, not read twice. */}
      {caption && <CarouselCaption aria-hidden="true">{caption}</CarouselCaption>}
      {looping && (
        <Controls>
          <Arrow type="button" onClick={() => moves.step(-1)}>
            <Icon name="chevronLeft" size={22} />
            <span className="visually-hidden">Imagem anterior</span>
          </Arrow>
          <Counter aria-live="polite" aria-atomic="true">
            <span className="visually-hidden">Imagem </span>
            {`${position + 1} de ${count}`}
          </Counter>
          <Arrow type="button" onClick={() => moves.step(1)}>
            <Icon name="chevronRight" size={22} />
            <span className="visually-hidden">Próxima imagem</span>
          </Arrow>
        </Controls>
      )}
    </Region>
  )
}

const Region = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.footer};
  &[data-place="viewer"] {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
`

const Frame = styled.div`
  aspect-ratio: ${DIALOG_FRAME.ratio};
  max-height: ${DIALOG_FRAME.maxHeightVh}vh;
  width: 100%;
  overflow: hidden;
  &[data-place="viewer"] {
    flex: 1 1 auto;
    min-height: 0;
    aspect-ratio: auto;
    max-height: none;
  }
  ${slickStructure}
  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
  }
`

/** Under the photo; exported for the dialog's box that holds the carousel's place. */
export const CarouselCaption = styled.p`
  max-width: 60rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  color: ${({ theme }) => theme.colors.white};
  text-align: center;
`

const SlideFrame = styled.div`
  height: 100%;
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.white};
`

const Counter = styled.p`
  min-width: 4.5em;
  margin: 0;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`

const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.glassBorder};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.glass};
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;
`
