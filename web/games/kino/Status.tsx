// The projection booth at a glance: the flashlight of 8 batteries, the three Filmriss marks, the
// stack, the points, the letzte Rolle notice — and the reels, one per film, with Karten-Info.
import type { KinoView } from '@games/kino/types';
import { AKTS, MAX_BATTERIES, MAX_FILMRISSE } from '@games/kino/types';
import { InfoTip } from '../../ui/InfoTip';
import { FILM_SYMBOL } from './model';
import { filmName, tx } from './i18n';

export function StatusBar({ view }: { view: KinoView }) {
  const max = view.films.length * AKTS;
  return (
    <div class="kn-status" data-testid="kino-status">
      <InfoTip tip={tx('status.batteries.tip', { n: view.batteries })} class="kn-stat">
        <span class="kn-stat-label">{tx('status.batteries')}</span>
        <span class="kn-flashlight" aria-label={`${view.batteries}/${MAX_BATTERIES}`} data-testid="batteries" data-n={view.batteries}>
          {Array.from({ length: MAX_BATTERIES }, (_, i) => <span key={i} class={`kn-cell${i < view.batteries ? ' on' : ''}`} />)}
        </span>
      </InfoTip>
      <InfoTip tip={tx('status.filmrisse.tip', { n: view.filmrisse })} class="kn-stat">
        <span class="kn-stat-label">{tx('status.filmrisse')}</span>
        <span class="kn-risse" aria-label={`${view.filmrisse}/${MAX_FILMRISSE}`} data-testid="filmrisse" data-n={view.filmrisse}>
          {Array.from({ length: MAX_FILMRISSE }, (_, i) => <span key={i} class={`kn-riss${i < view.filmrisse ? ' on' : ''}`}>✕</span>)}
        </span>
      </InfoTip>
      <InfoTip tip={tx(view.deckCount === 1 ? 'status.stack.tip.one' : 'status.stack.tip', { n: view.deckCount })} class="kn-stat">
        <span class="kn-stat-label">{tx('status.stack')}</span>
        <span class="kn-stack" data-testid="stack">{view.deckCount}</span>
      </InfoTip>
      <span class="kn-stat">
        <span class="kn-stat-label">{tx('status.points')}</span>
        <span class="kn-points" data-testid="points">{view.points}<small>/{max}</small></span>
      </span>
      {view.finalTurns !== null && view.phase === 'play' && (
        <p class="kn-lastround" role="status" data-testid="last-round">
          {view.finalTurns === 1 ? tx('lastRound.one') : tx('lastRound', { n: view.finalTurns })}
        </p>
      )}
    </div>
  );
}

export function Reels({ view }: { view: KinoView }) {
  return (
    <section class="kn-reels" aria-label={tx('reels.title')} data-testid="reels">
      {view.films.map((f) => {
        const top = view.reels[f] ?? 0;
        const reach = view.reachable[f] ?? AKTS;
        const tip = (
          <span class="kn-tip-text">
            <strong>{top === 0 ? tx('reel.tip.empty', { film: filmName(f) }) : tx('reel.tip', { film: filmName(f), akt: top })}</strong>
            {top > 0 && <span>{top === AKTS ? tx('reel.tip.done') : tx('reel.tip.next', { n: top + 1 })}</span>}
            {reach < AKTS && <span class="kn-warn">{tx('reel.tip.ends', { n: reach, lost: reach + 1 })}</span>}
          </span>
        );
        return (
          <InfoTip key={f} tip={tip} class={`kn-reel f${f}${top === AKTS ? ' done' : ''}${reach < AKTS ? ' cut' : ''}`}>
            <span class={`kn-sym f${f}`} aria-hidden="true">{FILM_SYMBOL[f]}</span>
            <span class="kn-reel-name">{filmName(f)}</span>
            <span class="kn-reel-akts" aria-label={`${filmName(f)}: ${top}`} data-testid={`reel-${f}`} data-top={top}>
              {Array.from({ length: AKTS }, (_, a) => (
                <span key={a} class={`kn-reel-akt${a < top ? ' on' : ''}${a >= reach ? ' lost' : ''}`}>{a + 1}</span>
              ))}
            </span>
          </InfoTip>
        );
      })}
    </section>
  );
}
