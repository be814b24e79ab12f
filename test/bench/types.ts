// A benchmark module exports `run(): Promise<BenchFigure[]>`; scripts/bench.mjs prints each figure as
// `name value unit` (with the 95 % confidence interval where given) and writes bench-results.json.
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** 95 % confidence interval, for strength figures. */
  ci?: [number, number];
}
