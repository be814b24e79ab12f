// /t/:id — the table: connects, shows the waiting room before the start, then the game board with
// the seat strip, clocks, log, chat, leave and rematch around it.
import { formatDay } from '../daily/format';
import { NotFoundPanel } from '../NotFound';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { computed, type ReadonlySignal } from '@preact/signals';
import type { TableInfo } from '@schema/protocol';
import type { BoardProps, GameUi } from '../../games/types';
import { TableConnection, CLOSE_REPLACED, type ServerError } from '../../net/socket';
import { api, ApiError } from '../../net/api';
import { ensureMe } from '../../app/identity';
import { freeTextLock } from '../../app/free-text-lock';
import { lang, t, errorText } from '../../i18n';
import { navigate, setTitle } from '../../app/router';
import { gameById, matchName, modeName, soloWord } from '../../games/registry';
import { useGameUi } from '../../app/useGameUi';
import { toast } from '../../ui/Toast';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { WaitingRoom } from './WaitingRoom';
import { SeatStrip } from './SeatStrip';
import { adviceAllowed, humanCount, seatName } from './names';
import { DailyEndActions, DailyNote } from '../daily/TableDaily';
import { RatingLine } from './RatingLine';
import { SecureOffer } from './SecureOffer';
import { useMyResult } from '../../net/useMyResult';
import { SidePanels } from './SidePanels';

const CHAT_ERRORS = new Set(['rate_limited', 'chat_locked', 'chat_too_long', 'chat_empty']);

function ConnState({ conn }: { conn: TableConnection }) {
  const s = conn.state.value;
  return (
    <span class={`conn conn-${s}`} data-testid="conn-state" data-state={s} role="status" title={t(`conn.${s}`)}>
      <span class="conn-dot" aria-hidden="true" />
      <span class="conn-label">{t(`conn.${s}`)}</span>
    </span>
  );
}


function Rematch({ conn, table }: { conn: TableConnection; table: TableInfo }) {
  const mySeat = conn.seat.value;
  const requested = table.rematch?.requested ?? [];
  const askers = requested.map((r, i) => (r ? seatName(table, i) : null)).filter((x): x is string => !!x);
  const iAsked = mySeat !== null && !!requested[mySeat];
  return (
    <div class="rematch">
      {mySeat !== null && (
        <Button variant="primary" onClick={() => conn.send({ t: 'rematch' })} disabled={iAsked} data-testid="rematch">
          {iAsked ? t('rematch.waiting') : t('rematch.button')}
        </Button>
      )}
      {askers.length > 0 && <p class="muted" aria-live="polite">{t('rematch.asked', { names: askers.join(', ') })}</p>}
    </div>
  );
}

/** The end screen; when it appears, the keyboard focus moves to its first way on ("Nochmal"). */
function EndSection({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('.end-actions .btn:not([disabled])');
    first?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return <section ref={ref} class="end-screen" aria-labelledby="end-title">{children}</section>;
}

/**
 * Below the ways on: the rating change, then the game's own end screen (`children`: places and
 * scoring), and after it, once per player, the "Konto sichern" offer — the result comes first (on a
 * phone the offer stood between the rating and the places and pushed them below the fold).
 */
function EndNotes({ table, match, seated, children }: { table: string; match: number; seated: boolean; children: ComponentChildren }) {
  const result = useMyResult(table, match, seated);
  return (
    <>
      <RatingLine result={result} />
      {children}
      <SecureOffer result={result} />
    </>
  );
}

/** The reason chat and names are closed now (GameUi.freeTextLocked), also for the header. */
function useFreeTextLock(table: TableInfo, ui: GameUi | null, view: unknown): string | null {
  const locked = table.status === 'playing' && !!ui?.freeTextLocked?.(view);
  const note = locked ? ui?.words?.freeTextLocked?.[lang.value] ?? t('err.chat_locked') : null;
  useEffect(() => {
    freeTextLock.value = note;
  }, [note]);
  useEffect(() => () => void (freeTextLock.value = null), []);
  return note;
}

function Playing({ conn, table, ui, chatError }: { conn: TableConnection; table: TableInfo; ui: GameUi | null; chatError: string | null }) {
  const props: BoardProps = useMemo(
    () => ({
      view: conn.view,
      table: computed(() => conn.table.value!) as ReadonlySignal<TableInfo>,
      seat: conn.seat,
      events: conn.events,
      log: conn.log,
      advice: conn.advice,
      sendMove: (m) => conn.sendMove(m),
      requestAdvice: () => conn.requestAdvice(),
      adviceAllowed: false,
      clockOffset: conn.clockOffset,
    }),
    [conn],
  );
  const boardProps = { ...props, adviceAllowed: adviceAllowed(table) };
  const finished = table.status === 'finished';
  const lockNote = useFreeTextLock(table, ui, conn.view.value);
  return (
    <div class="playing">
      <SeatStrip table={table} mySeat={conn.seat.value} offset={conn.clockOffset} />
      <div class="play-area">
        <div class="board-wrap">
          {!ui ? (
            <p aria-busy="true">{t('common.loading')}</p>
          ) : finished ? (
            <EndSection>
              <h2 id="end-title">{ui.words?.finished?.[lang.value] ?? t('table.finished')}</h2>
              {/* The ways on come first: in view without scrolling past the scoring. */}
              <div class="end-actions">
                {table.mode !== 'daily' && <Rematch conn={conn} table={table} />}
                {table.mode === 'daily' && <DailyEndActions table={table} />}
                <a class="btn btn-secondary" href={`/r/${table.id}/${table.matchNo}`} data-testid="watch-replay">{ui.words?.watchReplay?.[lang.value] ?? t('replay.watch')}</a>
                {table.mode === 'daily' && (
                  <a class="btn btn-secondary" href={`/r/${table.id}/${table.matchNo}/computer`} data-testid="compare-link">{t('compare.title')}</a>
                )}
                <a class="btn btn-secondary" href={`/${table.game}`} data-testid="to-foyer">{t('table.toFoyer')}</a>
              </div>
              <EndNotes table={table.id} match={table.matchNo} seated={conn.seat.value !== null}>
                <ui.EndScreen {...boardProps} />
              </EndNotes>
            </EndSection>
          ) : (
            <ui.Board {...boardProps} />
          )}
        </div>
        <SidePanels conn={conn} table={table} ui={ui} chatError={chatError} lockNote={lockNote} />
      </div>
    </div>
  );
}

type Phase = 'init' | 'notfound' | 'dailyRunning' | 'ready';

export function TablePage({ id }: { id: string }) {
  const [chatError, setChatError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('init');
  const [dailyDate, setDailyDate] = useState('');
  const [conn, setConn] = useState<TableConnection | null>(null);
  const connect = () => {
    const c = new TableConnection(id, (e: ServerError) => {
      // A refused move in the game's own words where it has them (GameUi.errorText), else the shell's.
      const game = c.table.value ? gameById(c.table.value.game)?.ui : null;
      const text = game?.errorText?.(e.error, e.params ?? {}) ?? errorText(e.error, e.message, e.params);
      if (CHAT_ERRORS.has(e.error)) setChatError(text);
      else if (e.error !== 'stale') toast(text, 'error');
    });
    return c;
  };

  // The socket answers an unknown table with a plain 404 the browser cannot see, so that is settled
  // over HTTP first; opening a table's link is joining it, which needs an identity (made now if new).
  useEffect(() => {
    let live = true;
    let opened: TableConnection | null = null;
    (async () => {
      try {
        await api.table(id);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) {
          if (live) setPhase('notfound');
          return;
        }
        // Someone else's daily deal, still being played: it opens to others after its day.
        if (e instanceof ApiError && e.code === 'daily_running') {
          if (live) { setDailyDate(typeof e.params?.date === 'string' ? e.params.date : ''); setPhase('dailyRunning'); }
          return;
        }
      }
      try {
        await ensureMe();
      } catch (e) {
        if (live) toast(e instanceof ApiError ? errorText(e.code, e.message, e.params) : t('err.network'), 'error');
        return;
      }
      if (!live) return;
      opened = connect();
      setConn(opened);
      setPhase('ready');
    })();
    return () => {
      live = false;
      opened?.close();
    };
  }, [id]);

  const table = conn?.table.value ?? null;
  const { ui, error: uiError } = useGameUi(table?.game);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const l = lang.value;
  const gameName = table ? gameById(table.game)?.name[l] ?? table.game : '';
  useEffect(() => setTitle(t('table.title'), gameName), [l, gameName]);
  useEffect(() => {
    if (!chatError) return;
    const timer = setTimeout(() => setChatError(null), 6000);
    return () => clearTimeout(timer);
  }, [chatError]);

  if (phase === 'notfound') {
    return <NotFoundPanel title={t('table.notFound')} lead={t('table.notFoundLead')} />;
  }
  if (phase === 'dailyRunning') {
    return <NotFoundPanel title={t('table.dailyRunning')} lead={t('table.dailyRunningLead', { date: dailyDate ? formatDay(dailyDate, lang.value) : '' })} />;
  }
  if (conn && conn.fatal.value === CLOSE_REPLACED) {
    return (
      <div class="page table-page">
        <h1>{t('table.replaced')}</h1>
        <p>{t('table.replacedLead')}</p>
        <Button
          variant="primary"
          onClick={() => {
            conn.close();
            setConn(connect());
          }}
        >
          {t('table.playHere')}
        </Button>
      </div>
    );
  }
  if (!conn || !table) {
    return (
      <div class="page table-page">
        <div class="table-bar">{conn && <ConnState conn={conn} />}</div>
        <p aria-busy="true">{t('table.connecting')}</p>
      </div>
    );
  }

  const mySeat = conn.seat.value;
  const solo = table.mode !== 'multi';
  const seated = mySeat !== null && !(table.seats[mySeat]?.kind === 'human' && (table.seats[mySeat] as { left: boolean }).left);
  const leave = () => {
    setConfirmLeave(false);
    conn.send({ t: 'leave' });
    navigate(`/${table.game}`);
  };
  const leaveNeedsConfirm = table.status === 'playing';

  return (
    // data-v: the stream version shown, so a browser test can wait for the server's answer to a click.
    <div class={`page table-page game-${table.game} status-${table.status}`} data-testid="table-page" data-v={conn.version.value}>
      <div class="table-bar">
        <h1 class="table-title">
          {gameName}
          <span class="table-sub">{modeName(table.game, table.mode)}{table.matchNo > 1 ? ` · ${matchName(table.game, table.matchNo)}` : ''}</span>
        </h1>
        <ConnState conn={conn} />
        {seated ? (
          <Button variant="danger" size="small" onClick={() => (leaveNeedsConfirm ? setConfirmLeave(true) : leave())} data-testid="leave-table">
            {solo && table.status !== 'finished' ? soloWord(table.game, 'end') : t('table.leave')}
          </Button>
        ) : (
          <a class="btn btn-secondary btn-small" href={`/${table.game}`}>{t('table.toFoyer')}</a>
        )}
      </div>
      <DailyNote table={table} />
      {mySeat === null && table.status !== 'waiting' && <p class="spectator-note">{t('table.spectating')}</p>}
      {uiError && <p class="form-error" role="alert">{t('common.loadFailed')}</p>}
      {table.status === 'waiting' ? (
        <WaitingRoom conn={conn} table={table} ui={ui} chatError={chatError} />
      ) : (
        <Playing conn={conn} table={table} ui={ui} chatError={chatError} />
      )}
      <ConfirmDialog
        open={confirmLeave}
        title={solo ? soloWord(table.game, 'endTitle') : t('leave.title')}
        confirmLabel={solo ? soloWord(table.game, 'end') : t('table.leave')}
        danger
        onConfirm={leave}
        onClose={() => setConfirmLeave(false)}
      >
        <p>{humanCount(table) <= 1 ? soloWord(table.game, 'endText') : t('leave.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
