// English words of the site around the tables: common buttons, navigation and header, names, key help,
// the home page, the not-found page, the share link, the connection.
export const site: Record<string, string> = {
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.loading': 'Loading …',
  'common.loadFailed': 'That did not load. Please reload the page.',
  'common.wait': 'One moment …',

  'nav.skip': 'Skip to content',
  'nav.homeLabel': 'Speedspiele – to all games',
  'nav.breadcrumbs': 'Breadcrumbs',
  'nav.menu': 'Menu',
  'theme.dark': 'Dark',
  'lang.label': 'Language',

  'name.anonymous': 'Guest',
  'name.label': 'Your name',
  'name.edit': 'Change name',
  'name.empty': 'Please enter a name.',

  'keys.title': 'Keyboard shortcuts',
  'keys.open': 'Show keyboard shortcuts (?)',
  'keys.help': 'Show or hide this list',
  'keys.general': 'Everywhere',

  'home.title': 'All games',
  'home.games': 'Games',
  'home.play': 'Play',
  'home.rules': 'Rules',
  'home.countAll': '{n} card games from days gone by – alone with computers or at a table with others, no sign-up.',
  'home.leaderboard': 'Leaderboard',

  'share.label': 'Link to the table',
  'share.copy': 'Copy',
  'share.copied': 'Copied!',
  'share.copyManually': 'Copying failed – the link is selected, please copy it yourself.',

  'conn.open': 'connected',
  'conn.connecting': 'connecting …',
  'conn.closed': 'disconnected',

  'notFound.title': 'Page not found',
  'notFound.lead': 'There is no such address here. Perhaps the link was mistyped or is out of date.',
  'notFound.home': 'To the games room',

  'nav.myGames': 'My games',
};
