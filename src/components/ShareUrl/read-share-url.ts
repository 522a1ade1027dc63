/** Reads the label of a share-url block: the text of its server `<label>`. */
import type { ShareUrlProps } from './ShareUrl.tsx';

export function readShareUrl(element: HTMLElement): Partial<ShareUrlProps> {
  const label = element.querySelector('label')?.textContent?.trim();
  return label ? { label } : {};
}
