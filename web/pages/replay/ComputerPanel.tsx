// "Wie hätte der Computer gespielt?": your points and place beside the strong computer's on the same
// deal, and the moments where it would have chosen otherwise, each with what it expected of both
// choices; a moment's button shows that position in the replay.
import { useEffect, useState } from 'preact/hooks';
import type { ComputerComparison, ReplayRecord } from '@schema/replay';
import { api, ApiError } from '../../net/api';
import { errorText, t } from '../../i18n';
import type { GameUi } from '../../games/types';
import { valueWords } from './valueWords';

type Load = { state: 'loading' } | { state: 'ready'; cmp: ComputerComparison } | { state: 'error'; code: string; message: string; params?: Record<string, string | number> };

export function ComputerPanel({ record, ui, onGo }: { record: ReplayRecord; ui: GameUi; onGo: (position: number) => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    api.computer(record.table, record.match).then(
      (cmp) => live && setLoad({ state: 'ready', cmp }),
      (e) => live && setLoad({ state: 'error', code: e instanceof ApiError ? e.code : 'network', message: e instanceof Error ? e.message : '', params: e instanceof ApiError ? (e.params as Record<string, string | number> | undefined) : undefined }),
    );
    return () => {
      live = false;
    };
  }, [record.table, record.match]);

  return (
    <section class="panel computer-panel" aria-labelledby="computer-title" data-testid="computer-panel">
      <h2 id="computer-title">{t('compare.title')}</h2>
      {load.state === 'loading' && <p aria-busy="true">{t('compare.computing')}</p>}
      {load.state === 'error' && <p role="alert">{errorText(load.code, load.message, load.params)}</p>}
      {load.state === 'ready' && <Comparison cmp={load.cmp} record={record} ui={ui} onGo={onGo} />}
    </section>
  );
}

function Comparison({ cmp, record, ui, onGo }: { cmp: ComputerComparison; record: ReplayRecord; ui: GameUi; onGo: (position: number) => void }) {
  const seatName = (seat: number) => {
    const s = record.seats[seat];
    return s && s.kind !== 'empty' ? s.name : '';
  };
  const moveWords = (move: unknown) => ui.moveWords?.(move, seatName) ?? '';
  const result = (r: { points: number; place: number } | null) => (!r ? t('compare.abandoned') : cmp.coop ? t(Math.abs(r.points) === 1 ? 'compare.points.one' : 'compare.points', { points: r.points }) : t(Math.abs(r.points) === 1 ? 'compare.result.one' : 'compare.result', { points: r.points, place: r.place }));
  return (
    <>
      <div class="computer-results">
        <div class="computer-side" data-testid="compare-you">
          <span class="muted">{t('compare.you')}</span>
          <strong>{result(cmp.you)}</strong>
        </div>
        <div class="computer-side" data-testid="compare-computer">
          <span class="muted">{t('compare.computer')}</span>
          <strong>{result(cmp.computer)}</strong>
        </div>
      </div>
      {cmp.moments.length === 0 ? (
        <p data-testid="compare-same">{t('compare.same', { n: cmp.examined })}</p>
      ) : (
        <ol class="computer-moments">
          {cmp.moments.map((m) => (
            <li key={m.position} data-testid="compare-moment">
              <button type="button" class="link-button" onClick={() => onGo(m.position - 1)} data-testid="compare-go">
                {t('compare.move', { n: m.position })}
              </button>{' '}
              {t('compare.moment', {
                yours: moveWords(m.chosen),
                its: moveWords(m.best),
                best: valueWords(m.bestValue, m.unit),
                chosen: valueWords(m.chosenValue, m.unit),
              })}
            </li>
          ))}
        </ol>
      )}
      <p class="muted small">{cmp.moments[0] && `${t(`compare.unit.${cmp.moments[0].unit}`)} `}{t('compare.examined', { n: cmp.examined, total: cmp.decisions })}</p>
    </>
  );
}
