// The Speedalbum rules page, in our own words from the rule book (German, English when lang = 'en').
// The objective values come from docs/album-balance.md (tuned by `npm run balance`).
import type { ComponentChildren } from 'preact';
import { Shape } from './Shape';

interface Section { title: string; body: ComponentChildren }

const SERIES_DE = ['Rennwagen (rot, Kreis)', 'Flieger (blau, Dreieck)', 'Dampflok (grün, Quadrat)', 'Ritterburg (violett, Raute)', 'Fußball (orange, Sechseck)', 'Wildtiere (ocker, Stern)'];
const SERIES_EN = ['Rennwagen – racing cars (red, circle)', 'Flieger – aeroplanes (blue, triangle)', 'Dampflok – steam engines (green, square)', 'Ritterburg – castles (violet, diamond)', 'Fußball – footballs (orange, hexagon)', 'Wildtiere – wild animals (ochre, star)'];

const seriesList = (names: string[]) => (
  <ul class="al-rules-series">
    {names.map((n, s) => <li key={s}><Shape series={s} size={16} /> {n}</li>)}
  </ul>
);

const de: Section[] = [
  { title: 'Worum es geht', body: <p>Ruhrgebiet, Sommer 1956: Am Kiosk an der Zeche tauschen die Kinder Sammelbilder. Jedes Bildchen hat vorn ein Motiv und hinten einen Sammelauftrag fürs Album. Du sammelst Aufträge und die Bilder, die zu ihnen passen – am Ende zählt jeder Auftrag gegen dein eigenes Album. Zwei bis sechs Sammler; allein spielst du gegen einen bis fünf Computer.</p> },
  {
    title: 'Die Karten',
    body: (
      <>
        <p>108 Karten, sechs Serien zu je 18. Jede Serie hat ihre Farbe <i>und</i> ihre Form, damit man sie auch ohne Farben auseinanderhält:</p>
        {seriesList(SERIES_DE)}
        <p>Jede Karte trägt hinten einen anderen Auftrag; oben rechts darauf ist das Motiv der Vorderseite gedruckt. Kein Auftrag nennt seine eigene Serie. Im Spiel sind je Platz drei Karten jeder Serie (zu zweit 36 … zu sechst alle 108); welche, bleibt verdeckt.</p>
      </>
    ),
  },
  { title: 'Aufbau', body: <p>Drei Stapel, Auftrag nach oben – den obersten sieht jeder. Unter jedem Stapel liegen zwei Bilder offen: der Markt mit 3 × 2 Bildern. Wer anfängt, lost der Computer aus (im Tagesalbum und in der Rekordjagd fängst du an).</p> },
  {
    title: 'Ein Zug',
    body: (
      <ol>
        <li><b>Nehmen:</b> den obersten Auftrag eines Stapels in deine Auftragsmappe – oder zwei beliebige Bilder aus dem Markt. Liegt nur noch ein Bild da, nimmst du dieses eine.</li>
        <li><b>Drehen</b> (freiwillig, einmal im Zug): Einer deiner Aufträge – auch der gerade genommene – kommt auf die Bildseite. Er zählt dann als Bild seiner Serie, der Auftrag ist weg. Zurück geht es nicht.</li>
        <li><b>Auffüllen:</b> Leere Marktplätze füllt der Stapel darüber (die Karte wird zum Bild). Ist er leer, rückt die untere Hälfte (abgerundet) des größten Stapels an seine Stelle; dessen oberste Karte bleibt liegen.</li>
      </ol>
    ),
  },
  {
    title: 'Die Aufträge',
    body: (
      <>
        <p>Ein Bild zählt für jeden Auftrag, der es braucht: dieselbe Dampflok kann zugleich zu einem Paar, einer Treppe und zu „die meisten Dampfloks“ gehören. Die Arten:</p>
        <ul>
          <li><b>Je Bild:</b> „Je Rennwagen +3“, auch mit Abzug für eine andere Serie („+3 je Ritterburg, −1 je Flieger“).</li>
          <li><b>Paare und Sätze:</b> je Paar zweier Serien (oder je zwei derselben Serie), je Satz aus drei Serien.</li>
          <li><b>Treppe:</b> je Lauf aus 1 × X, 2 × Y und 3 × Z.</li>
          <li><b>Gleich viele</b> Bilder zweier Serien – mindestens je eins; 0 zu 0 zählt nicht.</li>
          <li><b>Gerade / ungerade</b> Zahl einer Serie (0 ist gerade).</li>
          <li><b>Die meisten / die wenigsten</b> einer Serie am Kiosk (bei „die meisten“ mindestens eins) und die meisten / wenigsten Bilder insgesamt. Ein Gleichstand zählt für den Besitzer des Auftrags.</li>
          <li><b>Besondere:</b> je komplette Reihe aller sechs Serien, je fehlende Serie, je Serie mit mindestens 3 bzw. 4 Bildern.</li>
        </ul>
        <p>Die Werte sind mit vielen Probepartien der Computer ausgeglichen: Jede Art bringt im Schnitt ähnlich viel, wenn man sie sinnvoll sammelt.</p>
      </>
    ),
  },
  {
    title: 'Ende und Sieg',
    body: (
      <ul>
        <li>Sind alle Stapel und der Markt leer, wird gezählt: jeder Auftrag gegen das eigene Album. Die Wertung zeigt jeden Auftrag mit seinen Punkten.</li>
        <li>Die meisten Punkte gewinnen. Bei Gleichstand gewinnt, wer in der Zugfolge später kommt.</li>
        <li><b>Lange Partie</b> (nur zu zweit oder zu dritt): Alle 108 Karten werden auf drei (zu zweit) bzw. zwei Durchgänge (zu dritt) verteilt, die Punkte addiert, und wer anfängt, wandert weiter.</li>
      </ul>
    ),
  },
  {
    title: 'Am Tisch',
    body: (
      <ul>
        <li>Tippe einen Stapel oder zwei Bilder an, auf Wunsch einen Auftrag in deiner Mappe („drehen“) oder „neuen Auftrag gleich drehen“, und bestätige mit <b>Zug ausführen</b>. Die Zeile „Punkte vorher → nachher“ rechnet vor, was der Zug bringt.</li>
        <li>In deinem Zug steht an jedem Stapel, was dir sein Auftrag jetzt bringen würde, und an jedem Bild, was es bringt; ist schon ein Bild gewählt, heißt „mit“: beide zusammen.</li>
        <li>In der Mappe zeigt unten links jeder Auftrag, welches Bild (oder Bilderpaar) ihn als Nächstes hebt; „bringt nichts“ heißt: ein Kandidat zum Drehen. Über den Serienfächern steht, wie viele Aufträge ein weiteres Bild dieser Serie wollen – rot: wie vielen es schadet.</li>
        <li>Ein Brett für alle: Unten steht das Album dessen, der gerade zieht. Tippe einen Namen in der Punktetafel an, um sein Album zu sehen; „Zu meinem Album“ führt zurück. Unter Ansicht lässt sich „Ansicht folgt dem Zug“ abschalten.</li>
        <li>Maus über eine Karte (am Handy: lange drücken) zeigt, was sie zählt.</li>
        <li>Tasten: 1 / 2 / 3 wählen einen Stapel, Q / W / E die oberen und A / S / D die unteren Bilder, F dreht den neuen Auftrag gleich, Enter führt den Zug aus, Esc leert die Wahl, R holt den Rat, M führt zurück zu deinem Album, ? zeigt alle Tasten.</li>
      </ul>
    ),
  },
  {
    title: 'Spielarten und Einstellungen',
    body: (
      <ul>
        <li><b>Freie Partie:</b> du gegen einen bis fünf Computer, ohne Uhr, mit <b>Rat</b> (Taste R): Er zeigt den Zug des starken Computers mit „Punkte vorher → nachher“ und einem Grund.</li>
        <li><b>Rekordjagd:</b> du gegen den Mitsammler Max. Max nimmt immer die ersten zwei Bilder von links (oben vor unten) – „Max“ steht an diesen Bildern – und zählt bei „die meisten / wenigsten“ mit. Ohne Rat; dein bester Punktestand kommt in die Rekordliste.</li>
        <li><b>Tagesalbum:</b> jeden Tag dieselben Stapel für alle, du gegen zwei starke Computer, ohne Uhr und ohne Rat. Nur der erste Versuch des Tages kommt in die Tagesliste; an aufeinanderfolgenden Tagen wächst deine Serie.</li>
        <li><b>Mit anderen:</b> ein Tisch für 2 bis 6 Plätze in der Trinkhalle, freie Plätze füllt auf Wunsch der Computer. Bedenkzeit 30, 60, 90 Sekunden, 2 Minuten (Standard) oder ohne; danach 10 Sekunden Nachfrist, dann wählt der Rat für dich. Mit Einsatz geht der Topf an den bestplatzierten Menschen; „Nochmal – gleicher Tisch“ spielt in derselben Runde weiter.</li>
        <li>Hausregeln: Drehen <b>„nur neuen“</b> – nur den gerade genommenen Auftrag darfst du drehen; <b>Bestandsliste</b> – die Punktetafel zeigt, wie viele Bilder je Serie noch unter den Stapeln liegen.</li>
        <li>Computer: <b>leicht</b> schaut nur, was ein Zug sofort bringt; <b>normal</b> plant die Sammlung bis zum Ende; <b>stark</b> plant genauer, rechnet das Drehen mit und lässt dem Nächsten nichts Gutes liegen.</li>
      </ul>
    ),
  },
  { title: 'Bestenliste', body: <p>Platzbonus 30 / 15 / 5 plus deine eigenen Punkte (mindestens 0); in der Rekordjagd zählen nur deine eigenen Punkte. Wer eine Partie mit anderen Menschen vorzeitig verlässt, bekommt −10.</p> },
];

const en: Section[] = [
  { title: 'What it is about', body: <p>The Ruhr, summer 1956: at the kiosk by the colliery the children swap trading cards. Each card has a picture on the front and a collecting objective for the album on the back. You collect objectives and the pictures that suit them – at the end every objective scores against your own album. Two to six collectors; alone you play against one to five computers.</p> },
  {
    title: 'The cards',
    body: (
      <>
        <p>108 cards, six series of 18. Each series has its colour <i>and</i> its shape, so they can be told apart without colours too:</p>
        {seriesList(SERIES_EN)}
        <p>Every card carries a different objective on its back; the front’s picture is printed top right on it. No objective names its own series. In play are three cards of every series per seat (36 for two … all 108 for six); which ones stays hidden.</p>
      </>
    ),
  },
  { title: 'Setting up', body: <p>Three piles, objective side up – everyone sees the top card. Below each pile lie two pictures face up: the market of 3 × 2 pictures. Who starts is drawn by lot (in the daily album and the record hunt you start).</p> },
  {
    title: 'A turn',
    body: (
      <ol>
        <li><b>Take</b> the top objective of a pile into your objectives folder – or any two pictures from the market. If only one picture is left, take that one.</li>
        <li><b>Flip</b> (optional, once per turn): one of your objectives – also the one just taken – turns to its picture side. It counts as a picture of its series; the objective is gone. There is no flipping back.</li>
        <li><b>Refill:</b> empty market places are filled from the pile above (the card becomes a picture). If that pile is empty, the bottom half (rounded down) of the largest pile moves over; its top card stays.</li>
      </ol>
    ),
  },
  {
    title: 'The objectives',
    body: (
      <>
        <p>A picture counts for every objective that needs it: the same steam engine can belong to a pair, a staircase and “most steam engines” at once. The kinds:</p>
        <ul>
          <li><b>Per picture:</b> “+3 per racing car”, also with a minus for another series.</li>
          <li><b>Pairs and sets:</b> per pair of two series (or per two of one series), per set of three series.</li>
          <li><b>Staircase:</b> per run of 1 × X, 2 × Y and 3 × Z.</li>
          <li><b>As many</b> pictures of two series – at least one each; 0 and 0 does not count.</li>
          <li><b>Even / odd</b> number of a series (0 is even).</li>
          <li><b>Most / fewest</b> of a series at the kiosk (“most” needs at least one) and most / fewest pictures in total. A tie counts for the objective’s owner.</li>
          <li><b>Specials:</b> per complete row of all six series, per missing series, per series with at least 3 or 4 pictures.</li>
        </ul>
        <p>The values are balanced with many computer test games: every kind earns about the same when collected sensibly.</p>
      </>
    ),
  },
  {
    title: 'End and winning',
    body: (
      <ul>
        <li>When all piles and the market are empty, every objective is scored against its owner’s album. The scoring shows each objective with its points.</li>
        <li>Most points win. On a tie the player later in the turn order wins.</li>
        <li><b>Long game</b> (2 or 3 players only): the 108 cards are dealt over three (2 players) or two rounds (3 players), points are added, and the starting player moves on.</li>
      </ul>
    ),
  },
  {
    title: 'At the table',
    body: (
      <ul>
        <li>Tap a pile or two pictures, if you like an objective in your folder (“flip”) or “flip the new objective at once”, and confirm with <b>Make the move</b>. The line “points before → after” works out what the move brings.</li>
        <li>In your turn every pile shows what its objective would bring you now, and every picture what it brings; once a picture is chosen, “with” means both together.</li>
        <li>In the folder each objective shows bottom left which picture (or pair) raises it next; “brings nothing” marks a candidate to flip. Above the series slots: how many objectives want another picture of that series – red: how many it hurts.</li>
        <li>One board for all: below is the album of whoever is moving. Tap a name on the score board to see that album; “Back to my album” takes you back. Switch off “View follows the turn” under View.</li>
        <li>Hover a card (on a phone: long press) to see what it counts.</li>
        <li>Keys: 1 / 2 / 3 choose a pile, Q / W / E the top and A / S / D the bottom pictures, F flips the new objective at once, Enter makes the move, Esc clears the choice, R asks for advice, M returns to your album, ? lists all keys.</li>
      </ul>
    ),
  },
  {
    title: 'Modes and settings',
    body: (
      <ul>
        <li><b>Free game:</b> you against one to five computers, no clock, with <b>Advice</b> (key R): the strong computer’s move with “points before → after” and a reason.</li>
        <li><b>Record hunt</b>: you against the co-collector Max. Max always takes the first two pictures from the left (top before bottom) – “Max” marks them – and counts for most / fewest. No advice; your best score enters the record list.</li>
        <li><b>Tagesalbum</b> (daily album): the same piles for everyone each day, you against two strong computers, no clock, no advice. Only the first attempt of the day enters the daily list; consecutive days grow your streak.</li>
        <li><b>With others:</b> a table for 2 to 6 seats at the Trinkhalle; computers fill free seats on request. Think time 30, 60, 90 seconds, 2 minutes (default) or none; then 10 seconds of grace, after which the advice moves for you. With a stake the pot goes to the best-placed human; “Again – same table” plays on at the same table.</li>
        <li>House rules: <b>flip “only new”</b> – only the objective just taken may be flipped; <b>Stock list</b> – the score board shows how many pictures per series are still below the piles.</li>
        <li>Computers: <b>easy</b> looks only at what a move brings at once; <b>normal</b> plans the collection to the end; <b>strong</b> plans more precisely, counts flipping in and leaves the next player nothing good.</li>
      </ul>
    ),
  },
  { title: 'Leaderboard', body: <p>Place bonus 30 / 15 / 5 plus your own points (at least 0); in the record hunt only your own points count. Leaving a game with other humans early costs 10.</p> },
];

export function Rules({ lang }: { lang: 'de' | 'en' }) {
  const sections = lang === 'en' ? en : de;
  return (
    <div class="album al-rules" data-testid="album-rules">
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          {s.body}
        </section>
      ))}
    </div>
  );
}
