// Which sentences explain a Rat to play a group ('kleister_play', params in advice.ts), as keys the
// web words (web/games/kleister/i18n.ts, 'advice.play.<key>'). The words must match the move: "many
// cards" only for many, and a group that will likely be covered back says why it is still best.
type Params = Record<string, string | number>;

/** From this estimated chance of being covered back on, the Rat says why the group is still best. */
export const LIKELY_COVERED = 0.5;

export type PlayReason =
  | 'out' | 'covers' | 'safe' | 'protects' | 'endgame' | 'shedding' | 'sheddingTwo' | 'sheddingOne'
  | 'chance' | 'stillBest' | 'stillBestOnly';

export function playReasons(p: Params): PlayReason[] {
  if (Number(p.out) === 1) return ['out'];
  const out: PlayReason[] = [];
  const count = Number(p.count);
  const covers = String(p.covers ?? '').split(',').some((x) => x !== '');
  if (p.why === 'covers' && covers) out.push('covers');
  else if (p.why === 'safe' || p.why === 'protects' || p.why === 'endgame') out.push(p.why);
  else if (p.why === 'shedding') out.push(count >= 3 ? 'shedding' : count === 2 ? 'sheddingTwo' : 'sheddingOne');
  const chance = Number(p.coverChance);
  if (p.coverChance !== undefined && Number.isFinite(chance)) {
    out.push('chance');
    // Its own words say it is likely covered back: a reason of its own (covering someone, the final
    // spurt) explains that; otherwise say what makes it best all the same.
    if (chance >= LIKELY_COVERED && !out.includes('covers') && !out.includes('endgame')) {
      out.push(p.win !== undefined ? 'stillBest' : 'stillBestOnly');
    }
  }
  return out;
}
