// Never trust the client: size, JSON and the shape of every message (schema/wire.ts), settings and
// names. Returns a RuleError with a stable code when something is wrong.
import { isRuleError, ruleError, type AnyGame, type RuleError } from '@games/core/types';
import { MAX_MESSAGE_BYTES, type BotLevel, type ClientMessage, type TableMode, type TableSettings } from '@schema/protocol';
import { NAME_MAX_CHARS, parseName } from '@schema/names';
import { ClientMessageSchema, firstIssue, LEVELS, MAX_CLIENT_ID, SettingsChangeSchema, TableModeSchema, v } from '@schema/wire';
import { frameBytes } from '../../http/socket-limits';
import type { SeatInit, TableInit } from './types';

export const BOT_LEVELS: readonly BotLevel[] = LEVELS;
/** The message of every `bad_level` outside the record hunt (settings, seats, new tables). */
export const BAD_LEVEL_MESSAGE = 'Level must be leicht, normal or stark.';

/** The three strengths, plus a game's own record-hunt opponent (a named computer, worker/games/ids.ts). */
export const levelsOf = (game: AnyGame | undefined): readonly BotLevel[] =>
  [...BOT_LEVELS, ...(game?.recordHunt?.levels ?? []).filter((l) => !BOT_LEVELS.includes(l))];
const MAX_ID_CHARS = 64;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export type ParsedMessage = { msg: ClientMessage } | { error: RuleError; id?: string };

/** Parses one socket frame: size first (before any parsing), then JSON, then the shape. */
export function parseClientMessage(data: string | ArrayBuffer): ParsedMessage {
  if (frameBytes(data) > MAX_MESSAGE_BYTES) {
    return { error: ruleError('too_large', `Messages are limited to ${MAX_MESSAGE_BYTES} bytes.`, { max: MAX_MESSAGE_BYTES }) };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(typeof data === 'string' ? data : new TextDecoder('utf-8', { fatal: true }).decode(data));
  } catch {
    return { error: ruleError('bad_json', 'The message is not valid JSON.') };
  }
  const id = isObject(raw) && typeof raw.id === 'string' && raw.id.length > 0 && raw.id.length <= MAX_CLIENT_ID ? raw.id : undefined;
  if (!isObject(raw) || typeof raw.t !== 'string') return { error: ruleError('bad_message', 'A message is an object with a type "t".'), id };
  const parsed = v.safeParse(ClientMessageSchema, raw);
  if (!parsed.success) {
    const { key, message } = firstIssue(parsed.issues);
    // A computer's level has its own code wherever it is set (settings, tables, seats).
    if (raw.t === 'seat' && key === 'level') return { error: ruleError('bad_level', BAD_LEVEL_MESSAGE), id };
    return { error: ruleError('bad_message', message, key ? { key } : undefined), id };
  }
  return { msg: parsed.output };
}

/** Display names: the one rule of schema/names.ts (NFC, 1–24 characters, no control or bidi characters). */
export function cleanName(raw: string): string | RuleError {
  const name = parseName(raw);
  return name ?? ruleError('bad_name', 'A name has 1 to 24 characters and no control, line-separator or bidi characters.', { min: 1, max: NAME_MAX_CHARS });
}

/** The error code of each setting, as the protocol names them. */
const SETTING_ERRORS: Record<string, [string, string]> = {
  thinkTime: ['bad_think_time', 'thinkTime must be 30, 60, 90, 120 or null.'],
  tempo: ['bad_tempo', 'tempo must be gemuetlich, normal or turbo.'],
  botLevel: ['bad_level', BAD_LEVEL_MESSAGE],
  stake: ['bad_stake', 'stake must be an integer from 0 to 1000.'],
  rematchFill: ['bad_rematch_fill', 'rematchFill must be computer or empty.'],
};

/** A failed settings parse as the protocol's error (bad_think_time, bad_stake, …, bad_settings). */
export function settingsError(issues: readonly v.BaseIssue<unknown>[]): RuleError {
  const { key, message } = firstIssue(issues);
  // Own keys only: a key such as "toString" or "__proto__" must not find Object.prototype's members.
  const known = key !== null && Object.hasOwn(SETTING_ERRORS, key) ? SETTING_ERRORS[key] : undefined;
  if (known) return ruleError(known[0], known[1], known[0] === 'bad_stake' ? { max: 1000 } : undefined);
  return ruleError('bad_settings', key && issues[0]!.type === 'strict_object' ? `Unknown setting "${key}".` : message, key ? { key } : undefined);
}

/**
 * Validates full settings (create) or a host's partial change merged over the current ones. A
 * game's record-hunt opponent (a named computer) is a table strength in the record hunt only: a
 * host's change at a table with others may not name it either.
 */
export function mergeSettings(game: AnyGame, mode: TableMode, base: TableSettings | null, change: Record<string, unknown>): TableSettings | RuleError {
  const parsed = v.safeParse(SettingsChangeSchema, change);
  if (!parsed.success) return settingsError(parsed.issues);
  const c = parsed.output;
  const merged = { ...base, ...c };
  if (merged.thinkTime === undefined || !merged.tempo || !merged.botLevel || merged.stake === undefined || !merged.rematchFill) {
    return ruleError('bad_settings', 'Settings need thinkTime, tempo, botLevel, stake and rematchFill.');
  }
  const levels = mode === 'record' ? levelsOf(game) : BOT_LEVELS;
  if (!levels.includes(merged.botLevel)) return ruleError('bad_level', BAD_LEVEL_MESSAGE);
  const options = game.parseOptions({ ...(base?.game ?? {}), ...(c.game ?? {}) });
  if (isRuleError(options)) return options;
  return {
    thinkTime: merged.thinkTime, tempo: merged.tempo, botLevel: merged.botLevel, stake: merged.stake,
    game: options as TableSettings['game'], rematchFill: merged.rematchFill,
  };
}

function checkSeat(s: unknown, game: AnyGame): SeatInit | RuleError {
  if (!isObject(s)) return ruleError('bad_seats', 'Each seat is an object with a kind.');
  if (s.kind === 'empty') return { kind: 'empty' };
  if (s.kind === 'computer') {
    return levelsOf(game).includes(s.level as BotLevel) ? { kind: 'computer', level: s.level as BotLevel } : ruleError('bad_level', BAD_LEVEL_MESSAGE);
  }
  if (s.kind === 'human') {
    if (typeof s.playerId !== 'string' || s.playerId.length === 0 || s.playerId.length > MAX_ID_CHARS) {
      return ruleError('bad_seats', 'A human seat needs a playerId.');
    }
    const name = cleanName(typeof s.name === 'string' ? s.name : '');
    return isRuleError(name) ? name : { kind: 'human', playerId: s.playerId, name };
  }
  return ruleError('bad_seats', 'A seat kind is human, computer or empty.');
}

/** Everything `create` accepts, checked field by field. `game` is the looked-up module. */
export function checkInit(init: TableInit, game: AnyGame | undefined): { init: TableInit; game: AnyGame } | RuleError {
  if (!isObject(init)) return ruleError('bad_init', 'TableInit must be an object.');
  if (!game) return ruleError('unknown_game', 'No such game.', { game: String(init.game) });
  if (typeof init.id !== 'string' || init.id.length === 0 || init.id.length > MAX_ID_CHARS) return ruleError('bad_init', 'A table needs an id.');
  if (!v.is(TableModeSchema, init.mode)) return ruleError('bad_mode', 'mode must be solo, daily, multi or record.');
  if (typeof init.seed !== 'string' || init.seed.length === 0) return ruleError('bad_init', 'A table needs a seed.');
  if (typeof init.autoStart !== 'boolean') return ruleError('bad_init', 'autoStart must be a boolean.');
  if (init.dailyDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(init.dailyDate)) return ruleError('bad_init', 'dailyDate is YYYY-MM-DD.');
  if (init.practice !== undefined && (typeof init.practice !== 'boolean' || (init.practice && init.mode !== 'daily'))) {
    return ruleError('bad_init', 'practice is a boolean, true only for daily tables.');
  }
  if (!isObject(init.host) || typeof init.host.playerId !== 'string' || init.host.playerId.length === 0) {
    return ruleError('bad_init', 'A table needs a host.');
  }
  const hostName = cleanName(typeof init.host.name === 'string' ? init.host.name : '');
  if (isRuleError(hostName)) return hostName;
  const settings = isObject(init.settings) ? mergeSettings(game, init.mode, null, init.settings as unknown as Record<string, unknown>) : ruleError('bad_settings', 'settings must be an object.');
  if (isRuleError(settings)) return settings;
  if (!Array.isArray(init.seats) || init.seats.length < game.minSeats || init.seats.length > game.maxSeats) {
    return ruleError('bad_seats', `This game seats ${game.minSeats} to ${game.maxSeats}.`, { min: game.minSeats, max: game.maxSeats });
  }
  const seats: SeatInit[] = [];
  for (const raw of init.seats) {
    const seat = checkSeat(raw, game);
    if (isRuleError(seat)) return seat;
    seats.push(seat);
  }
  const humans = seats.flatMap((s) => (s.kind === 'human' ? [s.playerId] : []));
  if (new Set(humans).size !== humans.length) return ruleError('bad_seats', 'A player can take only one seat.');
  if (init.mode !== 'multi' && humans.length !== 1) return ruleError('bad_seats', 'A solo table has exactly one human.');
  if (init.autoStart && seats.some((s) => s.kind === 'empty')) return ruleError('bad_seats', 'A table that starts at once needs every seat filled.');
  // A record-hunt opponent (a named computer) plays only in the record hunt.
  const special = (l: BotLevel) => !BOT_LEVELS.includes(l);
  if (init.mode !== 'record' && (special(settings.botLevel) || seats.some((s) => s.kind === 'computer' && special(s.level)))) {
    return ruleError('bad_level', BAD_LEVEL_MESSAGE);
  }
  if (init.mode === 'record') {
    const denied = checkRecordHunt(game, init, settings, seats);
    if (denied) return denied;
  }
  return { init: { ...init, host: { playerId: init.host.playerId, name: hostName }, settings, seats }, game };
}

/**
 * A record hunt is only fair when every record of a strength was set the same way: the game's
 * computers at one of its strengths (also the table's strength), its fixed rules, no clock, no
 * stake, started at once.
 */
function checkRecordHunt(game: AnyGame, init: TableInit, settings: TableSettings, seats: SeatInit[]): RuleError | null {
  const hunt = game.recordHunt;
  if (!hunt) return ruleError('no_record_hunt', 'This game has no record hunt.', { game: game.id });
  if (!init.autoStart) return ruleError('bad_init', 'A record hunt starts at once.');
  if (settings.thinkTime !== null) return ruleError('bad_think_time', 'A record hunt has no clock.');
  if (settings.stake !== 0) return ruleError('bad_stake', 'A record hunt has no stake.', { max: 0 });
  if (!hunt.levels.includes(settings.botLevel)) return ruleError('bad_level', `A record hunt is played at ${hunt.levels.join(', ')}.`);
  const computers = seats.filter((s) => s.kind === 'computer');
  if (seats[0]?.kind !== 'human' || computers.length !== hunt.computers || computers.some((s) => s.level !== settings.botLevel)) {
    return ruleError('bad_seats', `A record hunt is you against ${hunt.computers} computers of one strength.`, { count: hunt.computers });
  }
  const fixed = game.parseOptions(hunt.options);
  if (JSON.stringify(fixed) !== JSON.stringify(settings.game)) return ruleError('bad_settings', 'A record hunt has fixed rules.', { key: 'game' });
  return null;
}
