// `npm run props [-- --long] [-- --runs N]`: the table host's lifecycle properties (test/host).
// `npm test` runs 1,000 random command sequences per game; --long runs 100,000.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? args[runsAt + 1] : args.includes('--long') ? '100000' : '1000';
// npm test replays one fixed seed; a long run explores a fresh one (FC_SEED=<n> replays it).
const seed = process.env.FC_SEED ?? (args.includes('--long') ? String(Math.floor(Math.random() * 2 ** 31)) : undefined);
console.log(`props: ${runs} command sequences per game${seed ? `, FC_SEED=${seed}` : ''}`);
// A long run takes minutes per game (100,000 sequences: 3–6 min each on a loaded 2-core machine):
// the per-test limit grows with the runs, so only a hang fails it.
const timeout = String(Math.max(600_000, Number(runs) * 60));
const r = spawnSync('npx', ['vitest', 'run', '--project', 'host', `--testTimeout=${timeout}`], { stdio: 'inherit', env: { ...process.env, PROPS_RUNS: runs, ...(seed ? { FC_SEED: seed } : {}) } });
process.exit(r.status ?? 1);
