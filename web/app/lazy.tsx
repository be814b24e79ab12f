// Load a page module on first use (code splitting keeps the first download small).
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function LazyPage(props: P) {
    const [Comp, setComp] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (loaded) return;
      pending ??= load().then((c) => (loaded = c));
      pending.then((c) => setComp(() => c), () => {
        pending = null;
        setFailed(true);
      });
    }, []);
    if (failed) return <p class="page-message" role="alert">{t('common.loadFailed')}</p>;
    if (!Comp) return <p class="page-message" aria-busy="true">{t('common.loading')}</p>;
    return <Comp {...props} />;
  };
}
