// "Anmelden" by autofill (WebAuthn conditional UI) where the browser supports it: a field with
// autocomplete="username webauthn" whose suggestions are this site's passkeys; picking one signs in
// without pressing the button. The request waits quietly in the background (mediation 'conditional')
// and gives way to any ceremony a button starts (@simplewebauthn/browser aborts it then).
import { useEffect, useState } from 'preact/hooks';
import { browserSupportsWebAuthnAutofill, startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { LoginAnswer } from '@schema/account';
import { passkeyFailure } from '../app/account';
import { t } from '../i18n';
import { accountApi, ApiError } from '../net/api';

/** Re-armed this often at most when the waiting challenge expired (5 minutes, server-side). */
const MAX_ROUNDS = 6;

export function AutofillSignIn({ onAnswer, onError }: { onAnswer(a: LoginAnswer): void; onError(text: string): void }) {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    void browserSupportsWebAuthnAutofill().then(setSupported, () => setSupported(false));
  }, []);
  useEffect(() => {
    if (!supported) return;
    let live = true;
    let waiting = false;
    void (async () => {
      for (let round = 0; round < MAX_ROUNDS && live; round++) {
        try {
          const { options } = await accountApi.loginOptions();
          if (!live) return;
          waiting = true;
          const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: true });
          waiting = false;
          if (live) onAnswer(await accountApi.login(response));
          return;
        } catch (e) {
          waiting = false;
          if (!live) return;
          if (e instanceof ApiError && e.code === 'challenge_expired') continue;
          // Only the server's answers are worth a word. The browser's own refusals of the quiet wait
          // (a button's ceremony took over, the wait ended, a page address passkeys cannot use such
          // as 127.0.0.1) are not the player's doing; the button still says what went wrong.
          if (e instanceof ApiError) onError(passkeyFailure(e));
          return;
        }
      }
    })();
    return () => {
      live = false;
      // Only our own quiet request is cancelled, never a ceremony a button has started since.
      if (waiting) WebAuthnAbortService.cancelCeremony();
    };
  }, [supported]);
  if (!supported) return null;
  return (
    <label class="field autofill-field">
      <span>{t('account.autofillLabel')}</span>
      <input type="text" name="username" autocomplete="username webauthn" placeholder={t('account.autofillPlaceholder')} data-testid="account-autofill" />
    </label>
  );
}
