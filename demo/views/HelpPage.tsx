import type { HelpText } from '../i18n/help/index.ts';
import { useView } from './ViewContext.tsx';

export const HELP_CONTENTS_ID = 'helpContents';

/**
 * The shopping help: a long page of sections with an in-page list beside them (`<fg-anchors-list>`),
 * rendered as the element renders it so that upgrading moves nothing. Without script the links
 * still jump to their sections.
 */
export function HelpPage({ text }: { text: HelpText }) {
  const { t } = useView();
  return (
    <div className="help-page">
      <h1 className="help-page__title">{t('help')}</h1>
      <p className="help-page__intro">{text.intro}</p>
      <div className="help-page__contents">
        <fg-anchors-list id={HELP_CONTENTS_ID}>
          <nav className="fg-anchors-list" aria-label={t('onThisPage')}>
            <ul className="fg-anchors-list__items">
              {text.sections.map((section) => (
                <li key={section.id} className="fg-anchors-list__item">
                  <a className="fg-anchors-list__link" href={`#${section.id}`}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </fg-anchors-list>
      </div>
      <div className="help-page__sections">
        {text.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="help-section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
