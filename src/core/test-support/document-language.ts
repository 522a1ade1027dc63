/**
 * Gives the document the shop language `lang` before each test and puts back the one it had after
 * it: the library's texts and shop paths follow `<html lang>`.
 */
export function useDocumentLanguage(lang: string): void {
  let before = '';
  beforeEach(() => {
    before = document.documentElement.lang;
    document.documentElement.lang = lang;
  });
  afterEach(() => {
    document.documentElement.lang = before;
  });
}
