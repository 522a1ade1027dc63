/** One catalogue per language; cs is the default (docs/elements.md). */
import type { Catalogue } from '../catalogue.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hu } from './hu.ts';
import { it } from './it.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';
import { sk } from './sk.ts';

export const DEFAULT_LANG = 'cs';

export const catalogues: Readonly<Record<string, Catalogue>> = { cs, en, de, sk, ru, es, hu, pl, fr, it };
