// The rules page, in our own words from the rule book (German, English when lang = 'en').
import type { ComponentChildren } from 'preact';

interface Section { title: string; body: ComponentChildren }

const de: Section[] = [
  { title: 'Worum es geht', body: <p>Sommer 1955, ein Kirchturm in der Heide: zwei bis fünf Elstern bieten mit Kieseln um Glitzerkram für ihr Nest. Alle bieten gleichzeitig und verdeckt. Wer zu hoch bietet, verschwendet große Kiesel; wer dieselbe Zahl legt wie eine andere Elster, verliert den Kiesel im Gezänk. Allein spielst du gegen eine bis vier Computer-Elstern.</p> },
  { title: 'Die Beute', body: <p>15 Beutekarten liegen gemischt und verdeckt im Beutestapel: Glitzerkram +1 bis +10 (die +10 ist das Krönchen) und Ärger −1 bis −5. Jede Elster hat die Kiesel 1 bis 15. Welche Karten noch kommen, steht neben dem Stapel – nur die Reihenfolge kennt niemand.</p> },
  {
    title: 'Eine Runde',
    body: (
      <ol>
        <li><b>Aufdecken:</b> Die oberste Karte kommt in die Mitte. Daneben steht, wer sie bekommt: bei Glitzerkram holt sie der höchste übrige Kiesel, Ärger muss der niedrigste übrige Kiesel nehmen.</li>
        <li><b>Verdeckt bieten:</b> Alle wählen gleichzeitig einen Kiesel. Bei den anderen siehst du nur „hat gelegt“.</li>
        <li><b>Aufdecken der Kiesel:</b> Haben alle gelegt, drehen sich alle Kiesel zugleich um.</li>
        <li><b>Gezänk:</b> Gleiche Zahlen heben sich auf und zählen nicht.</li>
        <li><b>Entscheidung:</b> Unter den übrigen Kieseln holt der höchste den Glitzerkram; den Ärger muss der niedrigste nehmen.</li>
        <li><b>Alle gleich:</b> Heben sich alle Kiesel auf, bekommt niemand etwas. Die Karte bleibt im Topf und geht an den Gewinner der nächsten Runde mit. Liegen mehrere Karten im Spiel, entscheidet ihre Summe: positiv – der höchste Kiesel holt alles; negativ – der niedrigste muss alles nehmen; genau null – die neue Karte entscheidet.</li>
      </ol>
    ),
  },
  { title: 'Kiesel', body: <p>Jeder Kiesel wird nur einmal gelegt. Gelegte Kiesel sind offen: an jeder Elster zeigt die Kiesel-Leiste, welche sie schon gelegt hat (durchgestrichen). Auch ein im Gezänk verlorener Kiesel ist weg.</p> },
  { title: 'Die letzte Karte', body: <p>Heben sich bei der letzten Karte einer Partie alle Kiesel auf, bleibt sie herrenlos – auch mit dem Topf, der dann dazugehört.</p> },
  { title: 'Spielende und Wertung', body: <p>Nach der letzten Karte zählt jede Elster ihr Nest: Glitzerkram minus Ärger. Die Wertung zeigt den Rechenweg Zeile für Zeile. Die meisten Punkte gewinnen; bei Gleichstand teilen sich die Elstern den Platz. Über 3 oder 5 Partien werden die Punkte zusammengezählt.</p> },
  { title: 'Bestenliste', body: <p>Je Beutepunkt gibt es 2 Punkte (ein Nest unter null zählt als null – über 3 oder 5 Partien gilt das für jede Partie einzeln, denn jede Partie ist ein Nest), dazu nach der letzten Partie ein Platzbonus: 30 für den Sieg, 15 für Platz 2 ab drei Elstern, 5 für Platz 3 ab vier Elstern.</p> },
  {
    title: 'Spielarten',
    body: (
      <ul>
        <li><b>Freie Partie:</b> du gegen eine bis vier Computer-Elstern (leicht, normal, stark), mit Rat, Hausregel und Länge. Keine Uhr; der Turbo lässt die Computer schneller bieten und das Aufdecken schneller ablaufen.</li>
        <li><b>Tagesnest:</b> jeden Tag dieselbe Mischung für alle, du gegen drei starke Computer, eine Partie, Grundregeln, ohne Rat. Nur der erste Versuch des Tages zählt für die Tagesliste.</li>
        <li><b>Mit anderen:</b> ein Turm für 2 bis 5 Plätze; Menschen auf den Plätzen 1 bis 4, freie Plätze füllt auf Wunsch der Computer. Der Gastgeber stellt Länge, Bedenkzeit, Hausregel, Tempo, Computerstärke und Einsatz ein. Danach geht es mit „Nochmal – gleicher Tisch“ weiter.</li>
      </ul>
    ),
  },
  { title: 'Computer-Elstern und Rat', body: <p>Leicht bietet grob nach dem Wert der Karte. Normal plant seine Kiesel über die restlichen Karten und meidet Gezänk. Stark mischt: Es rechnet aus, welche Kiesel gerade etwa gleich gut sind und wie oft es jeden legen sollte, und lost dann aus – wer immer gleich bietet, wird durchschaut. Der Rat (Taste R) wählt deinen Kiesel genauso aus der Mischung der starken Elster, nennt ihren häufigsten Kiesel und sagt, wenn zwei etwa gleich gut sind.</p> },
  { title: 'Länge und Hausregeln', body: <p>Eine Partie, oder ein Spiel über 3 oder 5 Partien. Hausregel <b>Topf</b> (Grundregel): eine Karte, bei der sich alle Kiesel aufheben, bleibt im Topf. Hausregel <b>Weg damit</b>: sie kommt aus dem Spiel.</p> },
  { title: 'Bedenkzeit, Verlassen, Einsatz', body: <p>Mit anderen kann der Gastgeber eine Bedenkzeit von 30 Sekunden bis 2 Minuten setzen (oder keine). Läuft sie ab, gibt es 10 Sekunden Nachfrist; danach legt der Computer für dich, und der Spielverlauf sagt es. Wer eine Partie mit anderen Menschen verlässt, bekommt −10 Punkte in der Bestenliste und verliert seinen Einsatz; der Computer übernimmt den Platz. Der Einsatz (Groschen) wird beim Start gezahlt; der Topf geht an den bestplatzierten Menschen.</p> },
  {
    title: 'Erfolge',
    body: (
      <ul>
        <li><b>Krönchen-Elster:</b> das Krönchen ins Nest geholt.</li>
        <li><b>Sauberes Nest:</b> eine Partie ganz ohne Ärger (mit mindestens einer Karte im Nest).</li>
        <li><b>Topfräuber:</b> einen Topf mit zwei oder mehr Karten geholt.</li>
        <li><b>Kieselkunst:</b> eine Pluskarte mit dem Kiesel 1 geholt.</li>
        <li><b>Zankhahn:</b> in einer Partie vier oder mehr Kiesel im Gezänk verloren.</li>
      </ul>
    ),
  },
  {
    title: 'Bedienung',
    body: (
      <ul>
        <li>Kiesel antippen, dann „Legen“ – oder denselben Kiesel noch einmal antippen. Mit „Mit einem Tipp legen“ legt schon der erste Tipp.</li>
        <li>Tasten: Zahl 1 bis 15 wählt einen Kiesel (zweistellig: zwei Ziffern schnell hintereinander), Pfeil links/rechts wechselt, Enter legt, R holt den Rat, Esc hebt die Wahl auf, ? zeigt alle Tasten.</li>
        <li>Info-Fenster: mit der Maus über einen Kiesel, eine Karte, ein Nest, eine Kiesel-Leiste, den Topf oder den Stapel fahren, auf dem Handy kurz gedrückt halten, oder mit der Tabulatortaste hinspringen.</li>
        <li>Hinweise an den Kieseln: goldener Rand – holt die Beute sicher; roter Rand – nimmt den Ärger sicher; die kleine Zahl – so viele andere haben denselben Kiesel noch (0 = kein Gezänk möglich).</li>
        <li>Oben rechts: Ansicht (Sommertag, Abendrot, Gewitter), Kiesel-Gedächtnis, Hinweise, Mit einem Tipp legen, Vibrieren und Musik (aus, bis du sie einschaltest).</li>
      </ul>
    ),
  },
];

const en: Section[] = [
  { title: 'What it is about', body: <p>Summer 1955, a church tower on the heath: two to five magpies bid pebbles for shiny loot for their nests. Everyone bids at the same time, face down. Bid too high and you waste big pebbles; bid the same number as another magpie and you lose the pebble in a squabble. Alone, you play against one to four computer magpies.</p> },
  { title: 'The loot', body: <p>15 loot cards lie shuffled and face down in the pile: shiny stuff (Glitzerkram) +1 to +10 (the +10 is the little crown, Krönchen) and trouble (Ärger) −1 to −5. Every magpie has the pebbles 1 to 15. The cards still to come are listed beside the pile – only their order is unknown.</p> },
  {
    title: 'A round',
    body: (
      <ol>
        <li><b>Reveal:</b> the top card comes to the middle. Beside it you read who gets it: the highest remaining pebble takes shiny stuff, the lowest remaining pebble must take trouble.</li>
        <li><b>Secret bids:</b> everyone picks a pebble at the same time. Of the others you only see “has bid”.</li>
        <li><b>Turn over:</b> once all have bid, all pebbles turn over at once.</li>
        <li><b>Squabble (Gezänk):</b> equal numbers cancel each other and do not count.</li>
        <li><b>Decision:</b> among the remaining pebbles the highest takes shiny stuff; the lowest must take trouble.</li>
        <li><b>All equal:</b> if every pebble cancels, nobody gets anything. The card stays in the pot and goes along with the next round. With several cards at stake their sum decides: positive – the highest pebble takes everything; negative – the lowest must take everything; exactly zero – the new card decides.</li>
      </ol>
    ),
  },
  { title: 'Pebbles', body: <p>Each pebble is played once. Played pebbles are public: each magpie’s pebble bar shows the ones already played (struck through). A pebble lost in a squabble is gone too.</p> },
  { title: 'The last card', body: <p>If all pebbles cancel on the last card of a game, nobody gets it – nor the pot that goes with it.</p> },
  { title: 'End and scoring', body: <p>After the last card every magpie counts its nest: shiny stuff minus trouble. The scoring shows every step. Most points win; ties share the place. Over 3 or 5 games the points are added up.</p> },
  { title: 'Leaderboard', body: <p>2 points per loot point (a nest below zero counts as zero — in a match of 3 or 5 games for each game on its own, since every game is one nest), plus a place bonus for the whole match: 30 for a win, 15 for second place with three or more magpies, 5 for third place with four or more.</p> },
  {
    title: 'Ways to play',
    body: (
      <ul>
        <li><b>Free game:</b> you against one to four computer magpies (easy, normal, strong), with advice, house rule and length. No clock; Turbo makes the computers bid and the reveal run faster.</li>
        <li><b>Daily nest (Tagesnest):</b> the same shuffle for everyone each day, you against three strong computers, one game, base rules, no advice. Only your first attempt of the day enters the daily list.</li>
        <li><b>With others:</b> a tower for 2 to 5 seats; humans in seats 1 to 4, free seats filled by computers if the host wishes. The host sets length, think time, house rule, tempo, computer strength and stake. “Nochmal – gleicher Tisch” starts another match.</li>
      </ul>
    ),
  },
  { title: 'Computer magpies and advice', body: <p>Easy bids roughly by the card's value. Normal plans its pebbles over the remaining cards and avoids squabbles. Strong mixes: it works out which pebbles are about equally good right now and how often to lay each, then draws one – whoever always bids the same gets read. Advice (key R) picks your pebble the same way from the strong magpie's mix, names its most frequent pebble and tells you when two are about equally good.</p> },
  { title: 'Length and house rules', body: <p>One game, or a match of 3 or 5 games. House rule <b>Pot (Topf)</b>, the base rule: a card on which all pebbles cancel stays in the pot. House rule <b>Away with it (Weg damit)</b>: it leaves the game.</p> },
  { title: 'Think time, leaving, stake', body: <p>With others the host may set a think time from 30 seconds to 2 minutes (or none). When it runs out there are 10 seconds of grace; then the computer bids for you and the game log says so. Leaving a game with other humans costs 10 leaderboard points and your stake; the computer takes your seat. The stake (Groschen) is paid at the start; the pot goes to the best-placed human.</p> },
  {
    title: 'Achievements',
    body: (
      <ul>
        <li><b>Crown magpie (Krönchen-Elster):</b> took the little crown.</li>
        <li><b>Clean nest (Sauberes Nest):</b> a whole game without trouble (with at least one card in the nest).</li>
        <li><b>Pot robber (Topfräuber):</b> took a pot of two or more cards.</li>
        <li><b>Pebble art (Kieselkunst):</b> took a plus card with pebble 1.</li>
        <li><b>Squabbler (Zankhahn):</b> lost four or more pebbles in squabbles in one game.</li>
      </ul>
    ),
  },
  {
    title: 'Controls',
    body: (
      <ul>
        <li>Tap a pebble, then “Place” – or tap the same pebble again. With “Place with one tap” the first tap places it.</li>
        <li>Keys: a number 1 to 15 picks a pebble (two digits: type them quickly), arrow left/right moves the choice, Enter places, R asks for advice, Esc clears the choice, ? lists all keys.</li>
        <li>Info windows: hover over a pebble, a card, a nest, a pebble bar, the pot or the pile; on a phone press and hold; or reach it with the Tab key.</li>
        <li>Hints on the pebbles: gold border – takes the loot for sure; red border – takes the trouble for sure; the small number – how many others still have the same pebble (0 = no squabble possible).</li>
        <li>Top right: view (summer day, sunset, thunderstorm), pebble memory, hints, place with one tap, vibration and music (off until you switch it on).</li>
      </ul>
    ),
  },
];

export function Rules({ lang }: { lang: 'de' | 'en' }) {
  const sections = lang === 'en' ? en : de;
  return (
    <div class="elster el-rules" data-testid="elster-rules">
      {sections.map((s) => (
        <section key={s.title}>
          <h3>{s.title}</h3>
          {s.body}
        </section>
      ))}
    </div>
  );
}
