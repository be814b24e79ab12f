// The Speedklammern rules page in German, sentence by sentence from the rule book
// (shared/seeds/004_*.txt). The ranks and points come from SPEC §3 (the rule book's table was lost).
// English: rules-en.tsx; the page: Rules.tsx.
import type { ComponentChildren } from 'preact';

export interface RulesSection { title: string; body: ComponentChildren }

export const rulesDe: RulesSection[] = [
  { title: 'Worum es geht', body: <p>Klammern (auch Klaberjass oder Klabberjass) ist das Stichspiel aus der Hamburger und Berliner Eckkneipe. Du spielst mit 1 bis 4 Spielern: allein gegen Computer oder am Tisch mit anderen. Zu dritt spielt jeder für sich, zu viert spielen zwei Paare, die sich gegenübersitzen. Allein spielst du gegen zwei oder drei Computer (zu viert mit einem Computer als Partner).</p> },
  {
    title: 'Die Karten',
    body: (
      <>
        <p>32 Karten von der 7 bis zum Ass in Kreuz ♣, Pik ♠, Herz ♥ und Karo ♦.</p>
        <p><b>Trumpf</b> hat eine eigene Reihenfolge, von hoch nach niedrig: Bube, Neun, Ass, Zehn, König, Dame, Acht, Sieben. Der Trumpf-Bube (Jappa) ist die höchste Karte, dann die Trumpf-Neun (Mi). Augen: Bube 20, Neun 14, Ass 11, Zehn 10, König 4, Dame 3, Acht und Sieben 0.</p>
        <p><b>Die anderen Farben</b>, von hoch nach niedrig: Ass, Zehn, König, Dame, Bube, Neun, Acht, Sieben. Augen: Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun, Acht und Sieben 0.</p>
        <p>Alle Karten zusammen sind 152 Augen, der letzte Stich bringt 10 Augen extra.</p>
      </>
    ),
  },
  {
    title: 'Geben',
    body: (
      <ul>
        <li>Zu dritt: je 9 Karten (3-3-3), die übrigen 5 sind der Stock, die oberste liegt offen. Hausregel „8 Karten“: 3-2-3, dann liegen 8 Karten im Stock. Die Karten im Stock werden nicht gespielt.</li>
        <li>Zu viert: je 8 Karten (3-2-3). Die mittlere Karte aus dem letzten Päckchen des Gebers liegt offen – sie bleibt seine Karte.</li>
        <li>Der Geber wechselt jedes Spiel im Uhrzeigersinn.</li>
      </ul>
    ),
  },
  {
    title: 'Trumpf bestimmen',
    body: (
      <ol>
        <li>1. Runde: Die offene Karte schlägt die Trumpffarbe vor. Reihum, links vom Geber beginnend, sagt jeder „Ich spiele“ oder „Ich will nicht“. Wer spielt, hat ein Orgi (Original) – er ist „der Spieler“, die anderen sind seine Gegner.</li>
        <li>2. Runde: Will keiner, darf reihum jeder „Ein Kleines“ sagen und eine andere Farbe zum Trumpf machen. Die Spieler danach sagen „Bitte“ (er soll spielen) oder „Besser“ – beim ersten „Besser“ spielt dieser Spieler, und Kreuz ist Trumpf. Sagen alle „Bitte“, spielt, wer das Kleine gesagt hat.</li>
        <li>Sagen alle zweimal „Ich will nicht“, gibt derselbe Geber neu.</li>
        <li>Zu dritt darf bei einem Orgi, wer die Trumpf-Sieben hält, sie gegen die offene Karte auf dem Stock tauschen: die 7 antippen, dann die offene Karte (oder umgekehrt), oder „Sieben tauschen“. Das geht, bis du deine erste Karte gespielt hast; vergessen heißt, die 7 bleibt in deiner Hand.</li>
        <li>Hausregel Kontra und Re: Steht der Trumpf fest, dürfen die Gegner des Spielers vor der ersten Karte „Kontra“ sagen, dann zählt das Spiel doppelt. Der Spieler darf darauf „Re“ sagen: vierfach.</li>
        <li>Hausregel Schenken (nur zu viert): Steht der Trumpf fest, darf ein Gegner des Spielerpaares das Spiel schenken (aufgeben). Sein Partner entscheidet: Nimmt er an, gewinnt das Spielerpaar sofort mit dem einfachen Spielwert (ohne Kontra und Durchmarsch). Lehnt er ab, wird ganz normal gespielt – und jeder weiß, dass einer von beiden schwach ist.</li>
      </ol>
    ),
  },
  {
    title: 'Meldungen und Bella',
    body: (
      <ul>
        <li>Terz: drei Karten einer Farbe in Folge, 20 Augen. Fuffzig: vier oder mehr in Folge, 50 Augen. Für Folgen gilt die natürliche Reihe 7, 8, 9, 10, Bube, Dame, König, Ass.</li>
        <li>Je nach Hausregel wird automatisch gemeldet oder du meldest selbst: Hast du eine Folge, erscheint vor deiner ersten Karte der Knopf „Melden!“. Spielst du die Karte, ohne zu melden, ist die Meldung weg.</li>
        <li>Gewertet wird zum ersten Stich, gezeigt nach dem ersten Stich. Es zählt nur, wer die beste Folge hat – dann aber alle seine Folgen (zu viert die des ganzen Paares). Besser ist: Fuffzig vor Terz, dann die höhere Karte, dann die Trumpffolge, dann wer im ersten Stich früher dran ist.</li>
        <li>Meldest du selbst, siehst du sofort den Vergleich: Die Sprechblase zeigt Wert und Höhe (etwa „Terz – Neun bis Bube Herz“) und wer vorn liegt und warum. Überbotene Ansagen werden grau.</li>
        <li>Bella: König und Dame in Trumpf zählen 20 Augen. Angesagt wird beim Ausspielen der ersten der beiden Karten – je nach Hausregel automatisch oder mit dem Knopf „Bella!“ (vergessen heißt: die 20 Augen sind weg).</li>
      </ul>
    ),
  },
  {
    title: 'Spielen',
    body: (
      <ul>
        <li>Links vom Geber spielt aus, der Stichgewinner spielt den nächsten Stich aus.</li>
        <li>Bedienen: Die angespielte Farbe muss bedient werden. Ist Trumpf angespielt, musst du Trumpf geben – und, wenn du kannst, höher stechen.</li>
        <li>Kannst du nicht bedienen, musst du trumpfen – und, wenn schon Trumpf im Stich liegt, überstechen, wenn du kannst (sonst untertrumpfen). Nur ohne die Farbe und ohne Trumpf darfst du eine beliebige Karte abwerfen.</li>
        <li><b>Den Stich gewinnt der höchste Trumpf, sonst die höchste Karte der angespielten Farbe.</b> Eine abgeworfene Karte einer anderen Farbe gewinnt nie.</li>
        <li>Karten, die du gerade nicht legen darfst, sind blasser (abschaltbar unter ⚙).</li>
      </ul>
    ),
  },
  {
    title: 'Abrechnung',
    body: (
      <ul>
        <li>Der Spieler braucht mehr Augen als beide Gegner zusammen (Hausregel „gegen jeden“, zu dritt: nur mehr als jeder einzelne Gegner; zu viert: das Paar mehr als das andere Paar). Gezählt werden Karten, Meldungen, Bella und der letzte Stich. Gleichstand verliert.</li>
        <li>Spielwert („zählt …“ am Tisch): Orgi Kreuz 8, Pik 7, Herz 6, Karo 5 Punkte; Ein Kleines Kreuz 4, Pik 3, Herz 2, Karo 1 Punkt; Besser 4 Punkte. Kontra ×2, Re ×4, Durchmarsch (der Spieler holt alle Stiche, Hausregel) ×2.</li>
        <li>Gewonnen: Der Spieler (zu viert beide Partner) bekommt den Spielwert. Durch (verloren): Jeder Gegner bekommt den doppelten Spielwert.</li>
        <li>Die Abrechnung bleibt stehen, bis jeder Mensch am Tisch „Weiter“ gedrückt hat. Ohne Uhr wartet sie beliebig lange; mit Uhr geht es nach einer kurzen Lesezeit plus der Bedenkzeit von selbst weiter.</li>
      </ul>
    ),
  },
  { title: 'Partie und Bestenliste', body: <p>Je nach Hausregel endet die Partie nach 12, 24 oder 36 Spielen oder sobald jemand 51 bzw. 101 Punkte hat; wer am Ende die meisten Punkte hat, gewinnt. Der Bierdeckel (Taste D) zeigt jederzeit alle Spiele. Für die Bestenliste zählen nach jedem Spiel deine Spielpunkte, am Ende gibt es einen Platzbonus (30 für Platz 1, zu dritt 15 für Platz 2); Partner bekommen beide die Punkte ihres Paares.</p> },
  {
    title: 'Hausregeln, Computer, Bedenkzeit',
    body: (
      <ul>
        <li>Die Hausregeln (Karten zu dritt, Partielänge, Kontra/Re, Durchmarsch, Bella, Meldungen, Schenken, „gegen jeden“) stellst du im Foyer ein – solo für dich, am Tisch stellt sie der Gastgeber ein.</li>
        <li>Die Computer (zu viert ist einer dein Partner): leicht spielt nach Gefühl, normal zählt mit und schmiert dem Partner, stark spielt jede Karte im Kopf bis zum Ende durch. In Solo-Partien zeigt „Rat“ die Wahl des starken Computers.</li>
        <li>Bedenkzeit: 30 s, 60 s, 90 s, 2 Minuten (Standard) oder ohne Uhr – solo stellst du sie selbst ein, am Tisch der Gastgeber. Ist die Zeit um, gibt es noch 10 s Nachfrist, dann spielt der Computer für dich. Ohne Uhr hat jeder Mensch so lange Zeit, wie er braucht.</li>
        <li>Wer eine Partie mit anderen Menschen vorzeitig verlässt, bekommt −10 Punkte für die Bestenliste; der Computer spielt dann für ihn weiter.</li>
      </ul>
    ),
  },
  { title: 'Am Tisch', body: <p>Unten deine Karten, Trumpf zuerst; oben die anderen, zu viert dein Partner gegenüber. In der Mitte der Stich, die offene Karte und der Spielwert („zählt …“). Halte den Finger auf eine Karte (oder fahre mit der Maus darüber), um ihre Augen zu sehen. Das Tisch-Design (Kneipe, Hotellobby, Casino – mit eigenem Filz und eigener Kartenrückseite) wählt jeder für sich: im Foyer oben rechts oder während der Partie unter ⚙. Die Taste ? zeigt alle Tasten.</p> },
];
