import { formatPrice } from '../i18n/translate.ts';
import { useView } from './ViewContext.tsx';

export function Price({ cents }: { cents: number }) {
  const { lang } = useView();
  return <span className="price">{formatPrice(lang, cents)}</span>;
}
