// Regenerates test/golden/album-*.json: `npx tsx test/games/album/write-golden.ts`.
// Only on purpose: a changed file means the rules or the computers now play recorded games differently.
import { albumGoldens, formatGolden } from './golden';

const fs = (await import('node' + ':fs')) as { writeFileSync(path: URL, text: string): void };
for (const [name, g] of Object.entries(albumGoldens())) {
  fs.writeFileSync(new URL(`../../golden/${name}`, import.meta.url), formatGolden(g));
  console.log(`${name}: seed ${g.seed}, ${g.actions.length} actions, ${g.checkpoints.length} checkpoints`);
}
