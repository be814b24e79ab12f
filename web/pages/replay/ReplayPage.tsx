// /r/:table/:match — a finished match replayed in the game's own table components, read-only:
// step forward and back, play / pause at a chosen speed, a slider, arrow keys, jump to any move
// from the log, and the view from any seat (each seat's hidden cards open in its own view).
import { useEffect, useMemo, useState } from 'preact/hooks';
import { signal } from '@preact/signals';
import { ReplayReader, type ReplayRules } from '@games/core/replay';
import type { ReplayRecord } from '@schema/replay';
import type { BoardProps, GameUi } from '../../games/types';
import { api, ApiError } from '../../net/api';
import { useGameUi } from '../../app/useGameUi';
import { setTitle } from '../../app/router';
import { gameById, matchName, modeName } from '../../games/registry';
import { lang, t } from '../../i18n';
import { formatSeconds } from '../../ui/Countdown';
import { NotFoundPanel } from '../NotFound';
import { logText } from '../table/names';
import { ComputerPanel } from './ComputerPanel';
import { ReplayControls, ReplayKeys } from './ReplayControls';
import { replayLog, replayTable, SPEEDS } from './model';
import './replay.css';

/**
 * The drain writes a replay moments after the end: a fresh link asks again for up to 18 s (a busy
 * drain took longer than the 9 s it used to wait, and "Partie ansehen" then said there was none).
 */
const RETRIES = 12;
const RETRY_MS = 1500;

type Load = { state: 'loading' } | { state: 'ready'; record: ReplayRecord } | { state: 'error'; code: string; date?: string };

function useRecord(table: string, match: number): Load {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (left: number) => {
      api.replay(table, match).then(
        (record) => live && setLoad({ state: 'ready', record }),
        (e) => {
          if (!live) return;
          const code = e instanceof ApiError ? e.code : 'network';
          if (code === 'not_found' && left > 0) timer = setTimeout(() => attempt(left - 1), RETRY_MS);
          else setLoad({ state: 'error', code, date: e instanceof ApiError ? (e.params?.date as string | undefined) : undefined });
        },
      );
    };
    attempt(RETRIES);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [table, match]);
  return load;
}

export function ReplayPage({ table, match, computer = false }: { table: string; match: number; computer?: boolean }) {
  const load = useRecord(table, match);
  const record = load.state === 'ready' ? load.record : null;
  const { ui, error: uiError } = useGameUi(record?.game);
  const gameName = record ? gameById(record.game)?.name[lang.value] ?? record.game : '';
  useEffect(() => setTitle(t('replay.title'), gameName), [lang.value, gameName]);

  if (load.state === 'error') {
    if (load.code === 'not_found') return <NotFoundPanel title={t('replay.notFound')} lead={t('replay.notFoundLead')} />;
    return (
      <div class="page replay-page" data-testid="replay-refused">
        <h1>{t('replay.title')}</h1>
        <p role="alert">{load.code === 'daily_running' ? t('replay.dailyRunning', { date: load.date ?? '' }) : t('err.network')}</p>
      </div>
    );
  }
  if (!record || (!ui && !uiError)) return <div class="page replay-page"><p aria-busy="true">{t('common.loading')}</p></div>;
  if (!ui) return <div class="page replay-page"><p role="alert">{t('common.loadFailed')}</p></div>;
  return <Replay record={record} ui={ui} rules={ui.rules} gameName={gameName} computer={computer} />;
}

function Replay({ record, ui, rules, gameName, computer }: { record: ReplayRecord; ui: GameUi; rules: ReplayRules; gameName: string; computer: boolean }) {
  const reader = useMemo(
    () => new ReplayReader(rules, { options: record.options, seats: record.seats.length, seed: record.seed, actions: record.actions }),
    [record, rules],
  );
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [compare, setCompare] = useState(computer && record.mode === 'daily');
  const firstHuman = record.seats.findIndex((s) => s.kind === 'human');
  const [viewer, setViewer] = useState<number | null>(firstHuman >= 0 ? firstHuman : 0);
  const go = (p: number) => setPosition(Math.max(0, Math.min(reader.length, p)));

  useEffect(() => {
    if (!playing) return;
    if (position >= reader.length) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => go(position + 1), SPEEDS[speed]!.ms);
    return () => clearTimeout(timer);
  }, [playing, position, speed]);

  // One set of signals for the board; their values follow the position and the chosen seat.
  const sig = useMemo(() => ({
    view: signal<unknown>(null), table: signal(replayTable(record, false)), seat: signal<number | null>(viewer),
    events: signal<unknown[]>([]), log: signal<ReturnType<typeof replayLog>>([]), advice: signal(null), clockOffset: signal(0),
  }), [record]);
  const over = position === reader.length;
  const log = useMemo(() => replayLog(record, reader, position), [reader, position]);
  sig.view.value = reader.viewAt(position, viewer ?? 'spectator');
  sig.table.value = replayTable(record, over && reader.isOver());
  sig.seat.value = viewer;
  sig.events.value = [];
  sig.log.value = log;
  const props: BoardProps = {
    view: sig.view, table: sig.table, seat: sig.seat, events: sig.events, log: sig.log, advice: sig.advice,
    sendMove: () => {}, requestAdvice: async () => false, adviceAllowed: false, clockOffset: sig.clockOffset, replay: true,
  };
  const action = position > 0 ? record.actions[position - 1] : undefined;
  const play = () => {
    if (position >= reader.length) go(0);
    setPlaying(!playing);
  };
  const showEnd = over && reader.isOver();
  const table = sig.table.value;

  return (
    <div class={`page replay-page table-page game-${record.game}`} data-testid="replay-page" data-position={position}>
      <div class="table-bar">
        <h1 class="table-title">
          {ui.words?.watchReplay?.[lang.value] ?? t('replay.title')}: {gameName}
          <span class="table-sub">{modeName(record.game, record.mode)}{record.dailyDate ? ` · ${record.dailyDate}` : ''}{record.match > 1 ? ` · ${matchName(record.game, record.match)}` : ''}</span>
        </h1>
        <a class="btn btn-secondary btn-small" href={`/${record.game}`}>{t('table.toFoyer')}</a>
      </div>
      {record.mode === 'daily' && (
        <div class="replay-compare">
          <button type="button" class="btn btn-secondary btn-small" aria-expanded={compare} onClick={() => setCompare(!compare)} data-testid="compare-open">
            {t('compare.title')}
          </button>
        </div>
      )}
      {compare && <ComputerPanel record={record} ui={ui} onGo={(p) => { setPlaying(false); go(p); }} />}
      <ReplayControls position={position} length={reader.length} playing={playing} speed={speed} onGo={go} onPlay={play} onSpeed={setSpeed} />
      <p class="replay-who" aria-live="polite" data-testid="replay-who">
        {action
          ? whoLine(record.seats[action.seat], action.by)
          : ui.words?.deal?.[lang.value] ?? t('replay.deal')}
        {action && <span class="replay-clock" data-testid="replay-clock"> · {clockLine(record.actions, position)}</span>}
      </p>
      <div class="replay-seats" role="group" aria-label={t('replay.viewAs')}>
        <span class="muted">{t('replay.viewAs')}</span>
        {record.seats.map((s, i) => s.kind !== 'empty' && (
          <button key={i} type="button" class={`chip ${viewer === i ? 'active' : ''}`} aria-pressed={viewer === i} onClick={() => setViewer(i)}>{s.name}</button>
        ))}
        <button type="button" class={`chip ${viewer === null ? 'active' : ''}`} aria-pressed={viewer === null} onClick={() => setViewer(null)}>{t('replay.spectator')}</button>
      </div>
      <div class="play-area">
        <div class="board-wrap replay-board" inert>
          {showEnd ? <ui.EndScreen {...props} /> : <ui.Board {...props} />}
        </div>
        <aside class="side-panels">
          <h2 class="side-title">{t('table.log')}</h2>
          <ol class="log-list replay-log" aria-label={t('table.log')}>
            {log.length === 0 && <li class="muted">{t('table.logEmpty')}</li>}
            {log.map((e) => (
              <li key={e.seq}>
                <button type="button" class="link-button" onClick={() => { setPlaying(false); go(e.position); }} data-testid="replay-line">
                  <span class="replay-move-no">{e.position}.</span> {logText(e, table, ui, lang.value)}
                </button>
              </li>
            ))}
          </ol>
        </aside>
      </div>
      <ReplayKeys key={`${showEnd}`} position={position} length={reader.length} onGo={go} onPlay={play} />
    </div>
  );
}

/**
 * The clock at a position: the game time since the first move, and how long after the move before it
 * this one came (the record keeps when each action was applied; simultaneous bids share the wait).
 */
function clockLine(actions: readonly { at: number }[], position: number): string {
  const at = actions[position - 1]!.at;
  const elapsed = t('replay.elapsed', { time: formatSeconds(at - actions[0]!.at) });
  if (position < 2) return elapsed;
  return `${elapsed} · ${t('replay.after', { time: formatSeconds(at - actions[position - 2]!.at) })}`;
}

/** Who moved and how: "Anna – selbst entschieden"; a computer's seat just by its name ("Computer 3"). */
function whoLine(seat: ReplayRecord['seats'][number] | undefined, by: string): string {
  const name = !seat || seat.kind === 'empty' ? '' : seat.name;
  return seat?.kind === 'computer' && by === 'computer' ? name : t('replay.who', { name, by: t(`replay.by.${by}`) });
}
