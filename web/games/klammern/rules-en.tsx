// The Speedklammern rules page in English (German: rules-de.tsx, the same sections). The game's
// German terms stay – they are names at the table and on the buttons – but each is explained in
// English where it first appears.
import type { RulesSection } from './rules-de';

export const rulesEn: RulesSection[] = [
  { title: 'What it is about', body: <p>Klammern (also called Klaberjass or Klabberjass) is the trick-taking game of the corner pubs of Hamburg and Berlin. You play with 1 to 4 people: alone against computers or at a table with others. At three everyone plays alone, at four two pairs sit opposite each other. Solo you play against two or three computers (at four with a computer partner).</p> },
  {
    title: 'The cards',
    body: (
      <>
        <p>32 cards from 7 to ace in clubs ♣, spades ♠, hearts ♥ and diamonds ♦.</p>
        <p><b>Trump</b> has an order of its own, from high to low: jack, nine, ace, ten, king, queen, eight, seven. The trump jack is the highest card, called Jappa (pub slang for the trump jack); next comes the trump nine, called Mi (pub slang for the trump nine). Card points: jack 20, nine 14, ace 11, ten 10, king 4, queen 3, eight and seven 0.</p>
        <p><b>The other suits</b>, from high to low: ace, ten, king, queen, jack, nine, eight, seven. Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine, eight and seven 0.</p>
        <p>All cards together are worth 152 card points; the last trick brings 10 more.</p>
      </>
    ),
  },
  {
    title: 'Dealing',
    body: (
      <ul>
        <li>At three: 9 cards each (3-3-3); the other 5 are the stock, its top card face up. House rule “8 Karten” (“8 cards”: each gets 8 cards, dealt 3-2-3): then 8 cards lie in the stock. The cards in the stock are not played.</li>
        <li>At four: 8 cards each (3-2-3). The middle card of the dealer’s last packet lies face up – it stays his card.</li>
        <li>The dealer moves clockwise every game.</li>
      </ul>
    ),
  },
  {
    title: 'Choosing trump',
    body: (
      <ol>
        <li>Round 1: the face-up card proposes the trump suit. In turn, starting left of the dealer, everyone says “Ich spiele” (“I play”: I take that suit as trump) or “Ich will nicht” (“I don’t want to”: a pass). Whoever plays has an Orgi (short for “Original”: the game in the face-up card’s suit) – he is “the player”, the others are his opponents.</li>
        <li>Round 2: if nobody plays, each in turn may say “Ein Kleines” (“a small one”: a cheaper game in a suit of his choice) and make another suit trump. The players after him answer “Bitte” (“please”: go ahead, he shall play) or “Besser” (“better”: I play instead) – at the first “Besser” that player plays, and clubs are trump. If everyone says “Bitte”, the one who said “Ein Kleines” plays.</li>
        <li>If everyone says “Ich will nicht” twice, the same dealer deals again.</li>
        <li>At three, in an Orgi, whoever holds the trump seven may swap it for the face-up card on the stock: tap the 7, then the face-up card (or the other way round), or press “Swap the seven”. You can do this until you have played your first card; if you forget, the 7 stays in your hand.</li>
        <li>House rule Kontra (“against”: the opponents double the game) and Re (the player’s redouble): once trump is fixed and before the first card, the player’s opponents may say “Kontra” – the game then counts double. The player may answer “Re”: four times.</li>
        <li>House rule Schenken (conceding: giving the game away; at four only): once trump is fixed, an opponent of the playing pair may concede the game. His partner decides: if he accepts, the playing pair wins at once with the simple game value (without Kontra, and without Durchmarsch (“marching through”: the doubling for taking every trick)). If he declines, the game is played as usual – and everyone knows one of the two is weak.</li>
      </ol>
    ),
  },
  {
    title: 'Melds and Bella',
    body: (
      <ul>
        <li>Terz (a run of three: three cards of one suit in sequence) scores 20 card points. Fuffzig (pub talk for “fünfzig”, fifty: a run of four or more) scores 50. Sequences follow the natural order 7, 8, 9, 10, jack, queen, king, ace.</li>
        <li>Depending on the house rule your melds are declared automatically or you declare them yourself: if you hold a sequence, the button “Melden!” (“declare!”: announce your sequence) appears before your first card. If you play the card without pressing it, the meld is lost.</li>
        <li>Melds are compared at the first trick and shown after it. Only the one with the best sequence scores – but then all his sequences (at four: those of the whole pair). Better means: a Fuffzig beats a Terz, then the higher top card, then the sequence in trump, then whoever comes earlier in the first trick.</li>
        <li>If you declare yourself, you see the comparison at once: the speech bubble shows the kind and height (e.g. “Terz – nine to jack of hearts”) and who leads and why. Declarations that have been beaten turn grey.</li>
        <li>Bella (king and queen of trump in one hand) scores 20 card points. It is announced when you play the first of the two cards – automatically or with the button “Bella!”, depending on the house rule (if you forget, the 20 points are lost).</li>
      </ul>
    ),
  },
  {
    title: 'Play',
    body: (
      <ul>
        <li>The player left of the dealer leads; the winner of each trick leads the next.</li>
        <li>Follow suit: you must play the suit led if you can. If trump is led, you must play trump – and beat the highest trump in the trick if you can.</li>
        <li>If you cannot follow suit, you must trump – and if a trump is already in the trick, overtrump it if you can (otherwise undertrump). Only with neither the suit led nor trump may you discard any card.</li>
        <li><b>The highest trump wins the trick, otherwise the highest card of the suit led.</b> A discard of another suit never wins.</li>
        <li>Cards you may not play right now are paler (switch it off under ⚙).</li>
      </ul>
    ),
  },
  {
    title: 'Settlement (Abrechnung)',
    body: (
      <ul>
        <li>The player needs more card points than both opponents together – at three under the house rule “gegen jeden” (“against each”: he only needs more than each opponent on his own), at four the pair needs more than the other pair. Cards, melds, Bella and the last trick count. A tie loses.</li>
        <li>Game value (“counts …” at the table): Orgi clubs 8, spades 7, hearts 6, diamonds 5 points; Ein Kleines clubs 4, spades 3, hearts 2, diamonds 1 point; Besser 4 points. Kontra ×2, Re ×4, Durchmarsch (“marching through”: the player takes every trick; house rule) ×2.</li>
        <li>Won: the player (at four both partners) scores the game value. Durch (“through”: the player has fallen through – the game is lost): each opponent scores double the game value.</li>
        <li>The settlement stays on screen until every human at the table has pressed “Continue”. Without a clock it waits as long as it takes; with a clock it moves on by itself after a short reading time plus the think time.</li>
      </ul>
    ),
  },
  { title: 'Match and leaderboard', body: <p>Depending on the house rule a match lasts 12, 24 or 36 games or ends as soon as someone reaches 51 or 101 points; whoever has the most points at the end wins. The Bierdeckel (“beer mat”: the score sheet with every game, key D) is there at any time. For the leaderboard your game points count after each game, and at the end there is a place bonus (30 for first, at three 15 for second); partners both get their pair’s points.</p> },
  {
    title: 'House rules, computers, think time',
    body: (
      <ul>
        <li>The house rules (cards at three, match length, Kontra/Re, Durchmarsch, Bella, melds, Schenken, “gegen jeden”) are set in the foyer – solo by you, at a table by the host.</li>
        <li>The computers (at four one is your partner): easy plays by feel, normal counts cards and feeds its partner points, strong plays every card through to the end in its head. In solo games “Advice” shows the strong computer’s choice.</li>
        <li>Think time: 30 s, 60 s, 90 s, 2 minutes (default) or no clock – solo you set it yourself, at a table the host does. When it runs out there are 10 s of grace, then the computer plays for you. Without a clock every human has as long as he needs.</li>
        <li>Leaving a match with other humans early costs −10 leaderboard points; the computer plays on in your place.</li>
      </ul>
    ),
  },
  { title: 'At the table', body: <p>Your cards at the bottom, trump first; the others above, at four your partner opposite. In the middle the trick, the face-up card and the game value (“counts …”). Hold a finger on a card (or hover it) to see its points. Everyone chooses the table design (pub, hotel lobby, casino – each with its own felt and card back) for himself: in the foyer’s top right or during the match under ⚙. The ? key lists every key.</p> },
];
