import { useEffect, useRef, useState, type RefObject } from "react"
import type Slider from "react-slick"

/**
 * Moves a looping react-slick carousel by keys and arrows, each move counted from the slide the
 * last one asked for, so keys pressed in quick succession land where they say. react-slick begins
 * a move in a timer and reads its slide from its last render: a move begun before the previous
 * one has rendered would count from a stale slide, and the older move's end would land after it.
 * So one move is asked at a time, and a key pressed meanwhile waits for that render. Its own
 * resize handler can put back, in the same render, the slide it read before the move: then the
 * asked slide is asked again.
 */
export function useSlickMoves(
  sliderRef: RefObject<Slider | null>,
  frameRef: RefObject<HTMLElement | null>,
  count: number,
  start: number,
) {
  const asked = useRef({ count, slide: start, busy: false, next: null as number | null })
  // A dropped picture re-creates the slider (and its timers) at the slide shown.
  if (asked.current.count !== count)
    asked.current = { count, slide: start, busy: false, next: null }
  const [moves, setMoves] = useState(0)

  useEffect(() => {
    const state = asked.current
    const shown = frameRef.current?.querySelector<HTMLElement>(".slick-active")?.dataset.index
    const next =
      state.next ?? (shown === undefined || shown === String(state.slide) ? null : state.slide)
    state.busy = next !== null
    state.next = null
    if (next !== null) sliderRef.current?.slickGoTo(next)
  }, [moves, sliderRef, frameRef])

  /** Past either end (-1 or count) the track slides on into slick's clones, then wraps. */
  const go = (slide: number) => {
    const state = asked.current
    state.slide = (slide + count) % count
    if (state.busy) state.next = slide
    else {
      state.busy = true
      sliderRef.current?.slickGoTo(slide)
    }
  }
  return {
    go,
    step: (by: number) => go(asked.current.slide + by),
    /** react-slick's beforeChange: a move has begun, and renders with this call. */
    beforeChange: (_from: number, to: number) => {
      if (!asked.current.busy) asked.current.slide = to // a swipe
      setMoves((begun) => begun + 1)
    },
  }
}
