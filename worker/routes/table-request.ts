// Validates a "create table" request body into settings and a seat plan. Pure (no bindings), so
// every error path is easy to test; the route adds ids, seed and the host's identity.
import { isRuleError, type AnyGame, type GameId } from '@games/core/types';
import { namedComputer } from '@games/ids';
import type { BotLevel, TableSettings } from '@schema/protocol';
import { CreateTableSchema, firstIssue, type SettingsChange, v } from '@schema/wire';
import type { ApiError } from '../http/errors';
import { BAD_LEVEL_MESSAGE, BOT_LEVELS, settingsError } from '../table/reducer/validate';

export type SeatPlan = { kind: 'host' } | { kind: 'computer'; level: BotLevel } | { kind: 'empty' };

export type PlanMode = 'solo' | 'multi' | 'record';

export interface TablePlan {
  game: GameId;
  mode: PlanMode;
  settings: TableSettings;
  seats: SeatPlan[];
}

/** Computers in a solo game when the request does not say (the game's daily size). */
const DEFAULT_SOLO_COMPUTERS = 3;

const fail = (error: string, message: string, params?: ApiError['params']): ApiError =>
  params ? { error, message, params } : { error, message };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

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

/** The request's settings (already of the right shape) completed with the defaults of the mode. */
function completeSettings(raw: SettingsChange, game: AnyGame, mode: PlanMode): TableSettings | ApiError {
  const thinkTime = raw.thinkTime === undefined ? (mode === 'multi' ? game.defaultThinkTime ?? 60 : null) : raw.thinkTime;
  if (mode === 'solo' && thinkTime !== null && !game.soloClock) {
    return fail('bad_think_time', 'This game has no clock when played solo.');
  }
  if (mode === 'record' && thinkTime !== null) return fail('bad_think_time', 'A record hunt has no clock.');
  const botLevel = raw.botLevel ?? 'normal';
  if (!BOT_LEVELS.includes(botLevel) && mode !== 'record') return fail('bad_level', BAD_LEVEL_MESSAGE);
  const stake = raw.stake ?? 0;
  if (mode !== 'multi' && stake !== 0) return fail('bad_stake', 'A solo game has no stake.', { max: 0 });
  // A record hunt's rules are fixed, so that every record of a strength is comparable.
  if (mode === 'record' && raw.game !== undefined) return fail('bad_settings', 'A record hunt has fixed rules.', { key: 'game' });
  const options = game.parseOptions(mode === 'record' ? game.recordHunt?.options : raw.game ?? {});
  if (isRuleError(options)) return options;
  return {
    thinkTime, tempo: raw.tempo ?? 'normal', botLevel, stake,
    game: options as TableSettings['game'], rematchFill: raw.rematchFill ?? 'computer',
  };
}

/** A failed parse of the request body as the protocol's error. */
function bodyError(issues: readonly v.BaseIssue<unknown>[], seats: { min: number; max: number }): ApiError {
  const path = issues[0]!.path?.map((p) => String(p.key)) ?? [];
  if (path[0] === 'settings' && path.length > 1) return settingsError(issues);
  if (path[0] === 'mode') return fail('bad_mode', 'mode must be solo, multi or record.');
  if (path[0] === 'computers' && path[1] === 'level') return fail('bad_level', BAD_LEVEL_MESSAGE);
  // The field at fault: `computers` itself (not an object), `computers.count`, or the unknown key.
  if (path[0] === 'computers') {
    return fail('bad_computers', 'computers must be an object {count, level} with a non-negative integer count.', { key: path.slice(0, 2).join('.') });
  }
  if (path[0] === 'seats') return fail('bad_seats', 'seats must be an integer.', seats);
  if (path[0] === 'settings') return fail('bad_settings', 'settings must be an object.');
  const { key, message } = firstIssue(issues);
  return fail('bad_request', key ? `Unknown or wrong field "${key}": ${message}` : message, key ? { key } : undefined);
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
  const parsed = v.safeParse(CreateTableSchema, body);
  if (!parsed.success) return bodyError(parsed.issues, { min: game.minSeats, max: game.maxSeats });
  const { mode, computers = {} } = parsed.output;
  if (mode === 'record' && !game.recordHunt) return fail('no_record_hunt', 'This game has no record hunt.', { game: game.id });
  const settings = completeSettings(parsed.output.settings ?? {}, game, mode);
  if (isApiError(settings)) return settings;
  const level = computers.level ?? settings.botLevel;
  const range = { min: game.minSeats, max: game.maxSeats };

  if (mode === 'record') return planRecordHunt(game, body, settings, computers);
  if (namedComputer(level)) return fail('bad_level', `${namedComputer(level)!.name} plays only in the record hunt.`);

  if (mode === 'solo') {
    const seatsAsked = body.seats as number | undefined;
    const count =
      computers.count ??
      (seatsAsked !== undefined ? seatsAsked - 1 : Math.min(Math.max(DEFAULT_SOLO_COMPUTERS, range.min - 1), range.max - 1));
    const total = count + 1;
    if (seatsAsked !== undefined && seatsAsked !== total) {
      return fail('bad_seats', 'In a solo game, seats must be 1 + computers.count.', range);
    }
    const allowed = soloComputerRange(game);
    if (total < range.min || total > range.max) {
      return fail('bad_computers', `A free game has ${allowed.min} to ${allowed.max} computers.`, allowed);
    }
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
function planRecordHunt(game: AnyGame, body: Record<string, unknown>, settings: TableSettings, computers: { count?: number; level?: BotLevel }): TablePlan | ApiError {
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
