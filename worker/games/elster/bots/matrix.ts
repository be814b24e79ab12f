// Mixed strategies for one simultaneous bid between two magpies: a matrix game solved by regret
// matching+ (each side keeps, per pebble, how much better that pebble would have done than its
// current mix; the next mix is proportional to the positive regrets; the average mix converges to an
// equilibrium). Values are "my" utilities between 0 and 1; the other side gets 1 minus them.

/** Weights below this are dropped from a finished mix (they are left-overs of the iteration). */
export const MIN_WEIGHT = 0.03;

export interface MatrixSolution {
  /** Row player's mix (sums to 1). */
  rows: Float64Array;
  /** Column player's mix (sums to 1). */
  cols: Float64Array;
  /** Row player's expected utility under the two mixes. */
  value: number;
}

/** Working memory for regret matching on games up to `size` × `size`. */
export interface Workspace {
  rows: Float64Array;
  cols: Float64Array;
  rReg: Float64Array;
  cReg: Float64Array;
  rAvg: Float64Array;
  cAvg: Float64Array;
  uRow: Float64Array;
  uCol: Float64Array;
  /** The columns the rows answer: the learner's mix, blended with a fixed model if given. */
  eff: Float64Array;
}

export function newWorkspace(size: number): Workspace {
  const f = () => new Float64Array(size);
  return { rows: f(), cols: f(), rReg: f(), cReg: f(), rAvg: f(), cAvg: f(), uRow: f(), uCol: f(), eff: f() };
}

function fromRegrets(r: Float64Array, n: number, out: Float64Array): void {
  let total = 0;
  for (let i = 0; i < n; i++) total += r[i];
  for (let i = 0; i < n; i++) out[i] = total > 0 ? r[i] / total : 1 / n;
}

/**
 * Alternating regret matching+ with linearly weighted averages on the zero-sum game `a` (m × k,
 * row-major: a[i * k + j] = row player's utility when row i meets column j). The average mixes
 * are left in ws.rAvg and ws.cAvg (first m and k entries, normalised); returns the row player's
 * value under them.
 * With a `model` of the columns and a `trust` above 0, the column player is restricted: it plays
 * the model that share of the time and only the rest is free to answer the rows (a restricted
 * Nash response: the rows exploit the model as far as they can without becoming exploitable by a
 * free opponent). ws.cAvg is then the blended column mix.
 */
export function regretMatch(a: Float64Array, m: number, k: number, iterations: number, ws: Workspace, model?: Float64Array, trust = 0): number {
  const { rows, cols, rReg, cReg, rAvg, cAvg, uRow, uCol, eff } = ws;
  rReg.fill(0); cReg.fill(0); rAvg.fill(0); cAvg.fill(0); cols.fill(0);
  fromRegrets(rReg, m, rows);
  for (let t = 1; t <= iterations; t++) {
    // Columns answer the current rows.
    let base = 0;
    for (let j = 0; j < k; j++) {
      let u = 0;
      for (let i = 0; i < m; i++) u += rows[i] * (1 - a[i * k + j]);
      uCol[j] = u;
      base += cols[j] * u;
    }
    for (let j = 0; j < k; j++) { const r = cReg[j] + uCol[j] - base; cReg[j] = r > 0 ? r : 0; }
    fromRegrets(cReg, k, cols);
    for (let j = 0; j < k; j++) eff[j] = model && trust > 0 ? trust * model[j] + (1 - trust) * cols[j] : cols[j];
    // Rows answer the new columns.
    base = 0;
    for (let i = 0; i < m; i++) {
      let u = 0;
      for (let j = 0; j < k; j++) u += a[i * k + j] * eff[j];
      uRow[i] = u;
      base += rows[i] * u;
    }
    for (let i = 0; i < m; i++) { const r = rReg[i] + uRow[i] - base; rReg[i] = r > 0 ? r : 0; }
    fromRegrets(rReg, m, rows);
    for (let i = 0; i < m; i++) rAvg[i] += t * rows[i];
    for (let j = 0; j < k; j++) cAvg[j] += t * eff[j];
  }
  const norm = (iterations * (iterations + 1)) / 2;
  for (let i = 0; i < m; i++) rAvg[i] /= norm;
  for (let j = 0; j < k; j++) cAvg[j] /= norm;
  let v = 0;
  for (let i = 0; i < m; i++) for (let j = 0; j < k; j++) v += rAvg[i] * a[i * k + j] * cAvg[j];
  return v;
}

/**
 * Solve the zero-sum game `a` (m × k, row-major) by `iterations` rounds of regret matching+
 * (2 × 2 games exactly), the columns optionally restricted to a `model` (see regretMatch).
 */
export function solveMatrix(a: Float64Array, m: number, k: number, iterations: number, model?: Float64Array, trust = 0): MatrixSolution {
  if (m === 2 && k === 2 && !(model && trust > 0)) return solve2x2(a);
  const ws = newWorkspace(Math.max(m, k));
  const value = regretMatch(a, m, k, iterations, ws, model, trust);
  return { rows: ws.rAvg.slice(0, m), cols: ws.cAvg.slice(0, k), value };
}

/** The value of the 2 × 2 game [[p, q], [r, s]] for the row player (who maximises). */
export function value2x2(p: number, q: number, r: number, s: number): number {
  // A saddle point: the largest in its column and the smallest in its row.
  if (p >= r && p <= q) return p;
  if (q >= s && q <= p) return q;
  if (r >= p && r <= s) return r;
  if (s >= q && s <= r) return s;
  return (p * s - q * r) / (p - q - r + s);
}

/** The exact solution of a 2 × 2 game: a saddle point if there is one, else the mixed formula. */
function solve2x2(a: Float64Array): MatrixSolution {
  const [p, q, r, s] = a;
  // A saddle point: the largest in its column (rows maximise) and the smallest in its row.
  for (let i = 0; i < 2; i++) {
    for (let j = 0; j < 2; j++) {
      const v = a[i * 2 + j];
      if (v >= a[(1 - i) * 2 + j] && v <= a[i * 2 + (1 - j)]) {
        const rows = new Float64Array(2);
        const cols = new Float64Array(2);
        rows[i] = 1;
        cols[j] = 1;
        return { rows, cols, value: v };
      }
    }
  }
  const d = p - q - r + s;
  const x = (s - r) / d;
  const y = (s - q) / d;
  const rows = Float64Array.of(x, 1 - x);
  const cols = Float64Array.of(y, 1 - y);
  return { rows, cols, value: (p * s - q * r) / d };
}

/** Drop weights under MIN_WEIGHT and scale the rest back to 1 (the largest always stays). */
export function purify(x: Float64Array): Float64Array {
  let top = 0;
  for (let i = 1; i < x.length; i++) if (x[i] > x[top]) top = i;
  const out = new Float64Array(x.length);
  let total = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] >= MIN_WEIGHT || i === top) { out[i] = x[i]; total += x[i]; }
  }
  for (let i = 0; i < x.length; i++) out[i] /= total;
  return out;
}
