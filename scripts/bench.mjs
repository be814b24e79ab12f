// `npm run bench`: runs every test/bench/*.bench.ts module (through tsx, which resolves the path
// aliases), prints each figure as `name value unit`, and writes bench-results.json.
// `npm run bench -- elster` runs only modules whose file name contains "elster".
import { spawnSync } from 'node:child_process';

const r = spawnSync('npx', ['tsx', 'test/bench/run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
