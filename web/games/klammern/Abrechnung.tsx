// Die Abrechnung after each game: the Augen of every side line by line (cards, last trick, melds,
// Bella), whether the player made it (more than both opponents together — or each, or the other
// pair) or went "Durch", the value as a sum and who writes what on the Bierdeckel. It stays until
// every person pressed "Weiter" (with a clock: a reading time, then the think time).
import type { GameRecord, KlammernView } from '@games/klammern/types';
import { Button } from '../../ui/Button';
import { contractText, joinNames, signed, tx } from './i18n';
import { addLines, augenLines, sideName, sides } from './model';
import { valueSum } from './values';
import { verdict } from './verdict';

export function Abrechnung({ view, names, record, onContinue }: { view: KlammernView; names: string[]; record: GameRecord; onContinue?(): void }) {
  const lines = augenLines(view);
  const cols = sides(view);
  const meReady = view.you !== null && view.ready[view.you];
  const readyNames = names.filter((_, s) => view.ready[s]);
  const scorers = cols.filter((seats) => (record.scores[seats[0]!] ?? 0) > 0);
  return (
    <section class="km-abrechnung" aria-label={tx('abr.title', { n: record.gameNo + 1 })} data-testid="abrechnung">
      <h2>{tx('abr.title', { n: record.gameNo + 1 })}</h2>
      <p class="km-abr-game">
        {tx('abr.game', { name: names[record.contract.declarer] ?? '', game: contractText(record.contract) })}
      </p>
      {!record.geschenkt && (
        <table class="km-abr-table">
          <thead>
            <tr>
              <th scope="col"><span class="sr-only">{tx('abr.side')}</span></th>
              <th scope="col">{tx('abr.cards')}</th>
              <th scope="col">{tx('abr.last')}</th>
              <th scope="col">{tx('abr.melds')}</th>
              <th scope="col">{tx('abr.bella')}</th>
              <th scope="col">{tx('abr.sum')}</th>
            </tr>
          </thead>
          <tbody>
            {cols.map((seats) => {
              const l = addLines(lines, seats);
              const playing = seats.some((s) => record.side.includes(s));
              return (
                <tr key={seats.join()} class={playing ? 'playing' : ''} data-testid={`abr-side-${seats[0]}`}>
                  <th scope="row">{sideName(names, seats)}{playing && <> <span class="km-badge declarer">{tx('badge.declarer')}</span></>}</th>
                  <td>{l.cards}</td>
                  <td>{l.last || ''}</td>
                  <td>{l.melds || ''}</td>
                  <td>{l.bella || ''}</td>
                  <td><strong data-testid={`abr-augen-${seats[0]}`}>{l.total}</strong></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p class={`km-abr-verdict ${record.won ? 'won' : 'durch'}`} data-testid="abr-verdict">{verdict(record, view, names)}</p>
      <p class="km-abr-value" data-testid="abr-value">{tx('abr.value', { sum: valueSum(record) })}</p>
      <p class="km-abr-points" data-testid="abr-points">
        {scorers.map((seats) => `${sideName(names, seats)} ${signed(record.scores[seats[0]!] ?? 0)}`).join(' · ')}
      </p>
      {onContinue && (
        <div class="km-abr-actions">
          {view.you !== null && (
            <Button variant="primary" data-testid="continue" disabled={meReady} onClick={onContinue}>
              {meReady ? tx('abr.waiting') : tx('abr.continue')} {!meReady && <kbd>Enter</kbd>}
            </Button>
          )}
          {readyNames.length > 0 && <span class="km-muted">{tx('abr.ready', { names: joinNames(readyNames) })}</span>}
        </div>
      )}
    </section>
  );
}
