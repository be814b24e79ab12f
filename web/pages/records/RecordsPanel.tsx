// The foyer's Rekordjagd panel (games with a record hunt): choose the strength, start, your record
// per strength (with its rank), and the chosen strength's records list.
import { useEffect, useState } from 'preact/hooks';
import type { BotLevel, GameId } from '@schema/protocol';
import type { RecordHuntMode } from '../../games/types';
import { me } from '../../app/identity';
import { navigate } from '../../app/router';
import { lang, t } from '../../i18n';
import { ApiError } from '../../net/api';
import { Button } from '../../ui/Button';
import { recordSetting, recordsApi, type RecordsResponse } from './api';
import { RecordTable } from './RecordTable';
import { recordError, rt } from './words';
import { levelName } from '../../games/levels';
import './records.css';

function useRecords(game: GameId, level: BotLevel) {
  const [data, setData] = useState<RecordsResponse | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    let live = true;
    setError(false);
    recordsApi.list(game, level).then((d) => live && setData(d), () => live && setError(true));
    return () => {
      live = false;
    };
  }, [game, level]);
  return { data: data?.setting === recordSetting(level) ? data : null, error };
}

export function RecordsPanel({ game, mode }: { game: GameId; mode: RecordHuntMode }) {
  const [level, setLevel] = useState<BotLevel>(mode.levels.includes('normal') ? 'normal' : mode.levels[0]!);
  const [busy, setBusy] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const { data, error } = useRecords(game, level);
  const start = async () => {
    setBusy(true);
    setStartError(null);
    try {
      navigate((await recordsApi.start(game, level)).url);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('network', '', 0);
      setStartError(recordError(err.code, err.message, err.params));
      setBusy(false);
    }
  };
  const yours = data?.yours;
  return (
    <section class="panel records-panel" aria-labelledby="records-title" data-testid="foyer-records">
      <h2 id="records-title">{rt('title')}</h2>
      <p class="panel-lead">{mode.lead[lang.value]}</p>
      <fieldset class="field">
        <legend>{rt('level')}</legend>
        <div class="choice-row">
          {mode.levels.map((x) => (
            <label key={x} class="choice">
              <input type="radio" name="record-level" checked={level === x} onChange={() => setLevel(x)} data-testid={`record-level-${x}`} />
              <span>{levelName(game, x)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {startError && <p class="form-error" role="alert">{startError}</p>}
      <Button variant="primary" onClick={start} disabled={busy} data-testid="start-record">
        {busy ? t('common.wait') : rt('start')}
      </Button>
      {yours && (
        <>
          <h3 class="records-subtitle">{rt('yours')}</h3>
          <dl class="records-yours" data-testid="record-yours">
            {mode.levels.map((x) => {
              const r = yours.find((y) => y.setting === recordSetting(x));
              return (
                <div key={x} class="records-your" data-testid={`record-your-${x}`}>
                  <dt>{levelName(game, x)}</dt>
                  <dd>{r ? <><strong>{r.best}</strong> <span class="muted small">({rt('yourRank', { rank: r.rank })})</span></> : <span class="muted">{rt('yourNone')}</span>}</dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
      <h3 class="records-subtitle">{rt('listTitle', { level: levelName(game, level) })}</h3>
      {error ? (
        <p class="form-error" role="alert">{t('common.loadFailed')}</p>
      ) : !data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <RecordTable rows={data.rows} you={data.you ?? null} myName={me.value?.name} total={data.total} />
      )}
    </section>
  );
}
