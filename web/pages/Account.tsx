// /konto "Konto": a passkey is the account. "Konto sichern" makes one for this player on this
// device, "Anmelden" signs in with one (merging this browser's guest into the account, and showing
// what came along), "Gerät hinzufügen" adds another, the list shows them (rename, remove), and
// "Abmelden" makes this browser a fresh guest. The browser's own passkey prompt does the rest.
import { useEffect, useState } from 'preact/hooks';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import type { LoginAnswer, MergeSummaryWire, PasskeyInfo } from '@schema/account';
import { account, loadAccount, passkeyFailure, secureThisPlayer } from '../app/account';
import { ensureMe, me, meLoaded, reloadMe } from '../app/identity';
import { setTitle } from '../app/router';
import { lang, t, tn } from '../i18n';
import { accountApi } from '../net/api';
import { Button } from '../ui/Button';
import { AutofillSignIn } from './AccountAutofill';
import './transfer/transfer.css';

const when = (ms: number | null) => (ms === null ? t('account.never') : new Date(ms).toLocaleString(lang.value === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

function PasskeyItem({ p, only }: { p: PasskeyInfo; only: boolean }) {
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(p.label);
  const [error, setError] = useState<string | null>(null);
  const save = async (e: Event) => {
    e.preventDefault();
    try {
      await accountApi.label(p.id, label);
      setEditing(false);
      setError(null);
      await loadAccount();
    } catch (err) {
      setError(passkeyFailure(err));
    }
  };
  const remove = async () => {
    try {
      account.value = await accountApi.remove(p.id);
    } catch (err) {
      setError(passkeyFailure(err));
    }
  };
  return (
    <li class="passkey-item" data-testid="passkey-item">
      {editing ? (
        <form onSubmit={save} class="passkey-edit">
          <label class="field"><span>{t('account.label')}</span>
            <input value={label} maxLength={40} onInput={(e) => setLabel((e.target as HTMLInputElement).value)} data-testid="passkey-label-input" />
          </label>
          <Button type="submit" variant="primary" size="small">{t('account.save')}</Button>
          <Button size="small" onClick={() => setEditing(false)}>{t('account.cancel')}</Button>
        </form>
      ) : (
        <>
          <strong data-testid="passkey-label">{p.label}</strong>
          <span class="muted"> · {t('account.made', { when: when(p.createdAt) })} · {t('account.lastUsed', { when: when(p.lastUsedAt) })}{p.backedUp ? ` · ${t('account.synced')}` : ''}</span>
          <div class="passkey-actions">
            <Button size="small" onClick={() => setEditing(true)}>{t('account.rename')}</Button>
            <Button size="small" onClick={remove} data-testid="passkey-remove" aria-describedby={only ? `only-${p.id}` : undefined}>{t('account.remove')}</Button>
          </div>
          {only && <p class="muted" id={`only-${p.id}`}>{t('account.onlyOne')}</p>}
        </>
      )}
      {error && <p class="form-error" role="alert" data-testid="passkey-error">{error}</p>}
    </li>
  );
}

function MergeNote({ m }: { m: MergeSummaryWire }) {
  // What came along, one counted line each; nothing is listed that did not come.
  const parts = (['results', 'dailies', 'groschen', 'achievements', 'records'] as const).filter((k) => m[k] !== 0);
  return (
    <div class="panel merge-note" role="status" data-testid="merge-summary">
      <h2>{t('account.mergedTitle')}</h2>
      <p>{t('account.merged')}</p>
      <ul>{parts.map((k) => <li key={k} data-testid={`merged-${k}`}>{tn(`account.merged.${k}`, m[k])}</li>)}</ul>
      {m.practice > 0 && <p data-testid="merged-practice">{tn('account.mergedPractice', m.practice)}</p>}
    </div>
  );
}

export function AccountPage() {
  const l = lang.value;
  useEffect(() => setTitle(t('account.title')), [l]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [merged, setMerged] = useState<MergeSummaryWire | null>(null);
  const player = me.value;
  const info = account.value;
  const supported = browserSupportsWebAuthn();
  useEffect(() => {
    if (player) loadAccount();
  }, [player?.playerId]);

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      await what();
    } catch (e) {
      setError(passkeyFailure(e));
    }
    // The quiet autofill request (gone while busy) waits again.
    setBusy(false);
  };
  const secure = () => run(async () => {
    await secureThisPlayer();
    setStatus(t('account.securedNow'));
  });
  // A visitor who has not played yet: the player is made now (as a first table would) and secured
  // at once. Cancelled at the passkey prompt, it stays a guest whom the panel then offers to secure.
  const create = () => run(async () => {
    await ensureMe();
    await secureThisPlayer();
    setStatus(t('account.createdNow'));
  });
  const signedIn = async (answer: LoginAnswer) => {
    setMerged(answer.merged ?? null);
    await reloadMe();
    await loadAccount();
    setStatus(t('account.signedIn', { name: answer.name }));
  };
  const signIn = () => run(async () => {
    const { options } = await accountApi.loginOptions();
    const response = await startAuthentication({ optionsJSON: options });
    await signedIn(await accountApi.login(response));
  });
  const signOut = () => run(async () => {
    await accountApi.logout();
    me.value = null;
    account.value = null;
    setMerged(null);
    await reloadMe();
    setStatus(t('account.signedOut'));
  });

  const secured = info?.secured === true;
  // Autofill is for a browser not signed in yet: a guest, or a player known not to be secured.
  // Never while a button's ceremony runs: a quiet request starting then (its options were on the
  // way, or the account answered late) would abort that ceremony (@simplewebauthn/browser allows one).
  const quietSignIn = meLoaded.value && (!player || info?.secured === false) && !busy;
  return (
    <div class="page account-page">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('home.title')}</a> › <span aria-current="page">{t('account.title')}</span>
      </nav>
      <h1>{t('account.title')}</h1>
      <p class="lead">{t('account.lead')}</p>
      {!supported && <p class="form-error" role="alert">{t('account.unsupported')} <a href="/geraet">{t('transfer.title')}</a></p>}
      {status && <p class="transfer-done" role="status" data-testid="account-status">{status}</p>}
      {error && <p class="form-error" role="alert" data-testid="account-error">{error}</p>}
      {merged && <MergeNote m={merged} />}
      <div class="transfer-grid">
        {player && (
          <section class="panel transfer-panel" aria-labelledby="account-this">
            <h2 id="account-this">{secured ? t('account.securedTitle', { name: player.name }) : t('account.secureTitle')}</h2>
            <p class="panel-lead">{secured ? t('account.securedLead') : t('account.secureLead')}</p>
            <Button variant={secured ? 'secondary' : 'primary'} onClick={secure} disabled={busy || !supported} data-testid={secured ? 'account-add' : 'account-secure'}>
              {secured ? t('account.addDevice') : t('account.secure')}
            </Button>
            {secured && info && (
              <ul class="passkey-list" aria-label={t('account.listLabel')} data-testid="passkey-list">
                {info.passkeys.map((p) => <PasskeyItem key={p.id} p={p} only={info.passkeys.length === 1} />)}
              </ul>
            )}
            {secured && <Button onClick={signOut} disabled={busy} data-testid="account-signout">{t('account.signOut')}</Button>}
          </section>
        )}
        {!player && meLoaded.value && (
          <section class="panel transfer-panel" aria-labelledby="account-new">
            <h2 id="account-new">{t('account.createTitle')}</h2>
            <p class="panel-lead">{t('account.createLead')}</p>
            <Button variant="primary" onClick={create} disabled={busy || !supported} data-testid="account-create">
              {t('account.create')}
            </Button>
          </section>
        )}
        <section class="panel transfer-panel" aria-labelledby="account-signin">
          <h2 id="account-signin">{t('account.signInTitle')}</h2>
          <p class="panel-lead">{player && !secured ? t('account.signInMergeLead') : t('account.signInLead')}</p>
          {supported && quietSignIn && <AutofillSignIn onAnswer={(a) => void signedIn(a)} onError={setError} />}
          <Button variant={player ? 'secondary' : 'primary'} onClick={signIn} disabled={busy || !supported} data-testid="account-signin">
            {t('account.signIn')}
          </Button>
        </section>
      </div>
    </div>
  );
}
