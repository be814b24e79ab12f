// The Speedklammern rules page, in our own words from the rule book (German, English when lang = 'en').
// The ranks and points come from SPEC §3 (the rule book's table was lost).
import type { ComponentChildren } from 'preact';

interface Section { title: string; body: ComponentChildren }

const de: Section[] = [
  { title: 'Worum es geht', body: <p>Klammern (Klaberjass) ist das Stichspiel aus der Hamburger und Berliner Eckkneipe. Zu dritt spielt jeder für sich, zu viert spielen zwei Paare, die sich gegenübersitzen. Allein spielst du gegen zwei oder drei Computer (zu viert mit einem Computer als Partner).</p> },
  {
    title: 'Die Karten',
    body: (
      <>
        <p>32 Karten von der 7 bis zum Ass in Kreuz ♣, Pik ♠, Herz ♥ und Karo ♦.</p>
        <p><b>Trumpf:</b> Bube (Jappa) 20 Augen, Neun (Mi) 14, Ass 11, Zehn 10, König 4, Dame 3, Acht 0, Sieben 0 – in dieser Reihenfolge von hoch nach niedrig.</p>
        <p><b>Andere Farben:</b> Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun, Acht, Sieben 0.</p>
        <p>Zusammen 152 Augen, der letzte Stich bringt 10 extra.</p>
      </>
    ),
  },
  {
    title: 'Geben',
    body: (
      <ul>
        <li>Zu dritt: je 9 Karten (3-3-3), 5 bleiben im Stock, die oberste liegt offen. Hausregel „8 Karten“: 3-2-3 und ein Stock von 8. Der Stock wird nicht gespielt.</li>
        <li>Zu viert: je 8 Karten (3-2-3). Die mittlere Karte aus dem letzten Päckchen des Gebers liegt offen und bleibt seine.</li>
        <li>Der Geber wechselt jedes Spiel im Uhrzeigersinn.</li>
      </ul>
    ),
  },
  {
    title: 'Trumpf bestimmen',
    body: (
      <ol>
        <li>1. Runde: Die offene Karte schlägt Trumpf vor. Links vom Geber sagt jeder „Ich spiele“ (ein Orgi) oder „Ich will nicht“.</li>
        <li>2. Runde: Will keiner, darf jeder „Ein Kleines“ in einer anderen Farbe sagen. Die Späteren sagen „Bitte“ (er spielt) oder „Besser“ – dann spielt der, und Kreuz ist Trumpf.</li>
        <li>Sagen alle zweimal „Ich will nicht“, gibt derselbe Geber neu.</li>
        <li>Zu dritt darf bei einem Orgi, wer die Trumpf-Sieben hält, sie gegen die offene Karte tauschen – bis zu seiner ersten Karte: die 7 antippen, dann die offene Karte (oder umgekehrt), oder „Sieben tauschen“. Vergessen ist vergessen.</li>
        <li>Hausregel Kontra/Re: Steht der Trumpf fest, dürfen die Gegner „Kontra“ sagen (×2), der Spieler darauf „Re“ (×4).</li>
        <li>Hausregel Schenken (zu viert): Ein Gegner gibt auf, sein Partner nimmt an (das Spielerpaar gewinnt sofort den einfachen Wert) oder lehnt ab (es wird gespielt).</li>
      </ol>
    ),
  },
  {
    title: 'Meldungen und Bella',
    body: (
      <ul>
        <li>Terz: drei in Folge einer Farbe, 20 Augen. Fuffzig: vier oder mehr, 50. Die Folge läuft 7, 8, 9, 10, Bube, Dame, König, Ass.</li>
        <li>Je nach Hausregel automatisch oder mit „Melden!“ vor deiner ersten Karte – ohne Drücken ist die Meldung weg. Gezeigt wird nach dem ersten Stich.</li>
        <li>Es zählt nur, wer die beste Folge hat – dann alle seine Folgen (zu viert die des Paares). Besser ist: Fuffzig vor Terz, dann die höhere Karte, dann die Trumpffolge, dann wer früher dran ist.</li>
        <li>Bella: König und Dame in Trumpf, 20 Augen, angesagt beim Ausspielen der ersten der beiden – automatisch oder mit „Bella!“.</li>
      </ul>
    ),
  },
  {
    title: 'Spielen',
    body: (
      <ul>
        <li>Links vom Geber spielt aus, danach der Stichgewinner.</li>
        <li>Die angespielte Farbe muss bedient werden. Ist Trumpf angespielt, musst du Trumpf geben und höher stechen, wenn du kannst.</li>
        <li>Kannst du nicht bedienen, musst du trumpfen und überstechen, wenn du kannst (sonst untertrumpfen). Nur ohne die Farbe und ohne Trumpf darfst du abwerfen.</li>
        <li>Karten, die du gerade nicht legen darfst, sind blasser (abschaltbar unter ⚙).</li>
      </ul>
    ),
  },
  {
    title: 'Abrechnung',
    body: (
      <ul>
        <li>Der Spieler braucht mehr Augen als beide Gegner zusammen (Hausregel „gegen jeden“: mehr als jeder; zu viert: das Paar mehr als das andere). Karten, Meldungen, Bella und der letzte Stich zählen. Gleichstand verliert.</li>
        <li>Spielwert: Orgi Kreuz 8, Pik 7, Herz 6, Karo 5; Ein Kleines Kreuz 4, Pik 3, Herz 2, Karo 1; Besser 4. Kontra ×2, Re ×4, Durchmarsch (alle Stiche, Hausregel) ×2.</li>
        <li>Gewonnen: der Spieler (zu viert beide Partner) schreibt den Wert. Durch: jeder Gegner schreibt den doppelten Wert.</li>
        <li>Die Abrechnung bleibt stehen, bis jeder Mensch „Weiter“ gedrückt hat (mit Uhr: nach einer Lesezeit plus Bedenkzeit von selbst).</li>
      </ul>
    ),
  },
  { title: 'Partie und Bestenliste', body: <p>Die Partie geht über 12, 24 oder 36 Spiele oder bis jemand 51 bzw. 101 Punkte hat; die meisten Punkte gewinnen. Der Bierdeckel (Taste D) zeigt jederzeit alle Spiele. Für die Bestenliste zählen deine Spielpunkte plus ein Platzbonus (30 für Platz 1, zu dritt 15 für Platz 2); Partner bekommen beide die Punkte ihres Paares.</p> },
  {
    title: 'Computer, Bedenkzeit, Verlassen',
    body: (
      <ul>
        <li>Die Computer (zu viert ist einer dein Partner): leicht spielt nach Gefühl, normal zählt mit und schmiert dem Partner, stark spielt jede Karte im Kopf bis zum Ende durch. In Solo-Partien zeigt „Rat“ die Wahl des starken Computers.</li>
        <li>Bedenkzeit: 30 s, 60 s, 90 s, 2 Minuten (Standard) oder ohne Uhr – solo stellst du sie selbst ein, am Tisch der Gastgeber. Ist die Zeit um, gibt es noch 10 s Nachfrist, dann spielt der Computer für dich.</li>
        <li>Wer eine Partie mit anderen Menschen vorzeitig verlässt, bekommt −10 Punkte für die Bestenliste; der Computer spielt dann für ihn weiter.</li>
      </ul>
    ),
  },
  { title: 'Am Tisch', body: <p>Unten deine Karten, Trumpf zuerst; oben die anderen, zu viert dein Partner gegenüber. In der Mitte der Stich, die offene Karte und der Spielwert („zählt …“). Halte den Finger auf eine Karte (oder fahre mit der Maus darüber), um ihre Augen zu sehen. Das Tisch-Design (Kneipe, Hotellobby, Casino) wählst du unter ⚙. Die Taste ? zeigt alle Tasten.</p> },
];

const en: Section[] = [
  { title: 'What it is about', body: <p>Klammern (Klaberjass) is the trick-taking game of the corner pubs of Hamburg and Berlin. At three everyone plays alone, at four two pairs sit opposite each other. Solo you play against two or three computers (at four with a computer partner).</p> },
  {
    title: 'The cards',
    body: (
      <>
        <p>32 cards from 7 to ace in clubs ♣, spades ♠, hearts ♥ and diamonds ♦.</p>
        <p><b>Trump:</b> jack (Jappa) 20 points, nine (Mi) 14, ace 11, ten 10, king 4, queen 3, eight 0, seven 0 – in this order from high to low.</p>
        <p><b>Other suits:</b> ace 11, ten 10, king 4, queen 3, jack 2, nine, eight, seven 0.</p>
        <p>152 points in all, the last trick brings 10 more.</p>
      </>
    ),
  },
  {
    title: 'Dealing',
    body: (
      <ul>
        <li>At three: 9 cards each (3-3-3), 5 stay in the stock with the top one open. House rule “8 Karten”: 3-2-3 and a stock of 8. The stock is not played.</li>
        <li>At four: 8 cards each (3-2-3). The middle card of the dealer’s last packet lies open and stays his.</li>
        <li>The dealer moves clockwise every game.</li>
      </ul>
    ),
  },
  {
    title: 'Choosing trump',
    body: (
      <ol>
        <li>Round 1: the open card proposes trump. From the dealer’s left everyone says “Ich spiele” (I play – an Orgi) or “Ich will nicht” (pass).</li>
        <li>Round 2: if nobody plays, anyone may say “Ein Kleines” in another suit. Later players answer “Bitte” (he plays) or “Besser” – then that player plays with clubs as trump.</li>
        <li>If everyone passes twice, the same dealer deals again.</li>
        <li>At three, in an Orgi, the holder of the trump seven may swap it for the open card until his first card: tap the 7, then the open card (or the other way round), or “Swap the seven”. Forgotten is forgotten.</li>
        <li>House rule Kontra/Re: once trump is fixed the opponents may say Kontra (×2), the player then Re (×4).</li>
        <li>House rule Schenken (four players): an opponent concedes; his partner accepts (the playing pair wins the simple value at once) or declines (play on).</li>
      </ol>
    ),
  },
  {
    title: 'Melds and Bella',
    body: (
      <ul>
        <li>Terz: three in a row of one suit, 20 points. Fuffzig: four or more, 50. Sequences run 7, 8, 9, 10, jack, queen, king, ace.</li>
        <li>By house rule automatically or with “Melden!” before your first card – without it the meld is lost. Melds are shown after the first trick.</li>
        <li>Only the holder of the best sequence scores – then all his sequences (at four: his pair’s). Better: Fuffzig over Terz, then the higher card, then the trump sequence, then whoever comes earlier.</li>
        <li>Bella: king and queen of trump, 20 points, announced with the first of the two played – automatically or with “Bella!”.</li>
      </ul>
    ),
  },
  {
    title: 'Play',
    body: (
      <ul>
        <li>The player left of the dealer leads, then the winner of each trick.</li>
        <li>Follow suit. On a trump lead you must play trump and beat it if you can.</li>
        <li>Unable to follow you must trump and overtrump if you can (else undertrump). Only without the suit and without trump may you discard anything.</li>
        <li>Cards you may not play now are paler (switch it off under ⚙).</li>
      </ul>
    ),
  },
  {
    title: 'Settlement (Abrechnung)',
    body: (
      <ul>
        <li>The player needs more points than both opponents together (house rule “gegen jeden”: more than each; at four: the pair more than the other pair). Cards, melds, Bella and the last trick count. A tie loses.</li>
        <li>Value: Orgi clubs 8, spades 7, hearts 6, diamonds 5; Ein Kleines clubs 4, spades 3, hearts 2, diamonds 1; Besser 4. Kontra ×2, Re ×4, Durchmarsch (all tricks, house rule) ×2.</li>
        <li>Won: the player (at four both partners) scores the value. Durch (lost): each opponent scores double the value.</li>
        <li>The settlement stays until every human pressed “Continue” (with a clock: after a reading time plus the think time on its own).</li>
      </ul>
    ),
  },
  { title: 'Match and leaderboard', body: <p>A match lasts 12, 24 or 36 games or until someone reaches 51 or 101 points; most points win. The Bierdeckel (key D) shows every game at any time. For the leaderboard your game points count plus a place bonus (30 for first, at three 15 for second); partners both get their pair’s points.</p> },
  {
    title: 'Computers, think time, leaving',
    body: (
      <ul>
        <li>The computers (at four one is your partner): easy plays by feel, normal counts cards and feeds its partner points, strong plays every card through to the end in its head. In solo games “Advice” shows the strong computer’s choice.</li>
        <li>Think time: 30 s, 60 s, 90 s, 2 minutes (default) or no clock – solo you set it yourself, at a table the host does. When it runs out there are 10 s of grace, then the computer plays for you.</li>
        <li>Leaving a match with other humans early costs −10 leaderboard points; the computer plays on in your place.</li>
      </ul>
    ),
  },
  { title: 'At the table', body: <p>Your cards at the bottom, trump first; the others above, at four your partner opposite. In the middle the trick, the open card and the value (“counts …”). Hold a finger on a card (or hover it) to see its points. Choose the table design (pub, hotel lobby, casino) under ⚙. The ? key lists every key.</p> },
];

export function Rules({ lang }: { lang: 'de' | 'en' }) {
  const sections = lang === 'en' ? en : de;
  return (
    <div class="km-rules" data-testid="klammern-rules">
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          {s.body}
        </section>
      ))}
    </div>
  );
}
