// The six series told apart by shape AND colour (rule book: "Jede Serie hat ihre eigene Farbe und
// Form"): Rennwagen red circle, Flieger blue triangle, Dampflok green square, Ritterburg violet
// diamond, Fußball orange hexagon, Wildtiere ochre star. Drawn as small inline SVGs.
import { seriesName } from './i18n';

const PATHS: readonly string[] = [
  'M10 2a8 8 0 1 0 0.01 0Z',
  'M10 1.5 18.8 17.5H1.2Z',
  'M2.5 2.5h15v15h-15Z',
  'M10 0.8 19.2 10 10 19.2 0.8 10Z',
  'M5.2 1.8h9.6L19.6 10l-4.8 8.2H5.2L0.4 10Z',
  'M10 0.8l2.7 5.9 6.4 0.7-4.8 4.3 1.4 6.3L10 14.8l-5.7 3.2 1.4-6.3L0.9 7.4l6.4-0.7Z',
];

export function Shape({ series, size = 16, label = false, class: cls }: { series: number; size?: number; label?: boolean; class?: string }) {
  const name = seriesName(series);
  return (
    <svg
      class={`al-shape s${series}${cls ? ` ${cls}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      role={label ? 'img' : undefined}
      aria-label={label ? name : undefined}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      <path d={PATHS[series] ?? PATHS[0]} />
    </svg>
  );
}
