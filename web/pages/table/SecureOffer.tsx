// The one-time "Konto sichern" offer on the end screen of a player's first daily or first won game:
// shown once per player (the server remembers it, POST /api/account/offer), never again on any
// device; "Nicht jetzt" closes it, "Konto sichern" makes the passkey right here. Meine Partien and
// the header keep their quiet link for later.
import { useEffect, useRef, useState } from 'preact/hooks';
import { loadAccount, passkeyFailure, secureThisPlayer } from '../../app/account';
import { me } from '../../app/identity';
import { dismissSecureNote } from '../../app/SecureNote';
import { t } from '../../i18n';
import { accountApi, type MyResult } from '../../net/api';
import { Button } from '../../ui/Button';
import { offerFollows, offerLead } from './secure-offer-when';
import { dailyText } from '../daily/words';
import '../transfer/transfer.css';

type State = 'hidden' | 'open' | 'busy' | 'done';

export function SecureOffer({ result }: { result: MyResult | null }) {
  const [state, setState] = useState<State>('hidden');
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const follows = result !== null && offerFollows(result);
  useEffect(() => {
    if (!follows || !me.value || !window.PublicKeyCredential) return;
    let live = true;
    void loadAccount().then((info) => {
      if (!live || !info || info.secured || info.offered) return;
      setState('open');
      // Shown is offered: even a closed tab never brings it back.
      accountApi.offered().catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [follows]);
  if (state === 'hidden') return null;

  const secure = async () => {
    setState('busy');
    setError(null);
    try {
      await secureThisPlayer();
      setState('done');
    } catch (e) {
      setError(passkeyFailure(e));
      setState('open');
    }
  };
  const close = () => {
    // "Nicht jetzt" means it: Meine Partien then keeps only its quiet link too.
    if (state !== 'done') dismissSecureNote();
    setState('hidden');
    // Keyboard players land on the end screen's first way on, not on the page's top.
    ref.current?.closest('.end-screen')?.querySelector<HTMLElement>('.end-actions .btn')?.focus({ preventScroll: true });
  };
  return (
    <section ref={ref} class="panel secure-offer" aria-labelledby="secure-offer-title" data-testid="secure-offer">
      <h2 id="secure-offer-title">{t('account.offerTitle')}</h2>
      {state === 'done' ? (
        <p class="transfer-done" role="status" data-testid="secure-offer-done">{t('account.securedNow')}</p>
      ) : (
        <>
          {result && <p>{t(offerLead(result), { first: dailyText(result.game, 'firstDone') })}</p>}
          <p class="muted">{t('account.offerOnce')}</p>
        </>
      )}
      {error && <p class="form-error" role="alert" data-testid="secure-offer-error">{error}</p>}
      <div class="passkey-actions">
        {state !== 'done' && (
          <Button variant="primary" onClick={secure} disabled={state === 'busy'} data-testid="secure-offer-secure">{t('account.secure')}</Button>
        )}
        <Button onClick={close} data-testid="secure-offer-close">{state === 'done' ? t('common.close') : t('account.notNow')}</Button>
      </div>
    </section>
  );
}
