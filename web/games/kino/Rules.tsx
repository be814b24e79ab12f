// The Speedkino rules page, in our own words from the rule book (German, English when lang = 'en').
import type { ComponentChildren } from 'preact';
import { FILM_SYMBOL } from './model';

interface Section { title: string; body: ComponentChildren }

const FILMS = ['Krimi', 'Western', 'Lustspiel', 'Abenteuer', 'Liebesfilm'];
const films = (
  <ul class="kn-rules-films">
    {FILMS.map((n, f) => <li key={f}><span class={`kn-sym f${f}`} aria-hidden="true">{FILM_SYMBOL[f]}</span> {n}</li>)}
  </ul>
);

const de: Section[] = [
  { title: 'Worum es geht', body: <p>Berlin 1927, Premiere im Lichtspielpalast. Ihr seid die Vorführer und legt zusammen fünf Filme Akt für Akt ein. Alle am Tisch bekommen dieselben Punkte. Reden ist verboten – der Chat ist während der Vorstellung gesperrt, auch für Privatnachrichten.</p> },
  {
    title: 'Die Filmdosen',
    body: (
      <>
        <p>Fünf Filme, jeder mit eigener Farbe <i>und</i> eigenem Zeichen:</p>
        {films}
        <p>Von jedem Film gibt es Akt 1 dreimal, Akt 2, 3 und 4 je zweimal und Akt 5 einmal. Zu zweit und zu dritt hat jeder 5 Dosen, zu viert und zu fünft 4. Die Taschenlampe hat 8 Batterien.</p>
      </>
    ),
  },
  { title: 'Das Besondere', body: <p>Deine eigenen Dosen siehst du nur von hinten – die der Kollegen offen. Auf jeder Rückseite steht, was dir die Hinweise verraten haben: zum Beispiel „Krimi“, „Akt 3“ oder durchgestrichen „kein Western, nicht Akt 1“. Unter den Dosen der Kollegen zeigt die Wissensleiste, was sie selbst schon wissen (abschaltbar über das Zahnrad).</p> },
  {
    title: 'Ein Zug',
    body: (
      <ul>
        <li><b>Hinweis geben</b> (1 Batterie): Wähle einen Kollegen und einen Film oder Akt. Alle seine passenden Dosen leuchten auf. Ohne Batterie kein Hinweis. Mit der Maus zeigt das Überfahren eines Knopfs vorab, was aufleuchtet und wie der Kollege den Hinweis nach den Absprachen liest („… liest das als Spielhinweis für die linke Dose“ – mit Warnung, wenn die Dose gerade nicht passt: „Filmriss droht!“), ein Klick gibt den Hinweis; am Handy wählt das erste Tippen aus, „Hinweis geben (1 Batterie)“ schickt ab.</li>
        <li><b>Archivieren</b> (+1 Batterie): eine eigene Dose ins Archiv – nicht, wenn die Taschenlampe voll ist.</li>
        <li><b>Einlegen</b>: eine eigene Dose auf die Spule ihres Films, die Akte der Reihe nach 1 bis 5. Passt sie nicht, gibt es einen Filmriss und die Dose kommt ins Archiv.</li>
      </ul>
    ),
  },
  { title: 'Danach', body: <p>Nach Archivieren oder Einlegen ziehst du eine Dose; sie kommt ganz links in deine Hand. Wer eine Spule mit Akt 5 vollendet, bekommt eine Batterie zurück. Die Dosen des letzten Hinweises an einen Spieler tragen einen gestrichelten Rahmen mit „neu“, bis er gehandelt hat; ein Hinweis an dich steht außerdem im Auftragsfeld.</p> },
  {
    title: 'Ende und Punkte',
    body: (
      <>
        <ul>
          <li>Der dritte Filmriss bricht die Vorstellung sofort ab: 0 Punkte für die Bestenliste.</li>
          <li>Wer die letzte Dose zieht, löst die letzte Rolle aus: danach hat jeder – auch er – noch genau einen Zug.</li>
          <li>Alle Spulen komplett: 25 Punkte (mit Farbfilm 30) – stehende Ovationen.</li>
        </ul>
        <p>Punkte sind die Summe der höchsten Akte auf allen Spulen. Die Kritik und die Bestenliste rechnen auf 25 um (mit Farbfilm sind 27 von 30 also 22,5). Die Kritik: ab 1 Pfiffe, ab 6 Gähnen, ab 11 Höflicher Beifall, ab 16 Beifall, ab 21 Großer Applaus, 25 Stehende Ovationen – eine Stufe zählt erst, wenn sie erreicht ist (25 von 30 sind 20,8: Beifall). Die Bestenliste rundet auf ganze Punkte und gibt zu viert 1, zu fünft 2 Bonuspunkte. Alle am Tisch bekommen denselben Wert.</p>
      </>
    ),
  },
  { title: 'Das Archiv', body: <p>Für jeden Film und Akt alle Exemplare: gold = eingelegt, grau = archiviert, Rahmen = noch im Spiel. Goldener Rand: die letzte ihrer Art, nicht wegwerfen. Roter Rand: verloren, diese Spule kommt nicht weiter. Geht die letzte ihrer Art verloren, warnt das Spiel und nennt, wo die Spule jetzt endet.</p> },
  {
    title: 'Die Absprachen der Computer-Kollegen',
    body: (
      <ul>
        <li><b>Wegwerf-Dose</b>: die rechte, noch nie angeleuchtete Dose – sie wird archiviert und ist auf jeder Hand markiert. Ist jede Dose einer Hand schon angeleuchtet, hat sie keine Wegwerf-Dose: Kein Hinweis an sie ist dann eine Rettung, und die Computer geben lieber einen harmlosen Hinweis, als eine angeleuchtete Dose zu archivieren.</li>
        <li><b>Gute Berührung</b>: Hinweise treffen nur Dosen, die noch gebraucht werden – keine, die schon auf der Spule liegt, deren Spule nicht mehr so weit kommt, oder die die Hinweise schon in einer anderen Hand festgelegt haben. Festgelegt ist eine angeleuchtete Dose, sobald von allem, was sie nach den Hinweisen sein kann, nur noch eine Dose gebraucht wird („Akt 1“, wenn jede andere Spule schon über Akt 1 ist, ist der Krimi 1). Eine gerettete Dose, die bei einem späteren Hinweis mit aufleuchtet, engt das nicht ein: Sie kann das Doppel einer Dose sein, die seit der Rettung eingelegt oder anderswo festgelegt wurde. Angeleuchtete Dosen werden nicht archiviert.</li>
        <li><b>Fokus</b>: Trifft ein Hinweis die Wegwerf-Dose, ist sie gemeint, sonst die linke neu angeleuchtete (trifft er nur schon angeleuchtete Dosen, die linke davon).</li>
        <li><b>Spielhinweis (S)</b>: Die gemeinte Dose passt jetzt – oder sobald die bekannten passenden Dosen liegen. Die Computer legen sie ein, auch wenn sie nur den Film oder nur den Akt kennen; eine, die erst „gleich“ passt, erst dann, wenn die Dosen davor liegen. Wird seit dem Hinweis anderswo eine Dose eingelegt, die sie auch sein könnte, legen die Computer sie trotzdem ein (der Geber hat kein Doppel gesehen) – erst ab dem zweiten Filmriss nicht mehr.</li>
        <li><b>Rettung (R)</b>: An der Wegwerf-Dose heißt ein Hinweis auf Akt 5, Akt 2 oder die letzte ihrer Art „aufheben!“ – die Dose wird aufgehoben, nicht blind eingelegt. Ob sie die letzte ihrer Art sein kann, zählt nach dem, was alle wissen (Spulen, Archiv, Hinweise): Jeder Akt 5, der noch gebraucht wird, ist die letzte seiner Art. Ein Filmhinweis auf die Wegwerf-Dose ist also eine Rettung, solange Akt 5 dieses Films (oder ein anderer letzter Akt) noch in Frage kommt. Kann ein Hinweis an der Wegwerf-Dose Rettung oder Spielhinweis sein, gilt er als Rettung – außer jede Dose, die die Rettung meinen kann, passt schon jetzt. Das gilt auch für „Akt 5“ und „Akt 2“: An der Wegwerf-Dose sind sie eine Rettung, selbst wenn die Dose passen könnte. Eine gerettete Dose legen die Computer nur ein, wenn jede Dose, die sie nach Hinweisen, Absprachen und dem, was sie sicher sehen, noch sein kann, passt – sie wetten nie auf sie: Ausgeschlossen wird dabei nur, was sie bei den Kollegen sehen oder was die Hinweise allein festlegen (nicht, was nur die Absprachen über eine andere Dose sagen), und eine Dose, die seit der Rettung nutzlos wurde, weil ein früherer Akt ganz verloren ging, kommt weiter in Frage. Blind eingelegt wird eine gerettete Dose nie, solange eine andere auf der Hand ist.</li>
        <li><b>Rettung geht vor</b>: Retten ist Sache des Spielers direkt davor. Würde der nächste Spieler seine Wegwerf-Dose archivieren – er kennt keine Dose, die passt, und keine nutzlose, und die Taschenlampe ist nicht voll – und ist sie die letzte ihrer Art oder ein Akt 2, dessen Zwilling der Retter in keiner Hand sieht, rettet ein Computer der Stufe Kollege oder Meister sie, bevor er selbst eine Dose einlegt (solange der Stapel nicht leer ist): mit einem Hinweis auf sie oder mit einem Spielhinweis, der dem Kollegen etwas zum Einlegen gibt. Sitzt du vor einem Computer, rette du seine Wegwerf-Dose zuerst: Er rechnet damit.</li>
        <li>Eine Batterie geben die Computer nur für Dosen aus, die der Kollege nach dem Hinweis sicher einlegen kann – weil sie ein Spielhinweis ist oder sicher passt –, nicht für eine, die er nur vermuten könnte.</li>
        <li>Legt ein Kollege so einen Spielhinweis nicht ein – er hatte seither einen Zug und hat sie behalten –, geben die Computer ihm den Hinweis, der sie nach den Hinweisen allein sicher macht (etwa den Film zum Akt-Hinweis): Wer nur die Absprachen kennt, kann nicht wissen, dass sie kein Doppel ist.</li>
        <li>Einen Spielhinweis geben die Computer am liebsten einem Kollegen, der gerade keine Dose sicher einlegen kann – sonst müsste er archivieren oder selbst eine Batterie ausgeben.</li>
        <li>Ist die Taschenlampe voll, geben sie einen harmlosen Hinweis – einen, nach dem niemand eine Dose einlegt, die nicht passt (ein Spielhinweis auf eine passende Dose ist auch harmlos); blind eingelegt wird nur, wenn es keinen gibt.</li>
        <li>In der letzten Rolle, wenn jeder nur noch einen Zug hat, legt ein Computer, der keine Dose sicher kennt, seine wahrscheinlichste blind ein statt zu archivieren – eine archivierte Dose hilft dann niemandem mehr. Das tut er nur, solange höchstens ein Filmriss passiert ist, nie mit einer geretteten Dose, und nicht, wenn ein Hinweis einem Kollegen, der noch dran ist, eher eine Dose einbringt.</li>
        <li>Zu dritt und mehr, mit nur einer oder zwei Batterien, archiviert ein Kollege seine Wegwerf-Dose nicht, solange sie die letzte ihrer Art sein kann und ein harmloser Hinweis möglich ist: Er gibt den Hinweis und hebt sie auf. Wer die Batterie vor ihm ausgegeben hat, konnte sie nicht retten; wer nach ihm archiviert, bringt die Batterie dafür zurück.</li>
        <li>Zu zweit gilt dasselbe gleich nach einer Rettung, mit beliebig vielen Batterien: Wer gerade gerettet wurde und nichts einzulegen hat, archiviert seine neue Wegwerf-Dose nicht, solange sie die letzte ihrer Art sein kann und ein harmloser Hinweis möglich ist. Eine Rettung hebt nur eine Dose auf; der Retter ist als Nächster dran und kann auch die nächste retten.</li>
      </ul>
    ),
  },
  { title: 'Varianten', body: <ul><li><b>Farbfilm – eigene Spule</b>: ein sechster Film, bis 30 Punkte.</li><li><b>Farbfilm – Joker</b>: leuchtet bei jedem Filmhinweis mit, kann selbst nicht genannt werden („Krimi oder Farbfilm“).</li><li><b>Leere Hinweise</b>: auch einen Film oder Akt nennen, den der Kollege nicht hat – kostet trotzdem eine Batterie. Ohne die Variante wird so ein Hinweis abgelehnt.</li></ul> },
  { title: 'Rat, Tagesvorstellung, Tasten', body: <p>Solo gibt es den Rat (Taste R): Ein Meister-Kollege rechnet deinen Zug nur aus deinem Wissen und erklärt ihn; der Zug wird vorbereitet (grüner Knopf), ausführen musst du ihn selbst. Die Tagesvorstellung: jeden Tag derselbe Stapel für alle, du mit zwei Kollegen, ohne Farbfilm und leere Hinweise, ohne Rat; der erste Versuch zählt. Tasten: ←/→ eigene Dose, E einlegen, A archivieren, N Kollege, 1–5 Akt, K W L B H F Film, Enter Hinweis geben, Esc abbrechen, ? alle Tasten.</p> },
];

const en: Section[] = [
  { title: 'What it is about', body: <p>Berlin 1927, a premiere at the picture palace. You are the projectionists and together put five films on their reels act by act. Everyone at the table gets the same points. No talking – the chat is locked during the screening, private messages too.</p> },
  { title: 'The film cans', body: <><p>Five films, each with its colour <i>and</i> its sign:</p>{films}<p>Each film has Act 1 three times, Acts 2–4 twice, Act 5 once. With 2 or 3 players everyone holds 5 cans, with 4 or 5 players 4. The flashlight holds 8 batteries.</p></> },
  { title: 'The twist', body: <p>You see your own cans only from behind – your colleagues’ cans are open. Each back shows what clues told you: “Krimi”, “Act 3”, or struck through “not Western, not Act 1”. Under your colleagues’ cans, the knowledge strip shows what they know (switch it off in the gear menu).</p> },
  { title: 'A turn', body: <ul><li><b>Give a clue</b> (1 battery): choose a colleague and a film or an act; all matching cans light up. No battery, no clue. With a mouse, hovering previews what lights up and how the colleague reads the clue by the conventions (“… reads this as a play clue for the left can”, with a warning when that can does not fit now), and a click gives the clue; on a phone the first tap chooses and “Give clue (1 battery)” sends.</li><li><b>Archive</b> (+1 battery): one of your cans goes to the archive – not with a full flashlight.</li><li><b>Play</b>: one of your cans goes on its film’s reel, acts in order 1 to 5. If it does not fit: a film break, and the can goes to the archive.</li></ul> },
  { title: 'Afterwards', body: <p>After archiving or playing you draw a can; it goes to the left end of your hand. Completing a reel with Act 5 gives a battery back. The cans of the last clue to a player wear a dashed “new” frame until that player has acted; a clue to you also stands in the task field.</p> },
  { title: 'End and points', body: <><ul><li>The third film break ends the screening at once: 0 leaderboard points.</li><li>Whoever draws the last can starts the last reel: everyone, the drawer too, has exactly one more turn.</li><li>All reels complete: 25 points (30 with Farbfilm) – a standing ovation.</li></ul><p>Points are the sum of the highest act on each reel. The critique and the leaderboard scale to 25 (with Farbfilm 27 of 30 are 22.5). The critique: from 1 whistles, from 6 yawns, from 11 polite applause, from 16 applause, from 21 great applause, 25 a standing ovation – a level counts once it is reached (25 of 30 are 20.8: applause). The leaderboard rounds to whole points and adds 1 bonus point with 4 players, 2 with 5. Everyone at the table gets the same value.</p></> },
  { title: 'The archive', body: <p>For each film and act every copy: gold = played, grey = archived, frame = still in play. Gold border: the last of its kind, keep it. Red border: lost, that reel gets no further. When the last of a kind is lost, the game warns and says where the reel now ends.</p> },
  { title: 'The computers’ conventions', body: <ul><li><b>Discard can</b> (Wegwerf-Dose): the rightmost never-touched can; it is marked on every hand. A hand whose cans have all been touched has no discard can: no clue to it is then a save, and the computers would rather give a harmless clue than archive a touched can.</li><li><b>Good touch</b>: clues touch only cans still needed – none already on its reel, none whose reel cannot get that far, none the clues have already pinned down in another hand. A touched can is pinned down once only one of the cans it may be is still needed (“Act 1” with every other reel past Act 1 is the Krimi 1). A saved can that lights up again along with a later clue is not narrowed by this: it may be the twin of a can played or pinned down elsewhere since the save. Touched cans are not archived.</li><li><b>Focus</b>: the discard can if touched, else the leftmost newly touched can (if it touches only cans touched before, the leftmost of them).</li><li><b>Play clue (S)</b>: the focused can fits now, or once the known playable cans are down; computers play it, even knowing only its film or only its act – one that fits only “once” when the cans before it are down. If a can it might also be is played elsewhere after the clue, the computers still play it (the giver saw no twin) – only from the second film break on they no longer do.</li><li>If a colleague does not play such a play clue – it has had a turn since and kept the can –, the computers give it the clue that makes the can sure by the clues alone (say the film to an act clue): whoever knows only the conventions cannot tell that it is no twin.</li><li><b>Save (R)</b>: at the discard can, an Act 5, Act 2 or last-of-its-kind clue means “keep it” – kept, not played blind. Whether it may be the last of its kind counts by what everyone knows (reels, archive, clues): every Act 5 still needed is the last of its kind, so a film clue on the discard can is a save as long as that film’s Act 5 (or another last act) is still possible. A clue at the discard can that may be a save or a play clue is a save – unless every can the save may mean already fits. That holds for “Act 5” and “Act 2” too: at the discard can they are a save even when the can might fit. The computers play a saved can only when every can it may still be (by the clues, the conventions and what they see for certain) fits – they never gamble on it: they rule out only what they see in their colleagues’ hands or what the clues alone pin down (not what the conventions alone say about another can), and a can that became useless since the save because an earlier act was lost stays possible. A saved can is never played blind while the hand holds another.</li><li><b>Saving comes first</b>: saving is the job of the player directly before. If the next player would archive its discard can – it knows no can that fits and none that is useless, and the flashlight is not full – and that can is the last of its kind or an Act 2 whose twin the saver sees in no hand, a computer at level Colleague or Master saves it before it plays a can itself (while the stack is not empty): with a clue on it, or with a play clue that gives the colleague something to play. Sitting before a computer, save its discard can first: it counts on you.</li><li>The computers spend a battery only on cans the colleague can then play for sure – a play clue, or a can sure to fit – never on one the colleague could only guess.</li><li>They give a play clue preferably to a colleague who has no can to play for sure – otherwise that colleague would have to archive or spend a battery.</li><li>With a full flashlight they give a harmless clue – one after which nobody plays a can that does not fit (a play clue on a can that fits is harmless too); they play blind only if there is none.</li><li>In the last round (letzte Rolle), when everyone has one turn left, a computer that knows no can to play lays its likeliest can blind rather than archive – an archived can helps nobody any more. Only while at most one film break has happened, never with a saved can, and not when a clue would more likely get a colleague who still moves to play.</li><li>At three or more, with only one or two batteries, a colleague does not archive its discard can while it may be the last of its kind and a harmless clue is possible: it gives the clue and keeps the can. Whoever spent the battery before could not save it; whoever archives after brings the battery back for it.</li><li>With two players the same holds right after a save, with any number of batteries: a colleague who was just saved and has nothing to play does not archive its new discard can while it may be the last of its kind and a harmless clue is possible. A save keeps only one can; the saver moves next and can save the next one too.</li></ul> },
  { title: 'Variants', body: <ul><li><b>Farbfilm – own reel</b>: a sixth film, up to 30 points.</li><li><b>Farbfilm – Joker</b>: lights up with every film clue and can never be named (“Krimi or Farbfilm”).</li><li><b>Empty clues</b>: you may name a film or act the colleague does not hold; still costs a battery. Without the variant such a clue is refused.</li></ul> },
  { title: 'Advice, daily screening, keys', body: <p>Solo you can ask for advice (key R): a master colleague computes your move from your own knowledge and explains it; the move is prepared (green button), you make it yourself. The daily screening: the same stack for everyone each day, you with two colleagues, no Farbfilm, no empty clues, no advice; the first attempt counts. Keys: ←/→ your can, E play, A archive, N colleague, 1–5 act, K W L B H F film, Enter give the clue, Esc cancel, ? all keys.</p> },
];

export function Rules({ lang }: { lang: 'de' | 'en' }) {
  const sections = lang === 'en' ? en : de;
  return (
    <div class="kino kn-rules">
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          {s.body}
        </section>
      ))}
    </div>
  );
}
