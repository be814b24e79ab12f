// Validates a "create table" request body into settings and a seat plan. Pure (no bindings), so
// every error path is easy to test; the route adds ids, seed and the host's identity.
import { isRuleError, type AnyGame, type GameId } from '@games/core/types';
import type { BotLevel, TableSettings, Tempo, ThinkTime } from '@schema/protocol';
import type { ApiError } from '../http/errors';

export type SeatPlan = { kind: 'host' } | { kind: 'computer'; level: BotLevel } | { kind: 'empty' };

export type PlanMode = 'solo' | 'multi' | 'record';

export interface TablePlan {
  game: GameId;
  mode: PlanMode;
  settings: TableSettings;
  seats: SeatPlan[];
}

/** Computers in a solo game when the request does not say (Speedelster's Tagesnest size). */
const DEFAULT_SOLO_COMPUTERS = 3;

export const THINK_TIMES: readonly ThinkTime[] = [30, 60, 90, 120, null];
export const TEMPOS: readonly Tempo[] = ['gemuetlich', 'normal', 'turbo'];
export const BOT_LEVELS: readonly BotLevel[] = ['leicht', 'normal', 'stark'];
export const MAX_STAKE = 1000;
const SETTINGS_KEYS = ['thinkTime', 'tempo', 'botLevel', 'stake', 'game', 'rematchFill'];

const fail = (error: string, message: string, params?: ApiError['params']): ApiError =>
  params ? { error, message, params } : { error, message };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

export function isApiError(x: unknown): x is ApiError {
  return isObject(x) && typeof x.error === 'string' && typeof x.message === 'string';
}

/** Computers a game's Freie Partie allows: its own `soloComputers`, else every seat count it has. */
export function soloComputerRange(game: AnyGame): { min: number; max: number } {
  return game.soloComputers ?? { min: Math.max(1, game.minSeats - 1), max: game.maxSeats - 1 };
}

/** The strength a record hunt is played at when the request names none. */
export function defaultRecordLevel(levels: readonly BotLevel[]): BotLevel {
  return levels.includes('normal') ? 'normal' : levels[0]!;
}

function parseSettings(raw: unknown, game: AnyGame, mode: PlanMode): TableSettings | ApiError {
  if (raw === undefined) raw = {};
  if (!isObject(raw)) return fail('bad_settings', 'settings must be an object.');
  const unknown = Object.keys(raw).find((k) => !SETTINGS_KEYS.includes(k));
  if (unknown) return fail('bad_settings', `Unknown setting "${unknown}".`, { key: unknown });

  const thinkTime = raw.thinkTime === undefined ? (mode === 'multi' ? game.defaultThinkTime ?? 60 : null) : raw.thinkTime;
  if (!THINK_TIMES.includes(thinkTime as ThinkTime)) {
    return fail('bad_think_time', 'thinkTime must be 30, 60, 90, 120 or null.');
  }
  if (mode === 'solo' && thinkTime !== null && !game.soloClock) {
    return fail('bad_think_time', 'This game has no clock when played solo.');
  }
  if (mode === 'record' && thinkTime !== null) return fail('bad_think_time', 'A record hunt has no clock.');
  const tempo = raw.tempo ?? 'normal';
  if (!TEMPOS.includes(tempo as Tempo)) return fail('bad_tempo', 'tempo must be gemuetlich, normal or turbo.');
  const botLevel = raw.botLevel ?? 'normal';
  if (!BOT_LEVELS.includes(botLevel as BotLevel)) return fail('bad_level', 'Level must be leicht, normal or stark.');
  const stake = raw.stake ?? 0;
  if (!isInt(stake) || stake < 0 || stake > MAX_STAKE) {
    return fail('bad_stake', `stake must be an integer from 0 to ${MAX_STAKE}.`, { max: MAX_STAKE });
  }
  if (mode !== 'multi' && stake !== 0) return fail('bad_stake', 'A solo game has no stake.', { max: 0 });
  const rematchFill = raw.rematchFill ?? 'computer';
  if (rematchFill !== 'computer' && rematchFill !== 'empty') {
    return fail('bad_rematch_fill', 'rematchFill must be computer or empty.');
  }
  // A record hunt's rules are fixed, so that every record of a strength is comparable.
  if (mode === 'record' && raw.game !== undefined) return fail('bad_settings', 'A record hunt has fixed rules.', { key: 'game' });
  const options = game.parseOptions(mode === 'record' ? game.recordHunt?.options : raw.game ?? {});
  if (isRuleError(options)) return options;
  return {
    thinkTime: thinkTime as ThinkTime,
    tempo: tempo as Tempo,
    botLevel: botLevel as BotLevel,
    stake,
    game: options as TableSettings["game"],
    rematchFill,
  };
}

interface ComputersRequest {
  count?: number;
  level?: BotLevel;
}

function parseComputers(raw: unknown): ComputersRequest | ApiError {
  if (raw === undefined) return {};
  if (!isObject(raw)) return fail('bad_computers', 'computers must be an object {count, level}.');
  if (raw.count !== undefined && (!isInt(raw.count) || raw.count < 0)) {
    return fail('bad_computers', 'computers.count must be a non-negative integer.');
  }
  if (raw.level !== undefined && !BOT_LEVELS.includes(raw.level as BotLevel) && raw.level !== 'max') {
    return fail('bad_level', 'Level must be leicht, normal or stark.');
  }
  return { count: raw.count as number | undefined, level: raw.level as BotLevel | undefined };
}

/**
 * Body: { game, mode: 'solo'|'multi'|'record', settings?: Partial<TableSettings>, seats?: number,
 * computers?: { count?, level? } }. Solo: the host and `count` computers, no empty seat.
 * Record (Rekordjagd, games with `recordHunt`): the host and the game's number of computers at the
 * chosen strength, the game's fixed options. Multi: the host in seat 0, computers in the last seats
 * (plus the game's computer-only seats), the rest empty.
 */
export function planTable(body: unknown, getGame: (id: string) => AnyGame | undefined): TablePlan | ApiError {
  if (!isObject(body)) return fail('bad_json', 'Body must be a JSON object.');
  const game = typeof body.game === 'string' ? getGame(body.game) : undefined;
  if (!game) return fail('unknown_game', 'No such game.', { game: String(body.game) });
  const mode = body.mode;
  if (mode !== 'solo' && mode !== 'multi' && mode !== 'record') return fail('bad_mode', 'mode must be solo, multi or record.');
  if (mode === 'record' && !game.recordHunt) return fail('no_record_hunt', 'This game has no record hunt.', { game: game.id });
  const settings = parseSettings(body.settings, game, mode);
  if (isApiError(settings)) return settings;
  const computers = parseComputers(body.computers);
  if (isApiError(computers)) return computers;
  if (body.seats !== undefined && !isInt(body.seats)) return fail('bad_seats', 'seats must be an integer.');
  const level = computers.level ?? settings.botLevel;
  const range = { min: game.minSeats, max: game.maxSeats };

  if (mode === 'record') return planRecordHunt(game, body, settings, computers);
  if (level === 'max') return fail('bad_level', 'Max plays only in the record hunt.');

  if (mode === 'solo') {
    const seatsAsked = body.seats as number | undefined;
    const count =
      computers.count ??
      (seatsAsked !== undefined ? seatsAsked - 1 : Math.min(Math.max(DEFAULT_SOLO_COMPUTERS, range.min - 1), range.max - 1));
    const total = count + 1;
    if (seatsAsked !== undefined && seatsAsked !== total) {
      return fail('bad_seats', 'In a solo game, seats must be 1 + computers.count.', range);
    }
    if (total < range.min || total > range.max) {
      return fail('bad_seats', `This game seats ${range.min} to ${range.max}.`, range);
    }
    const allowed = soloComputerRange(game);
    if (count < allowed.min || count > allowed.max) {
      return fail('bad_computers', `A free game has ${allowed.min} to ${allowed.max} computers.`, allowed);
    }
    // The computers' strength is the table's strength (it also takes over timed-out seats).
    return {
      game: game.id,
      mode,
      settings: { ...settings, botLevel: level },
      seats: [{ kind: 'host' }, ...Array.from({ length: count }, () => ({ kind: 'computer' as const, level }))],
    };
  }

  const total = (body.seats as number | undefined) ?? game.maxSeats;
  if (total < range.min || total > range.max) {
    return fail('bad_seats', `This game seats ${range.min} to ${range.max}.`, range);
  }
  const count = computers.count ?? 0;
  if (count > total - 1) return fail('bad_computers', 'Too many computers for the seats.', { max: total - 1 });
  const seats: SeatPlan[] = Array.from({ length: total }, (_, i) => (i === 0 ? { kind: 'host' } : { kind: 'empty' }));
  const forced = (game.computerOnlySeats ?? []).filter((s) => s > 0 && s < total);
  for (const s of forced) seats[s] = { kind: 'computer', level };
  for (let s = total - 1, left = count - forced.length; s > 0 && left > 0; s--) {
    if (seats[s].kind === 'empty') {
      seats[s] = { kind: 'computer', level };
      left--;
    }
  }
  return { game: game.id, mode, settings, seats };
}

/** Rekordjagd: fixed seats and rules per game; the player chooses only the strength (and tempo). */
function planRecordHunt(game: AnyGame, body: Record<string, unknown>, settings: TableSettings, computers: ComputersRequest): TablePlan | ApiError {
  const hunt = game.recordHunt!;
  const raw = isObject(body.settings) ? body.settings : {};
  const level = computers.level ?? (raw.botLevel as BotLevel | undefined) ?? defaultRecordLevel(hunt.levels);
  if (!hunt.levels.includes(level)) {
    return fail('bad_level', `A record hunt is played at ${hunt.levels.join(', ')}.`, { levels: hunt.levels.join(',') });
  }
  if (computers.count !== undefined && computers.count !== hunt.computers) {
    return fail('bad_computers', `A record hunt has ${hunt.computers} computers.`, { count: hunt.computers });
  }
  if (body.seats !== undefined && body.seats !== hunt.computers + 1) {
    return fail('bad_seats', `A record hunt has ${hunt.computers + 1} seats.`, { min: hunt.computers + 1, max: hunt.computers + 1 });
  }
  return {
    game: game.id,
    mode: 'record',
    settings: { ...settings, botLevel: level },
    seats: [{ kind: 'host' }, ...Array.from({ length: hunt.computers }, () => ({ kind: 'computer' as const, level }))],
  };
}
