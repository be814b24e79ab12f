// The Speedalbum table, one board for all: the score board with every collector's name on top, the
// three piles with the market below them, the album of the collector whose turn it is (or whose
// name you tapped) and the choice dock (below the market, on a phone above the album).
import { askRat } from '../ask-rat';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { AlbumMove, AlbumView } from '@games/album/types';
import {
  type Choice, NO_CHOICE, choiceMove, choiceOf, choiceValue, chooseFlip, choosePile, chooseSlot, shownSeat,
} from './ui-helpers';
import { toast } from '../../ui/Toast';
import { AlbumPanel } from './AlbumPanel';
import { Dock } from './Dock';
import { Market } from './Market';
import { Strip } from './Strip';
import { adviceSentence } from './advice';
import { tx } from './i18n';
import { seatNames } from './model';
import { albumSettings } from './settings';
import { Intro } from './Intro';
import { useAlbumKeys } from './useAlbumKeys';
import { picturesToTake } from '@games/album/rules/moves';

export function Board(props: BoardProps) {
  const view = props.view.value as AlbumView | null;
  if (!view) return null;
  return <Table {...props} album={view} />;
}

function Table(props: BoardProps & { album: AlbumView }) {
  const view = props.album;
  const table = props.table.value;
  const names = seatNames(table, view);
  const you = view.you;
  const follow = albumSettings.value.follow;
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [picked, setPicked] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const choosing = you !== null && view.turn === you && view.phase === 'playing';

  // A new decision (anyone moved) clears the choice and any Rat answer.
  const decisionKey = `${view.round}:${view.turn}:${view.market.join(',')}:${view.piles.map((p) => `${p.top}/${p.count}`).join(',')}`;
  const adviceFor = useRef<{ key: string; advice: unknown } | null>(null);
  useEffect(() => {
    setChoice(NO_CHOICE);
    setAsking(false);
  }, [decisionKey]);
  // "Ansicht folgt dem Zug": each new turn shows the album of the collector on turn.
  useEffect(() => {
    if (follow) setPicked(null);
  }, [view.turn, view.round, follow]);

  const advice = props.advice.value;
  useEffect(() => {
    if (!advice) return;
    setAsking(false);
    adviceFor.current = { key: decisionKey, advice };
    setChoice(choiceOf(view, advice.move as AlbumMove));
  }, [advice]);
  const current = advice && adviceFor.current?.key === decisionKey && adviceFor.current.advice === advice ? advice : null;
  const advisedMove = current ? (current.move as AlbumMove) : null;
  const advisedChoice = advisedMove ? choiceOf(view, advisedMove) : null;
  const canAdvise = props.adviceAllowed && choosing && !asking;
  const askAdvice = canAdvise ? () => askRat(setAsking, props.requestAdvice) : null;

  const move = choosing ? choiceMove(view, choice) : null;
  const value = choosing ? choiceValue(view, choice) : null;
  const shown = shownSeat(view, follow, picked);
  const execute = () => {
    if (!choosing) return;
    if (!move) {
      const need = picturesToTake(view.market);
      toast(tx(choice.slots.length ? 'choice.morePicture' : need === 1 ? 'choice.noneOne' : 'choice.none'), 'error');
      return;
    }
    props.sendMove(move);
    setChoice(NO_CHOICE);
  };
  const toMine = you === null ? null : () => setPicked(you);

  useAlbumKeys({
    choosing,
    pile: (p) => setChoice((c) => choosePile(view, c, p)),
    slot: (s) => setChoice((c) => chooseSlot(view, c, s)),
    flipNew: () => setChoice((c) => chooseFlip(view, c, 'new')),
    execute,
    clear: () => setChoice(NO_CHOICE),
    advice: askAdvice,
    mine: toMine,
  });

  const turnName = view.turn === null ? '' : names[view.turn] ?? '';
  return (
    <div class="album al-board" data-testid="album-board">
      <Strip view={view} names={names} shown={shown} onShow={setPicked} />
      <Market
        view={view}
        choice={choice}
        choosing={choosing}
        record={table.mode === 'record'}
        advised={advisedChoice}
        onPile={(p) => setChoice((c) => choosePile(view, c, p))}
        onSlot={(s) => setChoice((c) => chooseSlot(view, c, s))}
      />
      <AlbumPanel
        view={view}
        seat={shown}
        names={names}
        flipping={choosing && shown === you && !view.options.onlyNew}
        flipChosen={typeof choice.flip === 'number' ? choice.flip : null}
        advisedFlip={advisedMove?.flip ?? null}
        onFlip={(id) => setChoice((c) => chooseFlip(view, c, id))}
        onMine={you !== null && shown !== you ? toMine : null}
      />
      <Dock
        view={view}
        choice={choice}
        choosing={choosing}
        complete={move !== null}
        value={value}
        showMine={you !== null && shown !== you}
        waitText={view.phase === 'over' ? tx('wait.over') : you === null ? tx('wait.watch') : tx('wait.turn', { name: turnName })}
        adviceAllowed={props.adviceAllowed}
        canAdvise={canAdvise}
        adviceText={current ? adviceSentence(current.reason, current.move as AlbumMove, view) : asking ? tx('advice.asking') : null}
        onFlipNew={() => setChoice((c) => chooseFlip(view, c, 'new'))}
        onExecute={execute}
        onClear={() => setChoice(NO_CHOICE)}
        onAdvice={() => askAdvice?.()}
      />
      {you !== null && <Intro myTurn={choosing} adviceAllowed={props.adviceAllowed} />}
    </div>
  );
}
