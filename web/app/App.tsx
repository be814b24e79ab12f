// The app shell: header, the current page, toasts and the keyboard help overlay.
import { useEffect } from 'preact/hooks';
import { route, onLinkClick } from './router';
import { Header } from './Header';
import { loadMe } from './identity';
import { lazyPage } from './lazy';
import { Home } from '../pages/Home';
import { NotFound } from '../pages/NotFound';
import { Toaster } from '../ui/Toast';
import { KeyHelpOverlay, keyHelpOpen } from '../ui/KeyHelp';
import { useKeys } from '../ui/keys';
import { lang, t } from '../i18n';

const Foyer = lazyPage(() => import('../pages/Foyer').then((m) => m.Foyer));
const TablePage = lazyPage(() => import('../pages/table/TablePage').then((m) => m.TablePage));
const RulesPage = lazyPage(() => import('../pages/Rules').then((m) => m.RulesPage));
const DailyListPage = lazyPage(() => import('../pages/DailyList').then((m) => m.DailyListPage));
const AccountPage = lazyPage(() => import('../pages/Account').then((m) => m.AccountPage));
const TransferPage = lazyPage(() => import('../pages/Transfer').then((m) => m.TransferPage));
const LeaderboardPage = lazyPage(() => import('../pages/Leaderboard').then((m) => m.LeaderboardPage));
const MyGamesPage = lazyPage(() => import('../pages/MyGames').then((m) => m.MyGamesPage));
const ReplayPage = lazyPage(() => import('../pages/replay/ReplayPage').then((m) => m.ReplayPage));

function Page() {
  const r = route.value;
  switch (r.name) {
    case 'foyer':
      return <Foyer game={r.game} />;
    case 'rules':
      return <RulesPage game={r.game} />;
    case 'table':
      return <TablePage key={r.id} id={r.id} />;
    case 'dailyList':
      return <DailyListPage key={`${r.game}/${r.date}`} game={r.game} date={r.date} />;
    case 'transfer':
      return <TransferPage />;
    case 'account':
      return <AccountPage />;
    case 'leaderboard':
      return <LeaderboardPage key={r.game} game={r.game} />;
    case 'myGames':
      return <MyGamesPage />;
    case 'replay':
      return <ReplayPage key={`${r.table}/${r.match}`} table={r.table} match={r.match} computer={r.computer === true} />;
    case 'notFound':
      return <NotFound />;
    default:
      return <Home />;
  }
}

export function App() {
  useEffect(() => {
    loadMe();
    document.documentElement.lang = lang.value;
  }, []);
  useKeys([{ key: '?', label: '?', help: t('keys.help'), run: () => (keyHelpOpen.value = !keyHelpOpen.value), always: false }], t('keys.general'));

  return (
    <div class="app" onClick={onLinkClick}>
      <a class="skip-link" href="#main">{t('nav.skip')}</a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Page />
      </main>
      <Toaster />
      <KeyHelpOverlay />
    </div>
  );
}
