// One emblem per game for the Spielesaal (drawn, no images): a magpie for Speedelster, an
// advertising pillar for Speedkleister, an open album for Speedalbum, a film reel for Speedkino
// and a clothes peg for Speedklammern.
import type { JSX } from 'preact';
import type { GameId } from '@schema/protocol';

const shapes: Record<GameId, JSX.Element> = {
  elster: (
    <g>
      <path d="M10 38c6-10 18-16 30-14l10-8 2 6-6 6c2 8-4 16-14 18l-14 4 4-6z" />
      <circle cx="44" cy="20" r="1.8" class="emblem-eye" />
      <path d="M14 48l-8 6M18 48l-4 8" stroke-width="2.5" stroke-linecap="round" fill="none" stroke="currentColor" />
    </g>
  ),
  kleister: (
    <g>
      <rect x="20" y="14" width="24" height="40" rx="3" />
      <path d="M16 14h32l-4-6H20zM18 54h28v4H18z" />
      <path d="M24 22h16M24 30h16M24 38h10" stroke-width="3" stroke-linecap="round" class="emblem-line" />
    </g>
  ),
  album: (
    <g>
      <path d="M8 16c8-3 16-3 23 1v36c-7-4-15-4-23-1zM56 16c-8-3-16-3-23 1v36c7-4 15-4 23-1z" />
      <rect x="13" y="22" width="12" height="9" rx="1" class="emblem-line-fill" />
      <rect x="38" y="30" width="12" height="9" rx="1" class="emblem-line-fill" />
    </g>
  ),
  kino: (
    <g>
      <circle cx="32" cy="32" r="22" />
      <circle cx="32" cy="20" r="5" class="emblem-line-fill" />
      <circle cx="32" cy="44" r="5" class="emblem-line-fill" />
      <circle cx="20" cy="32" r="5" class="emblem-line-fill" />
      <circle cx="44" cy="32" r="5" class="emblem-line-fill" />
    </g>
  ),
  klammern: (
    <g>
      <path d="M22 8h8l2 48h-12zM34 8h8l-2 48h-8z" />
      <circle cx="32" cy="34" r="5" class="emblem-line-fill" />
    </g>
  ),
};

export function Emblem({ game }: { game: GameId }) {
  return (
    <svg class="emblem" viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false" data-emblem={game}>
      {shapes[game]}
    </svg>
  );
}
