// German words of the site around the tables: common buttons, navigation and header, names, key help,
// the home page, the not-found page, the share link, the connection.
export const site: Record<string, string> = {
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.save': 'Speichern',
  'common.loading': 'Lädt …',
  'common.loadFailed': 'Das hat nicht geladen. Bitte die Seite neu laden.',
  'common.wait': 'Einen Moment …',

  'nav.skip': 'Zum Inhalt springen',
  'nav.homeLabel': 'Speedspiele – zum Spielesaal',
  'nav.breadcrumbs': 'Brotkrümel',
  'nav.menu': 'Menü',
  'theme.dark': 'Dunkel',
  'lang.label': 'Sprache',

  'name.anonymous': 'Gast',
  'name.label': 'Dein Name',
  'name.edit': 'Namen ändern',
  'name.empty': 'Bitte einen Namen eingeben.',

  'keys.title': 'Tastenkürzel',
  'keys.open': 'Tastenkürzel anzeigen (?)',
  'keys.help': 'Diese Übersicht ein- und ausblenden',
  'keys.general': 'Überall',

  'home.title': 'Spielesaal',
  'home.games': 'Spiele',
  'home.play': 'Spielen',
  'home.rules': 'Regeln',
  'home.countAll': '{n} Kartenspiele aus alten Zeiten – allein mit Computern oder am Tisch mit anderen, ohne Anmeldung.',
  'home.leaderboard': 'Bestenliste',

  'share.label': 'Link zum Tisch',
  'share.copy': 'Kopieren',
  'share.copied': 'Kopiert!',
  'share.copyManually': 'Kopieren ging nicht – der Link ist markiert, bitte selbst kopieren.',

  'conn.open': 'verbunden',
  'conn.connecting': 'verbinde …',
  'conn.closed': 'getrennt',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.lead': 'Diese Adresse gibt es bei uns nicht. Vielleicht ist der Link falsch abgeschrieben oder veraltet.',
  'notFound.home': 'Zum Spielesaal',

  'nav.myGames': 'Meine Partien',
};
