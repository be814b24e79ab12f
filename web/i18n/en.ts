// English wording (switchable), one file per topic in en/ (the same files as de/). Missing keys fall
// back to German.
//   site · foyer · table · log · errors · results · account
import { account } from './en/account';
import { errors } from './en/errors';
import { foyer } from './en/foyer';
import { log } from './en/log';
import { results } from './en/results';
import { site } from './en/site';
import { table } from './en/table';

export const en: Record<string, string> = { ...site, ...foyer, ...table, ...log, ...errors, ...results, ...account };
