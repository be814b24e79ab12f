// /geraet "Gerät wechseln": make a one-time code here (shown big, with its countdown), or enter a
// code from the other device so this browser plays as that player from now on.
import { useEffect, useState } from 'preact/hooks';
import { account } from '../app/account';
import { me } from '../app/identity';
import { setTitle } from '../app/router';
import { errorText, lang, t } from '../i18n';
import { ApiError, transferApi, type TransferCode } from '../net/api';
import { Button } from '../ui/Button';
import { useNow } from '../ui/clock';
import { formatSeconds } from '../ui/Countdown';
import './transfer/transfer.css';

const failure = (e: unknown) => (e instanceof ApiError ? errorText(e.code, e.message, e.params) : t('err.unknown'));

function MakeCode() {
  const [code, setCode] = useState<TransferCode | null>(null);
  /** serverNow − Date.now() when the code arrived. */
  const [offset, setOffset] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = useNow();
  const left = code ? code.expiresAt - (now + offset) : 0;
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const made = await transferApi.create();
      setOffset(made.now - Date.now());
      setCode(made);
    } catch (e) {
      setError(failure(e));
    }
    setBusy(false);
  };
  // A secured account moves by its passkey; the server makes it no code (a session "Abmelden" would miss).
  if (account.value?.secured) {
    return (
      <section class="panel transfer-panel" aria-labelledby="transfer-make">
        <h2 id="transfer-make">{t('transfer.makeTitle')}</h2>
        <p class="panel-lead" data-testid="transfer-secured">{t('err.secured_use_passkey')} <a href="/konto">{t('account.title')}</a></p>
      </section>
    );
  }
  return (
    <section class="panel transfer-panel" aria-labelledby="transfer-make">
      <h2 id="transfer-make">{t('transfer.makeTitle')}</h2>
      <p class="panel-lead">{t('transfer.makeLead')}</p>
      {code && left > 0 ? (
        <div class="transfer-code-box">
          <output class="transfer-code" data-testid="transfer-code" aria-label={t('transfer.codeLabel')}>{code.code}</output>
          <p class="transfer-left" aria-live="off">{t('transfer.validFor', { time: formatSeconds(left) })}</p>
          <p class="muted">{t('transfer.once')}</p>
        </div>
      ) : code ? (
        <p class="form-error" role="alert">{t('transfer.expired')}</p>
      ) : null}
      {error && <p class="form-error" role="alert">{error}</p>}
      <Button variant={code ? 'secondary' : 'primary'} onClick={make} disabled={busy} data-testid="transfer-make">
        {busy ? t('common.wait') : code ? t('transfer.makeAgain') : t('transfer.make')}
      </Button>
    </section>
  );
}

function EnterCode() {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!value.trim()) return setError(t('transfer.enterEmpty'));
    setBusy(true);
    setError(null);
    try {
      const player = await transferApi.redeem(value);
      me.value = player;
      setDone(player.name);
      setValue('');
    } catch (err) {
      setError(failure(err));
    }
    setBusy(false);
  };
  return (
    <form class="panel transfer-panel" onSubmit={submit} aria-labelledby="transfer-enter">
      <h2 id="transfer-enter">{t('transfer.enterTitle')}</h2>
      <p class="panel-lead">{t('transfer.enterLead')}</p>
      <label class="field" for="transfer-input">
        <span>{t('transfer.codeLabel')}</span>
        <input
          id="transfer-input"
          class="transfer-input"
          value={value}
          maxLength={12}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellcheck={false}
          placeholder="K7QX-M2PA"
          aria-invalid={error ? 'true' : undefined}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
          data-testid="transfer-input"
        />
      </label>
      {error && <p class="form-error" role="alert">{error}</p>}
      {done && <p class="transfer-done" role="status" data-testid="transfer-done">{t('transfer.done', { name: done })}</p>}
      <Button type="submit" variant="primary" disabled={busy} data-testid="transfer-redeem">
        {busy ? t('common.wait') : t('transfer.redeem')}
      </Button>
    </form>
  );
}

export function TransferPage() {
  const l = lang.value;
  useEffect(() => setTitle(t('transfer.title')), [l]);
  return (
    <div class="page transfer-page">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('home.title')}</a> › <span aria-current="page">{t('transfer.title')}</span>
      </nav>
      <h1>{t('transfer.title')}</h1>
      <p class="lead">{t('transfer.lead')}</p>
      <div class="transfer-grid">
        <MakeCode />
        <EnterCode />
      </div>
    </div>
  );
}
