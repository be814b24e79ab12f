// Speedklammern (Klaberjass): the shapes of state, view, moves and options. Rule book:
// shared/seeds/004_*.txt; ranks and points: SPEC §3 "Speedklammern".
// A card is a number 0–31: suit * 8 + rank, suits Kreuz 0, Pik 1, Herz 2, Karo 3, ranks in the
// natural order 7 8 9 10 Bube Dame König Ass (0–7), the order in which sequences (Folgen) run.
// Hidden cards (other hands, the closed stock) never leave the state: views carry counts only.
import type { Seat } from '../core/types';

export type Card = number;
export type Suit = 0 | 1 | 2 | 3;

/** Partielänge: a fixed list of games, or until someone reaches the points. */
export type PartieLength = 'games12' | 'games24' | 'games36' | 'points51' | 'points101';

export interface KlammernOptions {
  /** Hausregel "8 Karten" (three players): 3-2-3, stock of 8 instead of 3-3-3 and 5. */
  eightCards: boolean;
  length: PartieLength;
  /** Hausregel Kontra (×2) and Re (×4). */
  kontra: boolean;
  /** Hausregel Durchmarsch: the playing side takes all tricks → ×2. */
  durchmarsch: boolean;
  /** Bella: counted automatically, or only when "Bella!" is pressed with the first of the two. */
  bella: 'auto' | 'button';
  /** Meldungen: declared automatically, or only with "Melden!" before one's first card. */
  melds: 'auto' | 'button';
  /** Hausregel Schenken (four players only). */
  schenken: boolean;
  /** Hausregel "gegen jeden" (three players): more than each opponent instead of both together. */
  againstEach: boolean;
}

export type Phase = 'bidding' | 'announce' | 'play' | 'abrechnung' | 'over';

/** One call of the bidding, in the rule book's words. */
export type BidWord = 'orgi' | 'pass' | 'kleines' | 'bitte' | 'besser';
export interface BidCall { seat: Seat; round: 1 | 2; call: BidWord; suit: Suit | null }

export interface Bidding {
  round: 1 | 2;
  /** Who speaks next. */
  turn: Seat;
  /** "Ein Kleines" said in round 2 (then the later players answer "Bitte" or "Besser"). */
  kleines: { seat: Seat; suit: Suit } | null;
  calls: BidCall[];
}

/** Orgi: the open card's suit; Kleines: another suit; Besser: Kreuz after a Kleines. */
export type ContractKind = 'orgi' | 'kleines' | 'besser';
export interface Contract { declarer: Seat; kind: ContractKind; trump: Suit; value: number }

/** The window after trump is fixed and before the first card: Kontra / Re / Schenken. */
export interface AnnounceWindow {
  /** 'kontra': the opponents (Kontra, Schenken or pass); 're': the player; 'schenken': the conceder's partner. */
  stage: 'kontra' | 're' | 'schenken';
  /** Seats still to speak in this stage (both opponents at once in 'kontra'). */
  owed: Seat[];
}

export interface Doubling { kontra: Seat | null; re: boolean }
export interface Schenken { by: Seat; answer: 'accept' | 'decline' | null }

/** A Folge: Terz (3 in a row, 20) or Fuffzig (4 or more, 50), natural ranks low..high. */
export interface Meld { seat: Seat; suit: Suit; low: number; high: number; value: 20 | 50 }

/** Why the best sequence leads: Fuffzig over Terz, the higher card, the trump sequence, earlier in play. */
export type MeldReason = 'alone' | 'kind' | 'height' | 'trump' | 'order';
export interface MeldVerdict {
  /** The seat with the best sequence (it and, at four, its partner score all their melds). */
  best: Seat;
  /** The best meld of all, and the best one of another side it beat (null when alone). */
  top: Meld;
  rival: Meld | null;
  reason: MeldReason;
  /** Augen the melds bring, per seat. */
  points: number[];
}

/**
 * A meld announced at the table: value and height of a seat's best sequence, no cards ("Terz bis
 * Bube"). Public the moment it is declared. `trump` is told only when the comparison asks for it
 * (another side announced the same value and height: "in Trumpf?"), else null. `overtaken`: a
 * better announcement of another side came (greyed in the bubble; its side scores no melds then).
 */
export interface Announcement { seat: Seat; value: 20 | 50; high: number; trump: boolean | null; overtaken: boolean }
/** The comparison of the announcements so far: who leads, against which announcement, and why. */
export interface MeldLead { best: Seat; top: Announcement; rival: Announcement | null; reason: MeldReason }

export interface Trick { leader: Seat; cards: Card[]; winner: Seat; points: number }

/** One line of the Bierdeckel: a game of the Partie with its value and who scored. */
export interface GameRecord {
  gameNo: number;
  dealer: Seat;
  contract: Contract;
  /** The seats of the playing side (the player, at four with his partner). */
  side: Seat[];
  kontra: boolean;
  re: boolean;
  durchmarsch: boolean;
  /** Conceded by the opponents (Schenken accepted): no tricks played. */
  geschenkt: boolean;
  won: boolean;
  /** The value counted: base × Kontra/Re × Durchmarsch. */
  value: number;
  /** Augen per seat: cards of its tricks, its melds if they count, Bella, the last trick. */
  augen: number[];
  /** Points per seat for this game. */
  scores: number[];
}

export interface KlammernState {
  options: KlammernOptions;
  seats: number;
  phase: Phase;
  /** Index of the current game in the Partie (redeals do not count). */
  gameNo: number;
  dealer: Seat;
  /** Deals of this game so far (1 + redeals after two rounds of "Ich will nicht"). */
  deal: number;
  /** Hidden: each seat's hand, sorted. */
  hands: Card[][];
  /** Three players: the stock, top card first; the top card lies open. Four players: empty. */
  stock: Card[];
  /** The card turned up at the deal: it proposes trump (four players: the dealer's). */
  upcard: Card;
  bidding: Bidding | null;
  contract: Contract | null;
  window: AnnounceWindow | null;
  doubling: Doubling;
  schenken: Schenken | null;
  /** The trump-seven swap with the open stock card (three players, Orgi). */
  swap: { seat: Seat; gave: Card; took: Card } | null;
  /** The trick being played. */
  trick: { leader: Seat; cards: Card[] };
  tricks: Trick[];
  /** Hidden until the first trick is complete: the sequences declared with the first cards. */
  melds: Meld[];
  /** Set after the first trick: all declared melds are shown then. */
  meldVerdict: MeldVerdict | null;
  meldsShown: boolean;
  /** Who announced Bella (20 Augen). */
  bella: Seat | null;
  results: GameRecord[];
  /** Seats that pressed "Weiter" in the Abrechnung. */
  ready: boolean[];
}

export type KlammernMove =
  | { type: 'orgi' }
  | { type: 'pass' }
  | { type: 'kleines'; suit: Suit }
  | { type: 'bitte' }
  | { type: 'besser' }
  | { type: 'swap' }
  | { type: 'kontra' }
  | { type: 're' }
  | { type: 'schenken' }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'card'; card: Card; meld: boolean; bella: boolean }
  | { type: 'continue' };

export interface KlammernView {
  seats: number;
  /** The viewer's seat, or null for a spectator. */
  you: Seat | null;
  options: KlammernOptions;
  phase: Phase;
  gameNo: number;
  dealer: Seat;
  deal: number;
  /** Four players: the team of each seat (0: seats 0 and 2, 1: seats 1 and 3); three players: null. */
  teams: number[] | null;
  /** Seats that owe a decision now (public). In 'abrechnung' it is the seats yet to press "Weiter". */
  pending: Seat[];
  /** The viewer's own hand, sorted; null for spectators. */
  hand: Card[] | null;
  handCounts: number[];
  upcard: Card;
  /** Four players: whether the dealer still holds the open card (it is his until he plays it). */
  upcardHeld: boolean;
  /** Three players: the open card on the stock (after the swap: the trump seven), and the closed cards below it. */
  stockTop: Card | null;
  stockClosed: number;
  bidding: Bidding | null;
  contract: Contract | null;
  window: AnnounceWindow | null;
  doubling: Doubling;
  schenken: Schenken | null;
  swap: KlammernState['swap'];
  trick: KlammernState['trick'];
  tricks: Trick[];
  /** The announcements (value and height, no cards), in the order declared — public at once. */
  announced: Announcement[];
  /** Who leads the announcements so far and why (null while nobody announced). */
  meldLead: MeldLead | null;
  /** Declared melds with their cards, shown after the first trick ([] before). */
  melds: Meld[];
  meldVerdict: MeldVerdict | null;
  /** The viewer's own declared melds before they are shown (for "Melden!" feedback). */
  ownMelds: Meld[];
  bella: Seat | null;
  /** Augen so far in this game per seat (tricks, last trick, shown melds, Bella). */
  augen: number[];
  results: GameRecord[];
  /** Partie points per seat (partners share theirs). */
  totals: number[];
  ready: boolean[];
}
