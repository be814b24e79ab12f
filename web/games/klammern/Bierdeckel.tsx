// Der Bierdeckel: every game of the Partie with who played what, its value and who scored (the
// player when won, each opponent double when "Durch"), the totals underneath — always reachable
// from the table (button and key D) and shown whole on the end screen. At four a pair is one column.
import type { BotLevel } from '@schema/protocol';
import type { GameRecord, KlammernView } from '@games/klammern/types';
import { partieLimits } from '@games/klammern/rules/options';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { InfoTip } from '../../ui/InfoTip';
import { levelName } from '../levels';
import { contractText, tx } from './i18n';
import { sideName, sides } from './model';
import { valueSum } from './values';

function flags(r: GameRecord): string {
  const out: string[] = [];
  if (r.geschenkt) out.push(tx('deckel.geschenkt'));
  if (r.re) out.push(tx('deckel.re'));
  else if (r.kontra) out.push(tx('deckel.kontra'));
  if (r.durchmarsch) out.push(tx('deckel.durchmarsch'));
  return out.join(', ');
}

/** "Partie bis 51" / "Spiel 3 von 12". */
export function partieText(view: Pick<KlammernView, 'options' | 'gameNo' | 'phase' | 'results'>): string {
  const { games, points } = partieLimits(view.options);
  if (games !== null) return tx('partie.games', { n: Math.min(view.gameNo + 1, games), total: games });
  return tx('partie.points', { n: view.gameNo + 1, points: points! });
}

const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];

/**
 * A seat's name for a narrow column head: "du" for you, a computer without its level ("Computer 2",
 * not "Computer 2 (normal)"), and no break inside a name (a pair breaks between its two names only).
 */
export function headName(name: string, you: boolean): string {
  if (you) return tx('you');
  const level = LEVELS.map((l) => ` (${levelName('klammern', l)})`).find((l) => name.endsWith(l));
  return (level ? name.slice(0, -level.length) : name).replace(/ /g, '\u00a0');
}

export function BierdeckelTable({ view, names }: { view: KlammernView; names: string[] }) {
  const cols = sides(view);
  // Column heads stay narrow on a phone: "du" instead of "Gast 4821 (du)", "Computer 2" without its
  // level — the full name is the head's title.
  const shortNames = names.map((n, s) => headName(n, s === view.you));
  return (
    <div class="km-deckel" data-testid="bierdeckel">
      <table>
        <caption class="sr-only">{tx('deckel.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{tx('deckel.no')}</th>
            <th scope="col">{tx('deckel.game')}</th>
            <th scope="col">{tx('deckel.value')}</th>
            {cols.map((seats) => (
              <th key={seats.join()} scope="col" title={sideName(names, seats)} data-testid={`deckel-head-${seats[0]}`} class={`km-deckel-side${view.you !== null && seats.includes(view.you) ? ' me' : ''}`}>
                {sideName(shortNames, seats)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.results.length === 0 && (
            <tr><td colSpan={3 + cols.length} class="km-muted">{tx('deckel.empty')}</td></tr>
          )}
          {view.results.map((r) => (
            <tr key={r.gameNo} data-testid={`deckel-row-${r.gameNo}`} class={r.won ? 'won' : 'durch'}>
              <td>{r.gameNo + 1}</td>
              <td>
                <InfoTip tip={valueSum(r)}>
                  <span>{tx('deckel.line', { name: shortNames[r.contract.declarer] ?? '', game: contractText(r.contract) })}</span>
                </InfoTip>
                {flags(r) && <span class="km-deckel-flags"> · {flags(r)}</span>}
                <span class={`km-deckel-result ${r.won ? 'won' : 'durch'}`}> · {tx(r.won ? 'deckel.won' : 'deckel.durch')}</span>
              </td>
              <td>{r.value}</td>
              {cols.map((seats) => {
                const n = r.scores[seats[0]!] ?? 0;
                return <td key={seats.join()} class="km-deckel-score">{n > 0 ? n : ''}</td>;
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>{tx('deckel.total')}</th>
            {cols.map((seats) => <td key={seats.join()} data-testid={`deckel-total-${seats[0]}`}><strong>{view.totals[seats[0]!] ?? 0}</strong></td>)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function BierdeckelButton({ view, open, onOpen, onClose, names }: { view: KlammernView; names: string[]; open: boolean; onOpen(): void; onClose(): void }) {
  return (
    <>
      <InfoTip tip={tx('deckel.tip')} focusable={false}>
        <Button size="small" class="km-deckel-btn" data-testid="open-bierdeckel" onClick={onOpen}>
          <span class="km-coaster" aria-hidden="true" /> {tx('deckel.title')} <kbd>D</kbd>
        </Button>
      </InfoTip>
      <Dialog open={open} title={`${tx('deckel.title')} · ${partieText(view)}`} onClose={onClose} class="km-deckel-dialog">
        <BierdeckelTable view={view} names={names} />
      </Dialog>
    </>
  );
}
