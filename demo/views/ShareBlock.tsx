import { shareLinks, libraryText as translate } from '../../src/server/index.ts';
import { useView } from './ViewContext.tsx';

/**
 * "Share this page": `<fg-social-share>` (the device's share sheet, or links to the networks and
 * e-mail) and `<fg-share-url>` (copy the address). Without script the same links and the address in
 * a read-only field are there already; the library's own texts label them in the page language.
 */
export function ShareBlock({ id, address, title }: { id: string; address: string; title: string }) {
  const { lang, t } = useView();
  const libraryText = (key: string, values?: Record<string, string>) => translate(lang, key, values);
  const links = shareLinks(new URL(address), title, libraryText('socialShare.emailSubject', { title }));
  const fieldId = `${id}Copy-address`;
  return (
    <section className="share-block" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('shareThisPage')}</h2>
      <fg-social-share id={`${id}Social`} url={address} share-title={title} className="social-share">
        <ul className="fg-social-share__links">
          {links.map((link) => (
            <li key={link.network}>
              <a
                className={`fg-social-share__link fg-social-share__link--${link.network}`}
                href={link.href}
                target={link.network === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
              >
                {libraryText(`socialShare.${link.network}`)}
              </a>
            </li>
          ))}
        </ul>
      </fg-social-share>
      <fg-share-url id={`${id}Copy`} url={address} className="share-url">
        <label htmlFor={fieldId}>{libraryText('shareUrl.label')}</label>
        <input id={fieldId} type="url" readOnly value={address} />
      </fg-share-url>
    </section>
  );
}
