// `npm run props [-- --long] [-- --runs N]`: the table host's lifecycle properties (test/host).
// `npm test` runs 1,000 random command sequences per game; --long runs 100,000.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? args[runsAt + 1] : args.includes('--long') ? '100000' : '1000';
console.log(`props: ${runs} command sequences per game`);
const r = spawnSync('npx', ['vitest', 'run', '--project', 'host'], { stdio: 'inherit', env: { ...process.env, PROPS_RUNS: runs } });
process.exit(r.status ?? 1);
