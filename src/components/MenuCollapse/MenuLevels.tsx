/**
 * The nested levels of the phone navigation: each link with sub-levels gets a disclosure button
 * (WAI-ARIA APG disclosure navigation) that shows and hides them.
 */
import { useState } from 'react';
import { DisclosureButton } from '../shared/DisclosureButton.tsx';
import type { MenuLink } from '../shared/menu-links.ts';

interface MenuLevelsProps {
  links: readonly MenuLink[];
  /** Prefix of the sub-level ids: `<menu id>-level-0-2`. */
  idPrefix: string;
  /** Accessible name of a sub-level's button, from the link's text. */
  subLevelLabel: (name: string) => string;
}

export function MenuLevels({ links, idPrefix, subLevelLabel }: MenuLevelsProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) => {
    const next = new Set(expanded);
    if (!next.delete(index)) next.add(index);
    setExpanded(next);
  };
  return (
    <ul className="menu-collapse__level">
      {links.map((link, index) => {
        const levelId = `${idPrefix}-${index}`;
        const open = expanded.has(index);
        return (
          <li key={link.href + link.text} className="menu-collapse__item">
            <a href={link.href} aria-current={link.current as 'page' | undefined}>
              {link.text}
            </a>
            {link.children.length > 0 ? (
              <>
                <DisclosureButton
                  className="menu-collapse__sub-toggle"
                  expanded={open}
                  controls={levelId}
                  label={subLevelLabel(link.text)}
                  onToggle={() => toggle(index)}
                />
                <div id={levelId} hidden={!open}>
                  <MenuLevels links={link.children} idPrefix={levelId} subLevelLabel={subLevelLabel} />
                </div>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
