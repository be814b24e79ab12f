// Every wire shape and setting, written once (valibot infers the types): the game ids and levels,
// table settings, the body that creates a table and the messages a client sends to a table.
// The HTTP routes, the table host and the web all use these; the game's own options are checked
// by its parseOptions afterwards.
import * as v from 'valibot';
import { GAME_IDS, LEVELS, MAX_CLIENT_ID, MAX_STAKE, NAMED_LEVELS, TEMPOS } from './values';

export { GAME_IDS, LEVELS, MAX_CLIENT_ID, MAX_STAKE };
export const GameIdSchema = v.picklist(GAME_IDS);
export const BotLevelSchema = v.picklist([...LEVELS, ...NAMED_LEVELS]);
export const ThinkTimeSchema = v.union([v.literal(30), v.literal(60), v.literal(90), v.literal(120), v.null()]);
export const TempoSchema = v.picklist(TEMPOS);
export const TableModeSchema = v.picklist(['solo', 'daily', 'multi', 'record']);

const int = v.pipe(v.number(), v.integer());

/** An object in the JSON sense (valibot's object schemas would take an array as one). */
const plain = v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'Expected an object');
function objectOf<S extends v.GenericSchema<Record<string, unknown>>>(schema: S) {
  return v.pipe(plain, schema);
}
type FlatValue = string | number | boolean | null;
const isFlat = (x: unknown): x is FlatValue => x === null || typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';
/**
 * A game's house rules as sent: flat values only; the game's parseOptions knows the keys. The object
 * is passed on as sent — every own key, `__proto__` and `constructor` included, so that the game
 * refuses them as unknown options (valibot's record would drop such keys without a word).
 */
export const GameOptionsSchema = v.pipe(
  plain,
  v.check((o) => Object.values(o).every(isFlat), 'Game options are flat values (text, numbers, true/false, null)'),
) as v.GenericSchema<Record<string, unknown>, Record<string, FlatValue>>;

/** A change of table settings (all keys optional, none unknown). */
export const SettingsChangeSchema = objectOf(v.strictObject({
  thinkTime: v.optional(ThinkTimeSchema),
  tempo: v.optional(TempoSchema),
  botLevel: v.optional(BotLevelSchema),
  stake: v.optional(v.pipe(int, v.minValue(0), v.maxValue(MAX_STAKE))),
  game: v.optional(GameOptionsSchema),
  rematchFill: v.optional(v.picklist(['computer', 'empty'])),
}));
export type SettingsChange = v.InferOutput<typeof SettingsChangeSchema>;

/** POST /api/tables. */
export const CreateTableSchema = objectOf(v.strictObject({
  game: v.string(),
  mode: v.picklist(['solo', 'multi', 'record']),
  settings: v.optional(SettingsChangeSchema),
  seats: v.optional(int),
  computers: v.optional(objectOf(v.strictObject({ count: v.optional(v.pipe(int, v.minValue(0))), level: v.optional(BotLevelSchema) }))),
}));

/** Every message a client sends to a table; unknown keys are refused. */
export const ClientMessageSchema = v.variant('t', [
  v.strictObject({
    t: v.literal('move'),
    /** The stream version the client acted on. */
    v: v.pipe(int, v.minValue(0)),
    move: v.pipe(v.unknown(), v.check((x) => x !== undefined, 'A move needs "move".')),
    id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_CLIENT_ID))),
  }),
  v.strictObject({ t: v.literal('chat'), text: v.string() }),
  v.strictObject({ t: v.literal('sync') }),
  v.strictObject({ t: v.literal('advice') }),
  // The object as sent (a record would drop keys such as __proto__): the settings' own check refuses unknown keys.
  v.strictObject({ t: v.literal('settings'), settings: plain }),
  v.strictObject({ t: v.literal('seat'), seat: int, kind: v.picklist(['computer', 'empty']), level: v.optional(v.picklist(LEVELS)) }),
  v.strictObject({ t: v.literal('seats'), count: int }),
  v.strictObject({ t: v.literal('start') }),
  v.strictObject({ t: v.literal('sit'), seat: v.optional(int) }),
  v.strictObject({ t: v.literal('leave') }),
  v.strictObject({ t: v.literal('rematch') }),
  v.strictObject({ t: v.literal('rename'), name: v.string() }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

/** The first problem of a failed parse, as "key: message" for error texts, and the key it is about. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): { key: string | null; message: string } {
  const issue = issues[0]!;
  const path = issue.path?.map((p) => String(p.key)) ?? [];
  const key = path.at(-1) ?? null;
  return { key, message: path.length > 0 ? `${path.join('.')}: ${issue.message}` : issue.message };
}

export { v };
