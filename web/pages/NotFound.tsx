// "Seite nicht gefunden" for any address the app does not know (the server answers it with 404),
// and the same panel for a table that does not exist.
import { useEffect } from 'preact/hooks';
import { setTitle } from '../app/router';
import { t } from '../i18n';

export function NotFoundPanel({ title, lead }: { title: string; lead: string }) {
  return (
    <div class="page not-found" data-testid="not-found">
      <section class="panel">
        <h1>{title}</h1>
        <p>{lead}</p>
        <p class="not-found-actions">
          <a class="btn btn-primary" href="/">{t('notFound.home')}</a>
        </p>
      </section>
    </div>
  );
}

export function NotFound() {
  useEffect(() => setTitle(t('notFound.title')), []);
  return <NotFoundPanel title={t('notFound.title')} lead={t('notFound.lead')} />;
}
