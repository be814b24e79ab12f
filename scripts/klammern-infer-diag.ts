// How well stark's sampled worlds place the unseen cards (issue 22): seeded games as in the bench
// (stark in a rotating seat against two references); at each of stark's card decisions, 40 worlds
// are drawn as in play (weighed by the calls, sample.ts) and as uniform deals (dealUnknown); for
// every card stark cannot place, the share of worlds that put it where it truly is, by role and
// trick. At a defender's first card also the declarer's unseen trumps, Jass and Mi: truth against
// the worlds. `npx tsx scripts/klammern-infer-diag.ts from to`
import { stepRng } from '../worker/games/core/rng';
import { klammern } from '../worker/games/klammern';
import { knowledgeOf } from '../worker/games/klammern/bots/knowledge';
import { dealUnknown, sampleWorlds, type World } from '../worker/games/klammern/bots/sample';
import { popcount } from '../worker/games/klammern/bots/solver';
import { klammernReference } from '../test/bench/reference/klammern-pimc';

const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 100);
const acc: Record<string, { n: number; sum: number }> = {};
const add = (key: string, x: number) => { const a = (acc[key] ??= { n: 0, sum: 0 }); a.n++; a.sum += x; };
for (let i = from; i < to; i++) {
  const seed = `klammern-ref3-${Math.floor(i / 3)}`;
  const hero = i % 3;
  let s = klammern.setup(3, klammern.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
  while (!klammern.isOver(s) && s.results.length === 0) {
    const seat = klammern.pending(s)[0];
    seq++;
    const view = klammern.view(s, seat);
    const rng = stepRng(seed, seq, `bot:${seat}`);
    if (seat === hero && view.phase === 'play') {
      const k = knowledgeOf(view);
      const role = s.contract!.declarer === hero ? 'decl' : 'def';
      for (const name of ['uniform', 'calls'] as const) {
        const r = stepRng(seed, seq, 'diag');
        const worlds: World[] = name === 'uniform' ? Array.from({ length: 40 }, () => dealUnknown(k, r)).filter((w): w is World => w !== null) : sampleWorlds(k, view, r, 40);
        let sum = 0, cards = 0;
        for (let c = 0; c < 32; c++) {
          if (!(k.unknown & (1 << c))) continue;
          const where = s.hands.findIndex((h) => h.includes(c));
          const right = worlds.filter((w) => (where >= 0 ? (w.hands[where] & (1 << c)) !== 0 : w.hands.every((h) => !(h & (1 << c))))).length;
          sum += right / worlds.length; cards++;
        }
        if (cards > 0) { add(`${role} trick ${Math.min(s.tricks.length + 1, 6)} ${name}`, sum / cards); add(`${role} all ${name}`, sum / cards); }
        if (role === 'def' && s.tricks.length === 0) {
          const d = s.contract!.declarer;
          const trump = s.contract!.trump;
          const unk = k.unknown & (0xff << (trump * 8));
          if (name === 'calls') add(`def1 declarer's unseen trumps truth`, popcount(s.hands[d].reduce((m, c) => m | (1 << c), 0) & unk));
          add(`def1 declarer's unseen trumps ${name}`, worlds.reduce((a, w) => a + popcount(w.hands[d] & unk), 0) / worlds.length);
          for (const [nm, c] of [['Jass', trump * 8 + 4], ['Mi', trump * 8 + 2]] as const) {
            if (!(k.unknown & (1 << c))) continue;
            if (name === 'calls') add(`def1 declarer holds ${nm} truth`, s.hands[d].includes(c) ? 1 : 0);
            add(`def1 declarer holds ${nm} ${name}`, worlds.filter((w) => w.hands[d] & (1 << c)).length / worlds.length);
          }
        }
      }
    }
    const move = seat === hero ? klammern.choose(view, 'stark', rng) : klammernReference(view, rng);
    s = klammern.apply(s, seat, move, stepRng(seed, seq)).state;
  }
}
for (const key of Object.keys(acc).sort()) console.log(`${key.padEnd(42)} ${(acc[key].sum / acc[key].n).toFixed(4)} (${acc[key].n})`);
