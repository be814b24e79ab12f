// The shared option check (worker/games/core/options.ts): missing keys from the defaults, unknown
// keys and values outside the choices refused with the option named, nothing silently dropped.
import { describe, expect, it } from 'vitest';
import { parseChoices } from '@games/core/options';

type Opts = { length: 'short' | 'long'; bonus: boolean };
const defaults: Opts = { length: 'short', bonus: false };
const choices = { length: ['short', 'long'], bonus: [false, true] } as const;

describe('parseChoices', () => {
  it('fills what is missing from the defaults and keeps what was chosen', () => {
    expect(parseChoices(undefined, defaults, choices)).toEqual(defaults);
    expect(parseChoices(null, defaults, choices)).toEqual(defaults);
    expect(parseChoices({ bonus: true }, defaults, choices)).toEqual({ length: 'short', bonus: true });
  });

  it('refuses a non-object, an unknown key and a value outside the choices, naming the option', () => {
    expect(parseChoices([], defaults, choices)).toMatchObject({ error: 'bad_options' });
    expect(parseChoices('long', defaults, choices)).toMatchObject({ error: 'bad_options' });
    expect(parseChoices({ lenght: 'long' }, defaults, choices)).toMatchObject({ error: 'bad_options', params: { option: 'lenght' } });
    expect(parseChoices({ bonus: 'yes' }, defaults, choices)).toMatchObject({ error: 'bad_options', params: { option: 'bonus' } });
    expect(parseChoices({ length: null }, defaults, choices)).toMatchObject({ error: 'bad_options', params: { option: 'length' } });
  });

  it('never changes the defaults it was given', () => {
    const mine = { ...defaults };
    parseChoices({ length: 'long' }, mine, choices);
    expect(mine).toEqual(defaults);
  });
});
