import type { Language } from '../languages.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { HelpText } from './help-text.ts';
import { hu } from './hu.ts';
import { it } from './it.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';
import { sk } from './sk.ts';

export type { HelpSection, HelpText } from './help-text.ts';

/** The shopping-help page's text by language, one file each. */
export const HELP_TEXTS: Readonly<Record<Language, HelpText>> = { cs, en, de, sk, ru, es, hu, pl, fr, it };
