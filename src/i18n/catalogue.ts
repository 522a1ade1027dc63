/** A message catalogue: catalogue key → text, `{name}` placeholders filled by translate(). */
export type Catalogue = Readonly<Record<string, string>>;
