/** @jest-environment node */
import { selectAtestados, type Candidate } from "../../src/lib/atestado-selection"

/** A row as /acervo/ holds it: [id, value], largest first. */
const row = (...values: number[]): Candidate[] => values.map((value, id) => [id, value])
const ids = (selection: { picks: Candidate[] }) => selection.picks.map(([id]) => id)

/** Every subset of up to `limit` values, the rule applied by exhaustion (a second opinion). */
function bruteForce(candidates: Candidate[], minimum: number, limit: number) {
  let best: { count: number; total: number; ids: number[] } | null = null
  for (let mask = 1; mask < 1 << candidates.length; mask += 1) {
    const picked = candidates.filter((_, index) => mask & (1 << index))
    if (picked.length > limit) continue
    const total = Math.round(picked.reduce((sum, [, value]) => sum + value * 100, 0))
    if (total < Math.round(minimum * 100)) continue
    if (!best || picked.length < best.count || (picked.length === best.count && total < best.total))
      best = { count: picked.length, total, ids: picked.map(([id]) => id) }
  }
  return best
}

describe("selectAtestados", () => {
  it("answers with one atestado alone when one meets the minimum: the smallest that does", () => {
    const answer = selectAtestados(row(96, 58, 41.2, 13.8), 50)
    expect(answer).toMatchObject({ met: true, total: 58, difference: 8, exact: true })
    expect(ids(answer)).toEqual([1])
  })

  it("takes the fewest atestados, then the least total that still meets the minimum", () => {
    // Two are needed (96 < 120); 96 + 58 = 154 and 96 + 41,2 = 137,2 both meet: the least wins.
    const answer = selectAtestados(row(96, 58, 41.2, 13.8, 9.6, 9.1), 120, 2)
    expect(ids(answer)).toEqual([0, 2])
    expect(answer.total).toBe(137.2)
    expect(answer.difference).toBe(17.2)
    // Three small ones would total less (58 + 41,2 + 13,8 = 113 < 120 fails; no lesser pair).
    expect(selectAtestados(row(50, 40, 35, 30), 70)).toMatchObject({ total: 70, met: true })
    expect(ids(selectAtestados(row(50, 40, 35, 30), 70))).toEqual([1, 3])
  })

  it("meets a minimum exactly (≥, in hundredths: 0,1 + 0,2 is 0,3)", () => {
    const answer = selectAtestados(row(0.2, 0.1), 0.3)
    expect(answer).toMatchObject({ met: true, total: 0.3, difference: 0 })
    expect(selectAtestados(row(60), 60)).toMatchObject({ met: true, difference: 0 })
    expect(selectAtestados(row(59.99), 60)).toMatchObject({ met: false, difference: 0.01 })
  })

  it("breaks ties by the row's order: the set whose first atestado comes first", () => {
    // 30 + 20 = 50 and 30 + 20 again (two projects of 20) and 25 + 25: all two, all 50.
    const answer = selectAtestados(
      [
        [7, 30],
        [8, 25],
        [9, 25],
        [10, 20],
        [11, 20],
      ],
      50,
    )
    expect(ids(answer)).toEqual([7, 10])
    // One alone of equal value: the first in the row.
    expect(
      ids(
        selectAtestados(
          [
            [3, 60],
            [4, 60],
          ],
          55,
        ),
      ),
    ).toEqual([3])
  })

  it("says how much is missing when no set meets it, with all or the N largest", () => {
    const all = selectAtestados(row(142, 210, 480), 2000)
    expect(all).toMatchObject({ met: false, total: 832, difference: 1168 })
    expect(ids(all).sort()).toEqual([0, 1, 2])
    const two = selectAtestados(row(142, 210, 480), 2000, 2)
    expect(two).toMatchObject({ met: false, total: 690, difference: 1310 })
    expect(ids(two)).toEqual([2, 1])
    expect(selectAtestados([], 10)).toMatchObject({ met: false, total: 0, difference: 10 })
  })

  it("keeps to a limit of N: one alone, or up to N added", () => {
    const values = row(40, 35, 30, 10)
    expect(selectAtestados(values, 60, 1)).toMatchObject({ met: false, difference: 20 })
    expect(selectAtestados(values, 60, 2)).toMatchObject({ met: true, total: 65 })
    expect(selectAtestados(values, 100, 2)).toMatchObject({ met: false, total: 75 })
    expect(selectAtestados(values, 100, 3)).toMatchObject({ met: true, total: 105 })
  })

  it("refuses a minimum of zero or less and a limit under one", () => {
    expect(() => selectAtestados(row(1), 0)).toThrow(RangeError)
    expect(() => selectAtestados(row(1), -5)).toThrow(RangeError)
    expect(() => selectAtestados(row(1), Number.NaN)).toThrow(RangeError)
    expect(() => selectAtestados(row(1), 1, 0)).toThrow(RangeError)
  })

  it("agrees with an exhaustive search on 400 random rows", () => {
    let seed = 46
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let trial = 0; trial < 400; trial += 1) {
      const size = 1 + Math.floor(random() * 11)
      const values = Array.from({ length: size }, () => Math.round(random() * 5000) / 100)
      const candidates = row(...values.sort((a, b) => b - a))
      const minimum = Math.round(random() * 12000) / 100 + 0.01
      const limit = random() < 0.3 ? 1 + Math.floor(random() * 4) : Infinity
      const expected = bruteForce(candidates, minimum, limit)
      const answer = selectAtestados(candidates, minimum, limit)
      expect(answer.met).toBe(expected !== null)
      if (expected) {
        expect(answer.picks).toHaveLength(expected.count)
        expect(Math.round(answer.total * 100)).toBe(expected.total)
      }
    }
  })

  it("answers a row of 500 values at once and says whether the answer is proven least", () => {
    const values = Array.from({ length: 500 }, (_, index) => ((index * 7919) % 9973) / 100 + 0.5)
    const answer = selectAtestados(row(...values), 1234.56, 25)
    expect(answer.met).toBe(true)
    expect(answer.picks.length).toBeLessThanOrEqual(25)
    expect(answer.total).toBeGreaterThanOrEqual(1234.56)
    expect(typeof answer.exact).toBe("boolean")
  })
})
