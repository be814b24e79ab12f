// A game's foyer: "Freie Partie" (solo against computers), "Mit anderen spielen" (open a table),
// the live list of open tables, and — where the game has them (games/modes.ts) — its daily game
// (Tagesnest, Tagesplakat, Tagesalbum) and its record hunt (Rekordjagd).
import { useEffect, useState } from 'preact/hooks';
import type { BotLevel, GameId, LobbyTable, ThinkTime } from '@schema/protocol';
import { lang, t, errorText } from '../i18n';
import { me, reloadMe } from '../app/identity';
import { navigate, setTitle } from '../app/router';
import { useGameUi } from '../app/useGameUi';
import { api, ApiError } from '../net/api';
import { LobbyFeed } from '../net/lobby';
import { Button } from '../ui/Button';
import { LEVELS, SettingsFields, THINK_TIMES, settingsSummary, thinkTimeLabel, toGameOptions, type EditableSettings } from './settings';
import { levelName } from '../games/levels';
import type { GameUi } from '../games/types';
import { FoyerDaily } from './daily/FoyerDaily';
import { RecordsPanel } from './records/RecordsPanel';
import { gameById, modesOf, soloComputerWords, soloWord } from '../games/registry';
import type { GameModes } from '../games/types';

const range = ({ min, max }: { min: number; max: number }): number[] => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const clamp = (n: number, { min, max }: { min: number; max: number }): number => Math.min(Math.max(n, min), max);

function useCreate() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (body: Parameters<typeof api.createTable>[0]) => {
    setBusy(true);
    setError(null);
    try {
      const res = await api.createTable(body);
      // Opening a table may have made this browser's identity: the header learns it.
      void reloadMe();
      navigate(`/t/${res.id}`);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('network', '', 0);
      setError(errorText(err.code, err.message, err.params));
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** The solo fold's one line: Bedenkzeit, whether a house rule was touched (else the game's standard ones), Turbo. */
function soloSummary(modes: GameModes, thinkTime: ThinkTime, options: Record<string, unknown>, turbo: boolean): string {
  const parts: string[] = [];
  if (modes.soloClock) parts.push(`${t('settings.thinkTime')}: ${thinkTimeLabel(thinkTime)}`);
  parts.push(t(Object.keys(options).length > 0 ? 'settings.rulesChanged' : 'settings.rulesStandard'));
  if (modes.turbo && turbo) parts.push(t('foyer.turbo'));
  return parts.join(' · ');
}

function SoloForm({ game, ui, modes }: { game: GameId; ui: GameUi | null; modes: GameModes }) {
  const [computers, setComputers] = useState(clamp(3, modes.soloComputers));
  const [level, setLevel] = useState<BotLevel>('normal');
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [turbo, setTurbo] = useState(false);
  const [thinkTime, setThinkTime] = useState<ThinkTime>(modes.thinkTime);
  const { busy, error, run } = useCreate();
  const submit = (e: Event) => {
    e.preventDefault();
    const clock = modes.soloClock ? { thinkTime } : {};
    run({ game, mode: 'solo', settings: { tempo: modes.turbo && turbo ? 'turbo' : 'normal', game: toGameOptions(options), ...clock }, computers: { count: computers, level } });
  };
  const words = soloComputerWords(game, computers, lang.value);
  return (
    <form class="panel foyer-form" onSubmit={submit} aria-labelledby="solo-title">
      <h2 id="solo-title">{t('foyer.solo')}</h2>
      <p class="panel-lead">{words.lead ?? t(modes.cooperative ? 'foyer.soloLeadCoop' : 'foyer.soloLead')}</p>
      <fieldset class="field">
        <legend>{words.legend ?? t(modes.cooperative ? 'foyer.colleagues' : 'foyer.computers')}</legend>
        <div class="choice-row">
          {range(modes.soloComputers).map((n) => (
            <label key={n} class="choice">
              <input type="radio" name="solo-computers" checked={computers === n} onChange={() => setComputers(n)} />
              <span>{n}</span>
            </label>
          ))}
        </div>
        {words.who && <small class="hint" data-testid="solo-computers-who">{words.who}</small>}
      </fieldset>
      <fieldset class="field">
        <legend>{t('foyer.level')}</legend>
        <div class="choice-row">
          {LEVELS.map((x) => (
            <label key={x} class="choice">
              <input type="radio" name="solo-level" checked={level === x} onChange={() => setLevel(x)} />
              <span>{levelName(game, x)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* Bedenkzeit, house rules and Turbo behind one closed "Einstellungen" that names the values
          chosen: the defaults serve most games, and the start button stays in sight on a laptop. */}
      <details class="field settings-fold" data-testid="solo-settings-fold">
        <summary>
          <span class="settings-fold-title">{t('settings.fold')}</span>
          <small class="hint" data-testid="solo-settings-summary">{soloSummary(modes, thinkTime, options, turbo)}</small>
        </summary>
        {modes.soloClock && (
          <fieldset class="field">
            <legend>{t('settings.thinkTime')}</legend>
            <div class="choice-row">
              {THINK_TIMES.map((tt) => (
                <label key={String(tt)} class="choice">
                  <input type="radio" name="solo-think" checked={thinkTime === tt} onChange={() => setThinkTime(tt)} />
                  <span>{thinkTimeLabel(tt)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {ui && (
          <fieldset class="field game-options">
            <legend class="sr-only">{t('settings.gameOptions')}</legend>
            <ui.OptionsForm value={options} onChange={setOptions} lang={lang.value} seats={computers + 1} />
          </fieldset>
        )}
        {modes.turbo && (
          <label class="check">
            <input type="checkbox" checked={turbo} onChange={(e) => setTurbo((e.target as HTMLInputElement).checked)} />
            <span>{t('foyer.turbo')}</span>
            <small class="hint">{t('foyer.turboHint')}</small>
          </label>
        )}
      </details>
      {error && <p class="form-error" role="alert">{error}</p>}
      <Button type="submit" variant="primary" disabled={busy} data-testid="start-solo">
        {busy ? t('common.wait') : soloWord(game, 'start')}
      </Button>
    </form>
  );
}

function MultiForm({ game, ui, modes }: { game: GameId; ui: GameUi | null; modes: GameModes }) {
  const [seats, setSeats] = useState(clamp(4, modes.seats));
  const [settings, setSettings] = useState<EditableSettings>({ thinkTime: modes.thinkTime, tempo: 'normal', botLevel: 'normal', stake: 0, game: {} });
  const { busy, error, run } = useCreate();
  const submit = (e: Event) => {
    e.preventDefault();
    run({ game, mode: 'multi', seats, settings });
  };
  return (
    <form class="panel foyer-form" onSubmit={submit} aria-labelledby="multi-title">
      <h2 id="multi-title">{t('foyer.multi')}</h2>
      <p class="panel-lead">{t('foyer.multiLead')}</p>
      <fieldset class="field">
        <legend>{t('foyer.seats')}</legend>
        <div class="choice-row">
          {range(modes.seats).map((n) => (
            <label key={n} class="choice">
              <input type="radio" name="multi-seats" checked={seats === n} onChange={() => setSeats(n)} />
              <span>{n}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SettingsFields idPrefix="multi" value={settings} onChange={setSettings} ui={ui} foldOptions foldSettings seats={seats} />
      {me.value && <p class="muted" data-testid="foyer-balance">{t('balance.foyer', { n: me.value.balance })}</p>}
      {error && <p class="form-error" role="alert">{error}</p>}
      <Button type="submit" variant="primary" disabled={busy} data-testid="open-table">
        {busy ? t('common.wait') : t('foyer.openTable')}
      </Button>
    </form>
  );
}

function OpenTables({ game }: { game: GameId }) {
  const [feed, setFeed] = useState<LobbyFeed | null>(null);
  useEffect(() => {
    const f = new LobbyFeed(game);
    setFeed(f);
    return () => f.close();
  }, [game]);
  const tables = feed?.tables.value;
  const state = feed?.state.value;
  return (
    <section class="panel open-tables" aria-labelledby="open-title">
      <h2 id="open-title">
        {t('foyer.openTables')}
        {state && state !== 'open' && <span class="conn-mini">{t(`conn.${state}`)}</span>}
      </h2>
      {tables === null || tables === undefined ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : tables.length === 0 ? (
        <p class="muted">{t('foyer.noTables')}</p>
      ) : (
        <ul class="table-list" aria-live="polite" data-testid="open-tables">
          {tables.map((tb: LobbyTable) => (
            <li key={tb.id} class="table-row">
              <div>
                <strong>{t('foyer.tableOf', { name: tb.hostName })}</strong>
                <span class="seats-badge">{t('foyer.seatsTaken', { taken: tb.seatsTaken, total: tb.seatsTotal })}</span>
                <div class="muted small">{settingsSummary(tb.settings, game)}</div>
              </div>
              <a class="btn btn-primary btn-small" href={`/t/${tb.id}`} data-testid={`join-${tb.id}`}>
                {tb.status === 'waiting' && tb.seatsTaken < tb.seatsTotal ? t('foyer.join') : t('foyer.watch')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Foyer({ game }: { game: string }) {
  const entry = gameById(game);
  const { ui, error } = useGameUi(game);
  const l = lang.value;
  const name = entry?.name[l] ?? game;
  useEffect(() => setTitle(t('foyer.title', { game: name })), [l, name]);
  const modes = modesOf(game);
  if (!entry || !modes) return null;
  return (
    <div class="page foyer">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('home.title')}</a> › <span aria-current="page">{name}</span>
      </nav>
      <div class="foyer-head">
        <h1>{t('foyer.title', { game: name })}</h1>
        <span class="foyer-links">
          <a class="btn btn-ghost" href={`/${game}/bestenliste`} data-testid="to-leaderboard">{t('lb.link')}</a>
          <a class="btn btn-ghost" href={`/${game}/regeln`}>{t('foyer.rules')}</a>
          {ui?.FoyerCorner && <ui.FoyerCorner />}
        </span>
      </div>
      <p class="lead">{entry.teaser[l]}</p>
      {error && <p class="form-error" role="alert">{t('common.loadFailed')}</p>}
      <div class="foyer-grid">
        <SoloForm game={entry.id} ui={ui} modes={modes} />
        <MultiForm game={entry.id} ui={ui} modes={modes} />
        <div class="foyer-side">
          <OpenTables game={entry.id} />
          {modes.daily && <FoyerDaily game={entry.id} />}
          {modes.recordHunt && <RecordsPanel game={entry.id} mode={modes.recordHunt} />}
        </div>
      </div>
    </div>
  );
}
