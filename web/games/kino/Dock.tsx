// The task field and the moves, under the cans: the last clue to you in the rule book's form,
// then — on your turn — your chosen can with Einlegen / Archivieren, or a colleague with the film
// and Akt buttons. With a mouse, hovering a button previews which cans light up and a click gives
// the clue; on touch (and keyboard) the first tap only chooses, with the same preview, and
// "Hinweis geben (1 Batterie)" sends. Rat below.
import type { KinoView } from '@games/kino/types';
import { AKTS, FARBFILM, MAX_BATTERIES } from '@games/kino/types';
import { useEffect, useRef } from 'preact/hooks';
import { Button } from '../../ui/Button';
import { FILM_SYMBOL, clueText, lesartText, posText, type ClueChoice } from './model';
import { countText, filmName, tx } from './i18n';
import { ClueHand } from './ClueHand';

export const FILM_KEYS = ['k', 'w', 'l', 'b', 'h', 'f'] as const;

export interface DockProps {
  view: KinoView;
  names: string[];
  acting: boolean;
  chosenPos: number | null;
  target: number | null;
  clue: ClueChoice | null;
  /** How many cans the previewed clue lights up (null: no preview). */
  previewCount: number | null;
  previewClue: ClueChoice | null;
  /** Which of the chosen colleague's cans the previewed clue lights up. */
  lit: boolean[] | null;
  /** How many cans the chosen clue lights up. */
  chosenCount: number | null;
  advised: 'play' | 'archive' | 'clue' | null;
  adviceAllowed: boolean;
  canAdvise: boolean;
  adviceText: string | null;
  onTarget(seat: number): void;
  onHover(c: ClueChoice | null): void;
  onClue(c: ClueChoice, send: boolean): void;
  onSend(): void;
  onPlay(): void;
  onArchive(): void;
  onClear(): void;
  onAdvice(): void;
}

export function TaskLine({ view, names }: { view: KinoView; names: string[] }) {
  const t = view.task;
  if (!t) return null;
  const what = clueText(t);
  const count = t.count === 0 ? tx('task.empty') : countText(t.count);
  let focus = '';
  if (t.focus !== null && t.reading !== 'none' && t.focusPos >= 0) {
    const pos = posText(t.focusPos, t.handSize, false);
    focus = t.reading === 'save' ? tx('task.focusSave', { pos }) : tx('task.focus', { pos, reading: tx('reading.play') });
  }
  const text = tx('task.clue', { name: names[t.by] ?? '', what, count });
  return <p class="kn-task-clue" data-testid="task-clue"><strong>{text}</strong>{focus && `; ${focus}`}</p>;
}

export function Dock(p: DockProps) {
  const { view } = p;
  const pointer = useRef<string>('');
  const panelRef = useRef<HTMLDivElement>(null);
  const sendRef = useRef<HTMLDivElement>(null);
  const adviceRef = useRef<HTMLParagraphElement>(null);
  // The clue picker opens below the fold on a phone (and on a laptop with many colleagues): when a
  // colleague is chosen, all of it comes into view — the film and Akt buttons, the preview and
  // "Hinweis geben (1 Batterie)"; once a film or Akt is chosen, the send button; a Rat answer below.
  useEffect(() => {
    if (p.target !== null) panelRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [p.target]);
  useEffect(() => {
    if (p.clue) sendRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [p.clue?.film, p.clue?.akt]);
  useEffect(() => {
    if (p.adviceText) adviceRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [p.adviceText]);
  const colleagues = Array.from({ length: view.seats }, (_, s) => s).filter((s) => s !== view.you);
  const turnName = view.turn === null ? '' : p.names[view.turn] ?? '';
  const task = <TaskLine view={view} names={p.names} />;
  if (!p.acting) {
    return (
      <section class="kn-dock waiting" aria-live="polite" data-testid="dock">
        {task}
        <p class="kn-wait">{view.phase === 'over' ? tx('wait.over') : view.you === null ? tx('wait.watch') : tx('wait.turn', { name: turnName })}</p>
      </section>
    );
  }
  const noBattery = view.batteries === 0;
  const full = view.batteries >= MAX_BATTERIES;
  const emptyRefused = p.previewCount === 0 && !view.options.leereHinweise;
  const lesart = p.target !== null && p.previewClue !== null && !emptyRefused ? lesartText(view, p.target, p.previewClue, p.names) : null;
  const clueBtn = (c: ClueChoice, label: preact.ComponentChildren, key: string, testid: string) => {
    const chosen = p.clue !== null && p.clue.film === c.film && p.clue.akt === c.akt;
    return (
      <button
        type="button"
        key={testid}
        class={`kn-clue-btn${chosen ? ' chosen' : ''}${c.film !== undefined ? ` f${c.film}` : ''}`}
        aria-pressed={chosen}
        disabled={noBattery}
        onPointerDown={(e: PointerEvent) => { pointer.current = e.pointerType; }}
        onPointerEnter={(e: PointerEvent) => e.pointerType === 'mouse' && p.onHover(c)}
        onPointerLeave={(e: PointerEvent) => e.pointerType === 'mouse' && p.onHover(null)}
        onClick={() => { p.onClue(c, pointer.current === 'mouse'); pointer.current = ''; }}
        data-testid={testid}
      >
        {label} <kbd>{key}</kbd>
      </button>
    );
  };
  return (
    <section class="kn-dock" aria-label={tx('task.title')} data-testid="dock">
      {task}
      {p.chosenPos === null && p.target === null && <p class="kn-muted">{tx('task.pickCan')}</p>}
      <div class="kn-targets" role="group" aria-label={tx('clue.toLabel')}>
        <span class="kn-targets-label">{tx('clue.toLabel')}</span>
        {colleagues.map((s) => (
          <button type="button" key={s} class={`kn-target${p.target === s ? ' chosen' : ''}`} aria-pressed={p.target === s} onClick={() => p.onTarget(s)} data-testid={`target-${s}`}>
            {p.names[s] ?? ''}
          </button>
        ))}
      </div>
      {p.chosenPos !== null && view.you !== null && (
        <div class="kn-own-actions">
          <p class="kn-chosen" data-testid="chosen-line">{tx('act.chosen', { pos: posText(p.chosenPos, view.hands[view.you]!.length, true) })}</p>
          <div class="kn-actions">
            <Button variant="primary" class={p.advised === 'play' ? 'kn-advised' : ''} onClick={p.onPlay} data-testid="play">{tx('act.play')} <kbd>E</kbd></Button>
            <Button disabled={full} class={p.advised === 'archive' ? 'kn-advised' : ''} onClick={p.onArchive} data-testid="archive-can">{tx('act.archive')} <kbd>A</kbd></Button>
            <Button size="small" onClick={p.onClear} data-testid="clear">{tx('clear')} <kbd>Esc</kbd></Button>
          </div>
          {full && <p class="kn-muted">{tx('act.archiveFull')}</p>}
        </div>
      )}
      {p.target !== null && (
        <div class="kn-clue-panel" ref={panelRef} data-testid="clue-panel">
          {noBattery && <p class="kn-warn">{tx('clue.noBattery')}</p>}
          <div class="kn-clue-row">
            {view.films.filter((f) => !(f === FARBFILM && view.options.farbfilm === 'joker')).map((f) =>
              clueBtn({ film: f }, <><span class={`kn-sym f${f}`} aria-hidden="true">{FILM_SYMBOL[f]}</span><span class="kn-clue-name">{filmName(f)}</span></>, FILM_KEYS[f]!.toUpperCase(), `clue-film-${f}`))}
          </div>
          <div class="kn-clue-row akts">
            {Array.from({ length: AKTS }, (_, a) => clueBtn({ akt: a + 1 }, tx('akt', { n: a + 1 }), String(a + 1), `clue-akt-${a + 1}`))}
          </div>
          {view.options.farbfilm === 'joker' && <p class="kn-muted">{tx('clue.joker')}</p>}
          <ClueHand hand={view.hands[p.target] ?? []} lit={p.previewClue === null ? null : p.lit} />
          <p class={`kn-preview${emptyRefused ? ' kn-warn' : ''}`} data-testid="preview-line">
            {p.previewClue === null ? tx('clue.pick')
              : emptyRefused ? tx('clue.emptyRefused')
              : p.previewCount === 0 ? tx('clue.previewEmpty', { what: clueText(p.previewClue) })
              : tx(p.previewCount === 1 ? 'clue.previewOne' : 'clue.preview', { what: clueText(p.previewClue), count: countText(p.previewCount ?? 0) })}
          </p>
          {lesart && <p class={`kn-lesart${lesart.warn ? ' kn-warn' : ''}`} role={lesart.warn ? 'alert' : undefined} data-testid="lesart-line">{lesart.text}</p>}
          <div class="kn-actions" ref={sendRef}>
            <Button variant="primary" class={p.advised === 'clue' ? 'kn-advised' : ''} disabled={p.clue === null || noBattery || (p.chosenCount === 0 && !view.options.leereHinweise)} onClick={p.onSend} data-testid="send-clue">
              {tx('clue.send')} <kbd>Enter</kbd>
            </Button>
            <Button size="small" onClick={p.onClear} data-testid="clear-clue">{tx('clear')} <kbd>Esc</kbd></Button>
          </div>
        </div>
      )}
      {p.adviceAllowed && (
        <div class="kn-rat">
          <Button size="small" disabled={!p.canAdvise} onClick={p.onAdvice} data-testid="advice-button">{tx('rat')} <kbd>R</kbd></Button>
          {p.adviceText && <p class="kn-advice" ref={adviceRef} role="status" data-testid="advice"><strong>{tx('advice.title')}:</strong> {p.adviceText}</p>}
        </div>
      )}
    </section>
  );
}
