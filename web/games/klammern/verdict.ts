// The Abrechnung's verdict line: who played, his Augen against the others', and the rule that
// decided it. A pair (at four) takes the plural ("… haben 46 gegen 116 Augen"); under "gegen jeden"
// the Augen are set against the best opponent's.
import type { GameRecord, KlammernView } from '@games/klammern/types';
import { tx } from './i18n';
import { sideName } from './model';

/** The verdict line; a pair (at four) takes the plural ("… haben 46 gegen 116 Augen"). */
export function verdict(r: GameRecord, view: Pick<KlammernView, 'seats' | 'options'>, names: string[]): string {
  const side = sideName(names, r.side);
  const pair = r.side.length > 1 ? 'Pair' : '';
  if (r.geschenkt) return tx(`abr.geschenkt${pair}`, { name: side });
  const mine = r.side.reduce((a, s) => a + (r.augen[s] ?? 0), 0);
  const others = r.augen.filter((_, s) => !r.side.includes(s));
  const each = view.options.againstEach && r.side.length === 1;
  const rule = tx(view.seats === 4 ? 'abr.needPair' : each ? 'abr.needEach' : 'abr.needBoth');
  // "Gegen jeden" compares with the best opponent, not both together ("60 gegen 92" read as lost).
  if (each) return tx(r.won ? 'abr.wonEach' : 'abr.durchEach', { name: side, mine, theirs: Math.max(0, ...others), rule });
  const theirs = others.reduce((a, x) => a + x, 0);
  return tx(`${r.won ? 'abr.won' : 'abr.durch'}${pair}`, { name: side, mine, theirs, rule });
}
