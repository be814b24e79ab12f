// German wording (the default language), one file per topic in de/ (English: en/, the same files);
// {name} marks a parameter.
//   site · foyer · table · log · errors · results · account
import { account } from './de/account';
import { errors } from './de/errors';
import { foyer } from './de/foyer';
import { log } from './de/log';
import { results } from './de/results';
import { site } from './de/site';
import { table } from './de/table';

export const de: Record<string, string> = { ...site, ...foyer, ...table, ...log, ...errors, ...results, ...account };
