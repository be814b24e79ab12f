// One strength figure on its own, at a chosen size (for work on a computer player; `npm run bench`
// reports the full set): `npx tsx test/bench/versus.ts <kleister|album> <seats> <hero> <villain>
// <games> [from]` (from: the first seed's index, default 0). Hero and villain are levels of the game or `mc`, the game's reference player (Speedalbum also `greedy`).
import { isMainThread } from 'node:worker_threads';

const [game, seats, hero, villain, games, from] = process.argv.slice(2);
const mod = (await import(game === 'album' ? './album.bench' : './kleister.bench')) as typeof import('./kleister.bench');
if (isMainThread) {
  const started = Date.now();
  const r = await mod.strength(Number(seats), hero, villain, Number(games), Number(from ?? 0));
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${game} ${hero} vs ${villain} at ${seats}: ${r.value} (95% CI ${r.ci[0]}–${r.ci[1]}), n=${r.n}, seeds from ${from ?? 0}, ${secs} s`);
}
