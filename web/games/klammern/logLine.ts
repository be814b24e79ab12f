// Game log wording for Speedklammern's log codes (describeMove / describeEvent in
// worker/games/klammern/rules/log.ts). Cards are 0–31, suits 0–3 (−1: none), seats numbers.
import type { LogEntry } from '@schema/protocol';
import type { ContractKind, Suit } from '@games/klammern/types';
import { cardShort, contractText, suitName, tx, type Lang } from './i18n';
import { meldShort } from './MeldBubble';

const SAY: Record<string, string> = { orgi: 'call.orgi', pass: 'call.pass', bitte: 'call.bitte', besser: 'call.besser' };
const ANNOUNCE: Record<string, string> = {
  kontra: 'say.kontra', re: 'say.re', schenken: 'say.schenken', accept: 'say.accept', decline: 'say.decline',
};

/** "0:20:2:2-4" → "♥9–B (20)" */
function meldList(text: string, seatName: (s: number) => string): string {
  return text.split(',').filter(Boolean).map((m) => {
    const [seat, value, suit, range] = m.split(':');
    const [low, high] = (range ?? '').split('-').map(Number);
    return `${seatName(Number(seat))} ${meldShort({ suit: Number(suit) as Suit, low: low ?? 0, high: high ?? 0 })} (${value})`;
  }).join(', ');
}

function scoreList(text: string, seatName: (s: number) => string): string {
  return text.split(',').map((x, s) => (Number(x) > 0 ? `${seatName(s)} +${x}` : '')).filter(Boolean).join(', ');
}

export function logLine(entry: LogEntry, lang: Lang, seatName: (seat: number) => string): string | null {
  const p = entry.params;
  const num = (k: string) => Number(p[k]);
  const seat = typeof p.seat === 'number' ? p.seat : entry.seat;
  const name = seat === null || seat === undefined ? '' : seatName(seat);
  switch (entry.code) {
    case 'klammern_bid': {
      const call = String(p.call);
      const word = call === 'kleines'
        ? tx('call.kleines', { suit: suitName(num('suit'), lang) }, lang)
        : tx(SAY[call] ?? 'call.pass', undefined, lang);
      return tx('log.bid', { name, word }, lang);
    }
    case 'klammern_announce': {
      const word = String(p.word);
      if (word === 'pass' || !ANNOUNCE[word]) {
        // Declining is "kein Kontra" / "kein Re" (lines logged before the stage was told: either).
        const key = p.stage === 're' ? 'log.noRe' : p.stage === 'kontra' ? (p.kontra === 0 ? 'log.noSchenken' : 'log.noKontra') : 'log.noKontraRe';
        return tx(key, { name }, lang);
      }
      return tx('log.announce', { name, word: tx(ANNOUNCE[word], undefined, lang) }, lang);
    }
    case 'klammern_swap':
      return tx('log.swap', { name, card: cardShort(num('took'), lang) }, lang);
    case 'klammern_card':
      return tx(num('bella') === 1 ? 'log.cardBella' : 'log.card', { name, card: cardShort(num('card'), lang) }, lang);
    case 'klammern_contract':
      return tx('log.contract', {
        name: seatName(num('declarer')),
        game: contractText({ kind: String(p.kind) as ContractKind, trump: num('trump') as Suit }, lang),
        n: num('value'),
      }, lang);
    case 'klammern_redeal':
      return tx('log.redeal', { name: seatName(num('dealer')) }, lang);
    case 'klammern_trick':
      return tx('log.trick', { name: seatName(num('winner')), n: num('points') }, lang);
    case 'klammern_melds':
      return tx('log.melds', { name: seatName(num('best')), n: num('points'), melds: meldList(String(p.melds ?? ''), seatName) }, lang);
    case 'klammern_game_end': {
      const key = num('geschenkt') === 1 ? 'log.gameGeschenkt' : num('won') === 1 ? 'log.gameWon' : 'log.gameDurch';
      return tx(key, { name: seatName(num('declarer')), value: num('value'), scores: scoreList(String(p.scores ?? ''), seatName) }, lang);
    }
    case 'klammern_game_start':
      return tx('log.gameStart', { n: num('gameNo') + 1, name: seatName(num('dealer')) }, lang);
    default:
      return null;
  }
}
