// The Speedkleister rules page, in our own words from the rule book (German, English when lang = 'en').
import type { ComponentChildren } from 'preact';

interface Section { title: string; body: ComponentChildren }

const de: Section[] = [
  { title: 'Worum es geht', body: <p>Köln, Frühjahr 1929: An den Litfaßsäulen der Stadt kämpfen Plakatkleber um den besten Platz. Du klebst deine Plakate oben auf deine eigene Säule. Kommst du mit gleich vielen, aber wertvolleren Plakaten, als ein Mitspieler oben auf seiner Säule hat, kleisterst du ihn zu. Am Ende zählt jedes Plakat auf deiner Säule, jede Karte auf der Hand kostet. Zwei bis fünf Spieler; allein spielst du gegen einen bis vier Computer.</p> },
  {
    title: 'Die Plakate',
    body: (
      <>
        <p>13 Sorten, jede 8-mal, nach Rang: 1 Katze entlaufen, 2 Zimmer frei, 3 Tanztee, 4 Kohlenhandel, 5 Seifenreklame, 6 Turnfest, 7 Pferderennen, 8 Lichtspielhaus, 9 Varieté, 10 Operette, 11 Karnevalssitzung, 12 Messe, 13 Luftschiff-Rundflug. Jede Sorte trägt ihre Zahl und ein kleines Zeichen, damit man sie nicht nur an der Farbe erkennt.</p>
        <p>Dazu kommen 5 Kleisterbürsten (Hausregel: 3 oder 7). Eine Bürste passt zu jedem Plakat und zählt wie dieses: zwei Achter und eine Bürste sind drei Achter. Nur Bürsten zusammen sind die <b>Sonderausgabe</b>: Sie steht über der 13 und kann nie überklebt werden.</p>
        <p>Jeder bekommt 13 Plakate (Spielart Kurz: 10). 6 Plakate liegen offen im <b>Plakatkarren</b> (Hausregel: 4 oder 8), der Rest liegt verdeckt in der <b>Druckerei</b>.</p>
      </>
    ),
  },
  {
    title: 'Dein Zug',
    body: (
      <ol>
        <li><b>Kleben:</b> Du musst eine Gruppe kleben – ein Plakat oder mehrere gleiche, Bürsten dürfen dazu. Sie kommt oben auf deine Säule; die alten Schichten bleiben darunter und zählen am Ende mit.</li>
        <li><b>Überkleben prüfen:</b> Danach werden die anderen Säulen der Reihe nach geprüft, im Uhrzeigersinn ab deinem linken Nachbarn, jede höchstens einmal. Hat die oberste Gruppe dort <i>genau</i> so viele Plakate wie deine und einen kleineren Wert, ist sie überklebt. Das ist Pflicht.</li>
        <li><b>Nehmen oder liegen lassen:</b> Du entscheidest über die abgerissenen Plakate. Nimmst du sie auf die Hand, zieht der Überklebte gleich viele nach. Lässt du sie liegen, entscheidet der Überklebte: zurück auf die Hand (kein Nachziehen) oder ins Altpapier und gleich viele nachziehen.</li>
        <li><b>Nachziehen:</b> Karte für Karte, jede wahlweise offen aus dem Plakatkarren oder verdeckt aus der Druckerei.</li>
        <li>Jede Überklebung wird ganz erledigt, bevor die nächste Säule geprüft wird. Erst danach füllt sich der Plakatkarren aus der Druckerei wieder auf, und der Nächste ist dran.</li>
      </ol>
    ),
  },
  { title: 'Ein Beispiel', body: <p>Grete hat oben zwei Sechser, Paul zwei Elfer. Du klebst zwei Achter: Gretes Sechser sind überklebt (gleich viele, kleiner), Pauls Elfer nicht (höher). Hätte Grete drei Sechser oben, wäre sie sicher – die Anzahl muss genau stimmen.</p> },
  {
    title: 'Ende und Wertung',
    body: (
      <ul>
        <li>Der Durchgang endet sofort, wenn jemand seine letzte Handkarte klebt – dann wird nicht mehr überklebt.</li>
        <li>Er endet ebenso sofort, wenn Druckerei und Plakatkarren leer sind, auch mitten im Nachziehen.</li>
        <li>Jedes Plakat auf deiner Säule (alle Schichten) zählt +1, jede Karte auf deiner Hand −1.</li>
        <li>Hausregel <b>Säule zählt doppelt</b>: Jede Gruppe auf der Säule mit 4 oder mehr Plakaten bringt 1 Punkt extra.</li>
        <li>Die meisten Punkte gewinnen; bei Gleichstand teilt man sich den Platz. Über 3 oder 5 Durchgänge werden die Punkte zusammengezählt.</li>
      </ul>
    ),
  },
  {
    title: 'Am Tisch',
    body: (
      <ul>
        <li>Oben die Säulen der anderen: Name, Handkarten, Plakate auf der Säule, Punkte; groß die oberste Gruppe, klein die Gruppe „darunter“, die nachrückt, wenn die oberste überklebt wird. Unter dem Namen steht, was der Spieler zuletzt getan hat.</li>
        <li>In der Mitte die Druckerei (Zahl der verdeckten Karten), der Plakatkarren und das Altpapier.</li>
        <li>Unten deine Hand: Plakate antippen wählt sie, doppelt tippen wählt alle gleichen. Die Gruppenleiste („3× 8“, „+ B“) wählt ganze Gruppen und legt Bürsten dazu. Säulen, die deine Auswahl überkleben würde, leuchten schon vorher rot, und die Zeile unter der Hand rechnet vor, was geschieht.</li>
        <li>Marken: „mit 2× 9 überklebbar“ (grün) – das kannst du gerade überkleben; „sicher“ – es gibt nicht mehr genug höhere Plakate und Bürsten dafür, auch keine, die noch durch Nehmen oder Zurück auf die Hand wiederkommen können (nur was im Altpapier oder unter einer nie überklebbaren Gruppe liegt, ist aus dem Spiel); „mit … überklebbar“ nie für deine letzten Handkarten, denn die überkleben nichts; „angreifbar“ an deiner eigenen Säule.</li>
        <li>Tippe eine Säule an, um alle Schichten zu sehen. Beim Nachziehen tragen passende Karten im Karren ein Schild („passt 2ד, „Joker“).</li>
        <li>Die Punktetafel zeigt alle Punkte und zählt, wie viele Plakate jeder Sorte noch verdeckt sind. Mit der Maus über ein Plakat (am Handy: lange drücken) siehst du, wie viele davon noch im Spiel sind.</li>
        <li>Tasten: 1–9, 0 (=10), J, Q, K (=11–13) wählen eine Sorte, nochmal drücken nimmt ein Plakat mehr; B legt eine Bürste dazu; Enter klebt; Esc hebt die Wahl auf; R holt den Rat; N / L nehmen / liegen lassen; H / A zurück auf die Hand / ins Altpapier; D zieht verdeckt, 1–8 aus dem Karrenplatz; ? zeigt alle Tasten.</li>
      </ul>
    ),
  },
  {
    title: 'Spielarten',
    body: (
      <ul>
        <li><b>Freie Partie:</b> du gegen 1 bis 4 Computer (leicht, normal, stark), alle Spielarten und Hausregeln, ohne Uhr. Der Knopf <b>Rat</b> zeigt die Wahl des starken Computers mit kurzer Begründung; entscheiden musst du selbst.</li>
        <li><b>Tagesplakat:</b> jeden Tag dieselbe Mischung für alle – du gegen drei starke Computer, ein Durchgang, Grundregeln, ohne Rat. Nur der erste Versuch des Tages kommt in die Tagesliste; Tage in Folge bauen eine Serie auf.</li>
        <li><b>Rekordjagd:</b> fünf Durchgänge gegen drei Computer der gewählten Stärke, die Punkte zusammengezählt. Dein bester Wert je Stärke bleibt als Rekord.</li>
        <li><b>Mit anderen:</b> 2 bis 5 Plätze, freie Plätze füllt der Computer. Eine Bedenkzeit gilt für jede Entscheidung, auch für „Nehmen“, „Zurück auf die Hand“ und das Nachziehen im Zug eines anderen.</li>
        <li>Beim ersten eigenen Zug erklärt ein kleines Fenster die drei Schritte; die Endtafel zeigt deine Bilanz auf diesem Gerät (Partien, Siege, bester Durchgang).</li>
      </ul>
    ),
  },
  { title: 'Bestenliste', body: <p>Am Ende gibt es deine Gesamtpunkte (nie weniger als 0) plus einen Platzbonus: 30 für Platz 1, 15 für Platz 2, 5 für Platz 3. Wer eine Partie mit anderen Menschen vorzeitig verlässt, bekommt −10 Punkte; allein gegen den Computer endet die Partie dann ohne Wertung.</p> },
];

const en: Section[] = [
  { title: 'What it is about', body: <p>Cologne, spring 1929: on the city’s advertising pillars, bill stickers fight for the best spot. You paste your posters on top of your own pillar. Come with as many posters as a rival shows on top of his pillar, but of a higher value, and you paste right over him. At the end every poster on your pillar counts, every card in your hand costs. Two to five players; alone you play against one to four computers.</p> },
  {
    title: 'The posters',
    body: (
      <>
        <p>13 kinds, 8 of each, by rank: 1 Katze entlaufen (lost cat), 2 Zimmer frei (room to let), 3 Tanztee (tea dance), 4 Kohlenhandel (coal merchant), 5 Seifenreklame (soap advert), 6 Turnfest (gymnastics festival), 7 Pferderennen (horse race), 8 Lichtspielhaus (cinema), 9 Varieté, 10 Operette, 11 Karnevalssitzung (carnival session), 12 Messe (trade fair), 13 Luftschiff-Rundflug (airship flight). Each kind shows its number and a small symbol, so colour is never the only clue.</p>
        <p>There are also 5 paste brushes (Kleisterbürsten; house rule: 3 or 7). A brush fits any poster and counts as it: two eights and a brush are three eights. Brushes on their own are the <b>Sonderausgabe</b> (special edition): above the 13 and never covered.</p>
        <p>Everyone gets 13 posters (short game: 10). 6 posters lie face up in the <b>cart</b> (Plakatkarren; house rule: 4 or 8), the rest lies face down in the <b>press</b> (Druckerei).</p>
      </>
    ),
  },
  {
    title: 'Your turn',
    body: (
      <ol>
        <li><b>Paste:</b> you must paste a group – one poster or several equal ones, brushes may join. It goes on top of your pillar; older layers stay below and count at the end.</li>
        <li><b>Check for covering:</b> then the other pillars are checked in turn, clockwise from your left neighbour, each at most once. If the top group there has <i>exactly</i> as many posters as yours and a lower value, it is covered. This is compulsory.</li>
        <li><b>Take or leave:</b> you decide about the torn-off posters. Take them into your hand and the covered player draws as many. Leave them and the covered player decides: back into the hand (no drawing) or into the waste paper (Altpapier) and draw as many.</li>
        <li><b>Drawing:</b> card by card, each either face up from the cart or face down from the press.</li>
        <li>Each cover is settled completely before the next pillar is checked. Only then is the cart refilled from the press, and the next player’s turn begins.</li>
      </ol>
    ),
  },
  { title: 'An example', body: <p>Grete has two sixes on top, Paul two elevens. You paste two eights: Grete’s sixes are covered (as many, lower), Paul’s elevens are not (higher). Had Grete three sixes on top, she would be safe – the count must match exactly.</p> },
  {
    title: 'End and scoring',
    body: (
      <ul>
        <li>The round ends at once when someone pastes their last hand card – no covering then.</li>
        <li>It also ends at once when press and cart are empty, even in the middle of drawing.</li>
        <li>Every poster on your pillar (all layers) scores +1, every card in your hand −1.</li>
        <li>House rule <b>Säule zählt doppelt</b> (pillar counts double): each group of 4 or more posters on the pillar brings 1 extra point.</li>
        <li>Most points win; ties share the place. Over 3 or 5 rounds the points are added up.</li>
      </ul>
    ),
  },
  {
    title: 'At the table',
    body: (
      <ul>
        <li>At the top the other pillars: name, hand cards, posters on the pillar, points; the top group large, the group below (“darunter”) small – it moves up when the top one is covered. Under the name: what that player did last.</li>
        <li>In the middle the press (number of face-down cards), the cart and the waste paper.</li>
        <li>At the bottom your hand: tap posters to select them, double tap selects all equal ones. The group bar (“3× 8”, “+ B”) selects whole groups and adds brushes. Pillars your selection would cover glow red beforehand, and the line under your hand works out what will happen.</li>
        <li>Badges: “mit 2× 9 überklebbar” (green) – you can cover this right now; “sicher” (safe) – not enough higher posters and brushes are left to cover it, counting those that can still come back to a hand by taking or back-to-hand (only the waste and what lies under a never-coverable group is out of play); “überklebbar” is never offered for your last hand cards, which cover nothing; “angreifbar” (attackable) on your own pillar.</li>
        <li>Tap a pillar to see all its layers. While drawing, fitting cards in the cart carry a label (“passt 2×” – fits 2×, “Joker”).</li>
        <li>The score panel shows all points and counts how many posters of each kind are still hidden. Hover a poster (on a phone: long press) to see how many of it are still in play.</li>
        <li>Keys: 1–9, 0 (=10), J, Q, K (=11–13) select a kind, pressing again adds one more; B adds a brush; Enter pastes; Esc clears; R asks for advice; N / L take / leave; H / A back to hand / to waste; D draws face down, 1–8 from that cart slot; ? lists all keys.</li>
      </ul>
    ),
  },
  {
    title: 'Modes',
    body: (
      <ul>
        <li><b>Free game:</b> you against 1 to 4 computers (easy, normal, strong), every variant and house rule, no clock. The <b>Advice</b> button shows the strong computer’s choice with a short reason; you still decide.</li>
        <li><b>Tagesplakat</b> (daily): the same deal for everyone each day – you against three strong computers, one round, base rules, no advice. Only the first attempt of the day enters the daily list; consecutive days build a streak.</li>
        <li><b>Record hunt</b>: five rounds against three computers of the chosen strength, points added up. Your best per strength stays as a record.</li>
        <li><b>With others:</b> 2 to 5 seats, computers fill free seats. A think time covers every decision, including “take”, “back to hand” and drawing inside someone else’s turn.</li>
        <li>On your first own turn a small window explains the three steps; the end screen shows your record on this device (games, wins, best round).</li>
      </ul>
    ),
  },
  { title: 'Leaderboard', body: <p>At the end you get your total points (never below 0) plus a place bonus: 30 for 1st, 15 for 2nd, 5 for 3rd. Leaving a game with other humans early costs 10 points; alone against the computer the game then ends without scoring.</p> },
];

export function Rules({ lang }: { lang: 'de' | 'en' }) {
  const sections = lang === 'en' ? en : de;
  return (
    <div class="kl-rules" data-testid="kleister-rules">
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          {s.body}
        </section>
      ))}
    </div>
  );
}
