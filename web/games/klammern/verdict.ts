// The Abrechnung's verdict line: who played, his Augen against the others', and the rule that
// decided it. A pair (at four) takes the plural ("… haben 46 gegen 116 Augen").
import type { GameRecord, KlammernView } from '@games/klammern/types';
import { tx } from './i18n';
import { sideName } from './model';

/** The verdict line; a pair (at four) takes the plural ("… haben 46 gegen 116 Augen"). */
export function verdict(r: GameRecord, view: Pick<KlammernView, 'seats' | 'options'>, names: string[]): string {
  const side = sideName(names, r.side);
  const pair = r.side.length > 1 ? 'Pair' : '';
  if (r.geschenkt) return tx(`abr.geschenkt${pair}`, { name: side });
  const mine = r.side.reduce((a, s) => a + (r.augen[s] ?? 0), 0);
  const theirs = r.augen.reduce((a, x, s) => a + (r.side.includes(s) ? 0 : x), 0);
  const each = view.options.againstEach && r.side.length === 1;
  const rule = tx(view.seats === 4 ? 'abr.needPair' : each ? 'abr.needEach' : 'abr.needBoth');
  return tx(`${r.won ? 'abr.won' : 'abr.durch'}${pair}`, { name: side, mine, theirs, rule });
}
