/**
 * Which atestados meet a tender's minimum quantity (Lei 14.133/2021, art. 67): the rule of the
 * requirements check on /acervo/ (docs/decisions.md, "The requirements check's selection rule").
 */

/** An atestado the rule may pick: its place in the row (any id) and its value. */
export type Candidate = readonly [id: number, value: number]

export interface Selection {
  /** Whether the picks add up to the minimum. */
  met: boolean
  /** Met: the chosen atestados. Not met: the most the limit allows (the largest ones). */
  picks: Candidate[]
  total: number
  /** Met: total − minimum (≥ 0). Not met: minimum − total, what is missing (> 0). */
  difference: number
  /** False only when the search ran out of its budget: the picks meet, but may not be least. */
  exact: boolean
}

/** Search steps before the rule settles for the best set found (a valid one; see `exact`). */
const STEP_BUDGET = 200_000

const cents = (value: number) => Math.round(value * 100)

/**
 * The rule over a row's candidates (any order; equal values keep theirs). `minimum` must be
 * above zero; `limit` is how many atestados may be added (Infinity: any number, 1: one alone).
 */
export function selectAtestados(
  candidates: readonly Candidate[],
  minimum: number,
  limit = Infinity,
  budget = STEP_BUDGET,
): Selection {
  if (!(minimum > 0)) throw new RangeError(`minimum must be above zero, not ${minimum}`)
  if (!(limit >= 1)) throw new RangeError(`limit must be at least 1, not ${limit}`)
  const sorted = candidates
    .map((candidate, order) => ({ candidate, value: cents(candidate[1]), order }))
    .filter((item) => item.value > 0)
    .sort((a, b) => b.value - a.value || a.order - b.order)
  const values = sorted.map((item) => item.value)
  const n = values.length
  // A total in hundredths meets the minimum when it is at least the minimum rounded up.
  const need = Math.ceil(minimum * 100 - 1e-6)
  const prefix = [0]
  for (const value of values) prefix.push(prefix[prefix.length - 1] + value)
  const most = Math.min(limit, n)
  // The fewest: the first k whose k largest values reach the minimum.
  let count = 1
  while (count <= most && prefix[count] < need) count += 1
  const result = (indexes: number[], exact: boolean): Selection => {
    const total = indexes.reduce((sum, index) => sum + values[index], 0)
    const met = total >= need
    return {
      met,
      picks: indexes.map((index) => sorted[index].candidate),
      total: total / 100,
      difference: Math.abs(total - cents(minimum)) / 100,
      exact,
    }
  }
  if (count > most) return result(range(most), true)
  const search = leastTotal(values, prefix, count, need, budget)
  return result(search.indexes, search.exact)
}

/** The k values (indexes into `values`, sorted largest first) of least total ≥ need. */
function leastTotal(
  values: readonly number[],
  prefix: readonly number[],
  k: number,
  need: number,
  budget: number,
): { indexes: number[]; exact: boolean } {
  const n = values.length
  // The smallest r values: the last r, since the values run largest first.
  const smallest = (r: number) => prefix[n] - prefix[n - r]
  let best = prefix[k]
  let bestIndexes = range(k)
  let steps = 0
  const chosen: number[] = []
  const visit = (from: number, left: number, sum: number): boolean => {
    if (left === 1) {
      // The smallest value from `from` on that still reaches need, its first occurrence.
      let low = from
      let high = n - 1
      if (sum + values[from] < need) return true
      while (low < high) {
        const middle = (low + high + 1) >> 1
        if (sum + values[middle] >= need) low = middle
        else high = middle - 1
      }
      while (low > from && values[low - 1] === values[low]) low -= 1
      if (sum + values[low] < best) {
        best = sum + values[low]
        bestIndexes = [...chosen, low]
      }
      return best > need
    }
    for (let index = from; index <= n - left; index += 1) {
      if (index > from && values[index] === values[index - 1]) continue
      // Largest first: once the next `left` values cannot reach need, no later ones can.
      if (sum + prefix[index + left] - prefix[index] < need) break
      if (sum + values[index] + smallest(left - 1) >= best) continue
      if ((steps += 1) > budget) return false
      chosen.push(index)
      const going = visit(index + 1, left - 1, sum + values[index])
      chosen.pop()
      if (!going) return false
    }
    return true
  }
  const finished = visit(0, k, 0)
  // Stopping because the total hit the minimum exactly is still exact: nothing is less.
  return { indexes: bestIndexes, exact: finished || best === need }
}

const range = (length: number) => Array.from({ length }, (_, index) => index)
