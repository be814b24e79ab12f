// The Speedkino table: the booth (flashlight, Filmrisse, stack, points, reels) on top, the archive
// (left on a laptop, folded under the moves on a phone), the colleagues' cans (open, in turn order
// from your left neighbour), your own cans (backs only) and the task field with the moves. Your
// own cans are never in the view; this board never assumes they are.
import { askRat } from '../ask-rat';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { KinoMove, KinoView } from '@games/kino/types';
import { FARBFILM, MAX_BATTERIES } from '@games/kino/types';
import { Archive } from './Archive';
import { Dock } from './Dock';
import { Hand } from './Hand';
import { Gear } from './Gear';
import { Reels, StatusBar } from './Status';
import { adviceSentence } from './advice';
import { canName, filmName, tx } from './i18n';
import { toast } from '../../ui/Toast';
import { seatNames, touchedByClue, type ClueChoice } from './model';
import { kinoSettings } from './settings';
import { useKinoKeys } from './useKinoKeys';

export function Board(props: BoardProps) {
  const view = props.view.value as KinoView | null;
  if (!view) return null;
  return <Table {...props} kino={view} />;
}

const wide = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 900px)').matches;

function Table(props: BoardProps & { kino: KinoView }) {
  const view = props.kino;
  const names = seatNames(props.table.value, view);
  const you = view.you;
  // "Vorstellung ansehen" (/r/…) shows this board inert, from any seat's view: nothing is playable
  // there, so no dock and no prompts, and the viewed seat's cans go by its name, not "Deine Dosen".
  const replay = props.replay === true;
  const acting = !replay && you !== null && view.phase === 'play' && view.turn === you;
  const myHand = you === null ? [] : view.hands[you] ?? [];
  const colleagues = Array.from({ length: view.seats - (you === null ? 0 : 1) }, (_, i) => (you === null ? i : (you + 1 + i) % view.seats));
  const [chosenCan, setChosenCan] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [clue, setClue] = useState<ClueChoice | null>(null);
  const [hover, setHover] = useState<ClueChoice | null>(null);
  const [asking, setAsking] = useState(false);
  const [archiveOpen] = useState(wide);
  const clearAll = () => { setChosenCan(null); setTarget(null); setClue(null); setHover(null); };

  // A new turn clears the choice and any Rat answer.
  const decisionKey = `${view.turnNo}:${view.phase}`;
  const adviceFor = useRef<{ key: string; advice: unknown } | null>(null);
  useEffect(() => { clearAll(); setAsking(false); }, [decisionKey]);
  const advice = props.advice.value;
  useEffect(() => {
    if (!advice) return;
    setAsking(false);
    adviceFor.current = { key: decisionKey, advice };
    // Rat prepares the move (its button marked green); the player still makes it.
    const m = advice.move as KinoMove;
    if (m.type === 'clue') {
      setChosenCan(null); setTarget(m.to); setClue(m.film !== undefined ? { film: m.film } : { akt: m.akt! });
    } else {
      setTarget(null); setClue(null); setChosenCan(m.can);
    }
  }, [advice]);
  const current = advice && adviceFor.current?.key === decisionKey && adviceFor.current.advice === advice ? advice : null;
  const advisedMove = current ? (current.move as KinoMove) : null;
  const canAdvise = props.adviceAllowed && acting && !asking;
  const askAdvice = canAdvise ? () => askRat(setAsking, props.requestAdvice) : null;

  const chosenPos = chosenCan === null ? -1 : myHand.findIndex((c) => c.id === chosenCan);
  const previewClue = hover ?? clue;
  const lit = target !== null && previewClue ? touchedByClue(view.hands[target] ?? [], previewClue, view.options) : null;
  const count = (c: ClueChoice | null) => (target !== null && c ? touchedByClue(view.hands[target] ?? [], c, view.options).filter(Boolean).length : null);
  const clueAllowed = (c: ClueChoice) => view.batteries > 0 && ((count(c) ?? 0) > 0 || view.options.leereHinweise);
  const advised = advisedMove
    ? advisedMove.type === 'clue'
      ? (target === advisedMove.to && clue?.film === advisedMove.film && clue?.akt === advisedMove.akt ? 'clue' : null)
      : (chosenCan === advisedMove.can ? advisedMove.type : null)
    : null;

  const send = (move: KinoMove) => { props.sendMove(move); clearAll(); };
  const sendClue = (c: ClueChoice | null) => {
    if (!acting || target === null || !c || !clueAllowed(c)) return;
    send(c.film !== undefined ? { type: 'clue', to: target, film: c.film } : { type: 'clue', to: target, akt: c.akt! });
  };
  const own = (type: 'play' | 'archive') => {
    if (!acting || chosenCan === null || chosenPos < 0) return;
    if (type === 'archive' && view.batteries >= MAX_BATTERIES) return;
    send({ type, can: chosenCan });
  };
  const chooseTarget = (s: number) => { setChosenCan(null); setClue(null); setHover(null); setTarget(s); };
  const onCan = acting
    ? (seat: number, id: number) => {
      if (seat === you) { setTarget(null); setClue(null); setChosenCan(id === chosenCan ? null : id); } else chooseTarget(seat);
    }
    : null;
  const namable = view.films.filter((f) => !(f === FARBFILM && view.options.farbfilm === 'joker'));

  useKinoKeys({
    acting,
    films: namable,
    own: (step) => {
      if (!myHand.length) return;
      const i = chosenPos < 0 ? (step > 0 ? 0 : myHand.length - 1) : (chosenPos + step + myHand.length) % myHand.length;
      setTarget(null); setClue(null); setChosenCan(myHand[i]!.id);
    },
    play: () => own('play'),
    archive: () => own('archive'),
    nextColleague: () => chooseTarget(colleagues[(target === null ? -1 : colleagues.indexOf(target)) + 1] ?? colleagues[0]!),
    clue: (c) => {
      if (target === null) setTarget(colleagues[0]!);
      setChosenCan(null); setClue(c);
    },
    send: () => sendClue(clue),
    clear: clearAll,
    advice: askAdvice,
  });

  // "Wird die letzte Dose ihrer Art archiviert (oder reißt sie), warnt das Spiel und nennt, wo die Spule jetzt endet."
  const events = props.events.value;
  useEffect(() => {
    for (const e of events as { type?: string; film?: number; akt?: number; endsAt?: number }[]) {
      if (e.type !== 'verloren' || typeof e.film !== 'number' || typeof e.akt !== 'number') continue;
      const params = { can: canName(e.film, e.akt), film: filmName(e.film), endsAt: e.endsAt ?? 0 };
      toast(tx((e.endsAt ?? 0) > 0 ? 'log.verloren' : 'log.verloren0', params), 'error', 7000);
    }
  }, [events]);

  const strip = kinoSettings.value.strip;
  return (
    <div class={`kino kn-board${replay ? ' kn-replay' : ''}`} data-testid="kino-board">
      <div class="kn-top">
        <StatusBar view={view} />
        <Gear />
        <Reels view={view} />
      </div>
      <div class="kn-side"><Archive view={view} open={archiveOpen} /></div>
      <div class="kn-hands">
        {colleagues.map((s) => (
          <Hand
            key={s} view={view} seat={s} names={names} chosenCan={null} target={target === s} lit={target === s ? lit : null}
            advisedCan={null} strip={strip} onCan={onCan}
          />
        ))}
      </div>
      {you !== null && (
        <Hand view={view} seat={you} names={names} mineLabel={replay ? names[you] : undefined} chosenCan={chosenCan} target={false} lit={null} advisedCan={advisedMove && advisedMove.type !== 'clue' ? advisedMove.can : null} strip={false} onCan={onCan} />
      )}
      {!replay && <Dock
        view={view}
        names={names}
        acting={acting}
        chosenPos={chosenPos < 0 ? null : chosenPos}
        target={target}
        clue={clue}
        previewClue={target === null ? null : previewClue}
        lit={lit}
        previewCount={count(previewClue)}
        chosenCount={count(clue)}
        advised={advised}
        adviceAllowed={props.adviceAllowed}
        canAdvise={canAdvise}
        adviceText={current ? adviceSentence(current.reason, current.move as KinoMove, view, names) : asking ? tx('advice.asking') : null}
        onTarget={(s) => (target === s ? clearAll() : chooseTarget(s))}
        onHover={setHover}
        onClue={(c, now) => {
          if (target === null) return;
          if (now && clueAllowed(c)) sendClue(c);
          else { setClue(c); setChosenCan(null); }
        }}
        onSend={() => sendClue(clue)}
        onPlay={() => own('play')}
        onArchive={() => own('archive')}
        onClear={clearAll}
        onAdvice={() => askAdvice?.()}
      />}
    </div>
  );
}
