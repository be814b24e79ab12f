// Rat in words: the strong computer's move for your seat plus its reason. The reason codes and
// their params are documented at the top of worker/games/klammern/advice.ts.
import type { KlammernMove, KlammernView } from '@games/klammern/types';
import { suitOf } from '@games/klammern/rules/cards';
import { cardName, rankWithArticle, suitName, tx } from './i18n';

type Reason = { code: string; params: Record<string, string | number> };

const percent = (x: unknown) => Math.round(Math.max(0, Math.min(1, Number(x))) * 100);
const has = (x: unknown) => x !== undefined && Number.isFinite(Number(x));

/** The move in words: "„Ich spiele“ sagen", "Herz Bube spielen", "die Sieben tauschen". */
export function moveText(m: KlammernMove, view: KlammernView): string {
  switch (m.type) {
    case 'card': return tx('rat.move.card', { card: cardName(m.card) });
    case 'kleines': return tx('rat.move.say', { word: tx('say.kleines', { suit: suitName(m.suit) }) });
    case 'swap': return tx('rat.move.swap');
    case 'continue': return tx('abr.continue');
    case 'pass':
      if (view.phase === 'bidding') return tx('rat.move.say', { word: tx('say.pass') });
      return tx('rat.move.say', { word: tx(view.window?.stage === 're' ? 'say.noRe' : 'say.noKontra') });
    default: return tx('rat.move.say', { word: tx(`say.${m.type}`) });
  }
}

/** What a chance was computed on: the deals played out open, or (none) the judgement of the hand. */
function basis(p: Reason['params'], hand: boolean): string {
  const n = has(p.worlds) ? Number(p.worlds) : 0;
  if (n > 0) return tx(n === 1 ? 'rat.basis.worlds.one' : 'rat.basis.worlds', { n });
  return tx(hand ? 'rat.basis.hand' : 'rat.basis.guess');
}

/**
 * Where Kontra and Re start to pay, when the reason does not name it (older answers): Kontra below
 * 2/3 (a won game +1, a lost one −2 for the player), Re from 5/6 (the player asks for a margin).
 */
const DEFAULT_LINE: Record<string, number> = { kontra: 2 / 3, noKontra: 2 / 3, re: 5 / 6, noRe: 5 / 6 };

/** "etwa 11 % (gerechnet an 5 durchgespielten Verteilungen)": a calibrated chance and its basis. */
function chance(p: Reason['params'], key: string): string | null {
  if (!has(p.chance)) return null;
  const kind = key.slice('rat.'.length);
  const line = has(p.line) ? Number(p.line) : DEFAULT_LINE[kind];
  return tx(key, {
    p: percent(p.chance),
    basis: basis(p, key.startsWith('rat.bid')),
    suit: suitName(Number(p.suit ?? 0)),
    line: line === undefined ? '' : percent(line),
  });
}

/** The game's chance after this card: a share of the deals played out ("in keiner", "in allen"). */
function winText(p: Reason['params']): string {
  if (!has(p.win) || !has(p.worlds) || Number(p.worlds) <= 0) return '';
  const win = Number(p.win);
  const key = win <= 0 ? 'rat.play.win.none' : win >= 1 ? 'rat.play.win.all' : 'rat.play.win';
  return tx(key, { p: percent(win), n: Number(p.worlds) });
}

function playParts(p: Reason['params'], view: KlammernView): string[] {
  const card = Number(p.card);
  const out: string[] = [];
  const why = String(p.why ?? '');
  if (why === 'draw_trump') out.push(tx(Number(p.jappa) === 1 ? 'rat.play.jappa' : 'rat.play.draw_trump'));
  else if (why === 'smear') out.push(tx('rat.play.smear', { rank: rankWithArticle(card, 'acc') }));
  else if (why === 'master' && view.contract && suitOf(card) === view.contract.trump) out.push(tx('rat.play.master.trump', { card: cardName(card) }));
  else if (why) out.push(tx(`rat.play.${why}`, { card: cardName(card) }));
  if (Number(p.meld) === 1 && view.options.melds === 'button') out.push(tx('rat.play.meld'));
  if (Number(p.bella) === 1 && view.options.bella === 'button') out.push(tx('rat.play.bella'));
  out.push(winText(p));
  return out;
}

function reasonParts(reason: Reason, view: KlammernView): string[] {
  const p = reason.params;
  switch (reason.code) {
    case 'klammern_bid_orgi': case 'klammern_bid_kleines': case 'klammern_bid_besser':
      return [chance(p, 'rat.bid.yes') ?? ''];
    case 'klammern_bid_pass': case 'klammern_bid_bitte':
      return [chance(p, 'rat.bid.no') ?? ''];
    case 'klammern_kontra': return [chance(p, 'rat.kontra') ?? ''];
    case 'klammern_no_kontra': return [chance(p, 'rat.noKontra') ?? ''];
    case 'klammern_re': return [chance(p, 'rat.re') ?? ''];
    case 'klammern_no_re': return [chance(p, 'rat.noRe') ?? ''];
    case 'klammern_schenken': return [chance(p, 'rat.schenken') ?? ''];
    case 'klammern_accept': return [chance(p, 'rat.accept') ?? ''];
    case 'klammern_decline': return [chance(p, 'rat.decline') ?? ''];
    case 'klammern_swap': return [tx('rat.swap', { card: cardName(Number(p.took)) }), winText(p)];
    case 'klammern_play': return playParts(p, view);
    default: return [];
  }
}

export function adviceSentence(reason: Reason, move: KlammernMove, view: KlammernView): string {
  const parts = [tx('rat.generic', { move: moveText(move, view) }), ...reasonParts(reason, view)];
  return parts.filter(Boolean).join(' ');
}
