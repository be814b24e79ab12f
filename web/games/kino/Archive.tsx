// Das Archiv: for every film and Akt all its copies — gold = eingelegt, grey = archiviert (or torn),
// frame = still somewhere in play. A gold border marks the last of its kind ("nicht wegwerfen"), a
// red one a copy whose loss stops the reel. Each cell has Karten-Info.
import type { KinoView } from '@games/kino/types';
import { AKTS, COPIES } from '@games/kino/types';
import { InfoTip } from '../../ui/InfoTip';
import { FILM_SYMBOL, isCritical } from './model';
import { canName, filmName, tx } from './i18n';

interface Cell { played: number; archived: number; inPlay: number; last: boolean; lost: boolean }

export function cellsOf(view: KinoView): Cell[][] {
  return view.films.map((f) => Array.from({ length: AKTS }, (_, a) => {
    const akt = a + 1;
    const mine = view.history.filter((h) => h.film === f && h.akt === akt);
    const played = mine.filter((h) => h.how === 'played').length;
    const archived = mine.length - played;
    const copies = COPIES[a]!;
    const lost = archived >= copies && akt > (view.reels[f] ?? 0);
    const last = !lost && isCritical(view, f, akt);
    return { played, archived, inPlay: copies - played - archived, last, lost };
  }));
}

export function Archive({ view, open }: { view: KinoView; open: boolean }) {
  const cells = cellsOf(view);
  return (
    <details class="kn-archive" open={open} data-testid="archive">
      <summary>{tx('archive.title')} <span class="kn-muted">({view.history.filter((h) => h.how !== 'played').length})</span></summary>
      <table class="kn-archive-grid">
        <thead>
          <tr><th />{Array.from({ length: AKTS }, (_, a) => <th key={a} scope="col">{a + 1}</th>)}</tr>
        </thead>
        <tbody>
          {view.films.map((f) => (
            <tr key={f}>
              <th scope="row"><span class={`kn-sym f${f}`} aria-hidden="true">{FILM_SYMBOL[f]}</span> <span class="kn-archive-film">{filmName(f)}</span></th>
              {cells[f]!.map((c, a) => {
                const tip = (
                  <span class="kn-tip-text">
                    <strong>{canName(f, a + 1)}</strong>
                    {c.played > 0 && <span>{c.played}× {tx('archive.played')}</span>}
                    {c.archived > 0 && <span>{c.archived}× {tx('archive.archived')}</span>}
                    {c.inPlay > 0 && <span>{c.inPlay}× {tx('archive.inPlay')}</span>}
                    {c.last && <span class="kn-warn">{tx('archive.last')}</span>}
                    {c.lost && <span class="kn-bad">{tx('archive.lost')}</span>}
                  </span>
                );
                return (
                  <td key={a} class={`${c.last ? 'last' : ''}${c.lost ? ' lost' : ''}`} data-testid={`archive-${f}-${a + 1}`}>
                    <InfoTip tip={tip} class="kn-copies">
                      {Array.from({ length: c.played }, (_, i) => <span key={`p${i}`} class="kn-copy played" />)}
                      {Array.from({ length: c.archived }, (_, i) => <span key={`a${i}`} class="kn-copy archived" />)}
                      {Array.from({ length: c.inPlay }, (_, i) => <span key={`i${i}`} class="kn-copy inplay" />)}
                    </InfoTip>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="kn-muted kn-legend">{tx('archive.legend')}</p>
    </details>
  );
}
