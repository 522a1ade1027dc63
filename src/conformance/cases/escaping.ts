/** The case of reflected input: what a visitor typed comes back as text, never as markup. */
import { MULTI_TARGET_DELIMITER, widgetMarker } from '../../protocol/partial-update.ts';
import { bodyStart, type ConformanceCase } from '../conformance-case.ts';
import { decodeEntities, findElement } from '../html-scan.ts';
import { partialUpdate } from './partial-update-request.ts';

/** Closes a text, a double- and a single-quoted attribute, then opens markup of its own. */
export const HOSTILE_INPUT = `fgProbe "'></textarea></title><img data-fg-probe src=x><script>fgProbe()</script>${widgetMarker('fgProbe')}${MULTI_TARGET_DELIMITER}`;

export const escapingCases: ConformanceCase[] = [
  {
    id: 'html-escaping',
    title: 'reflected input is HTML-escaped in the page and in the update (text and attributes)',
    needs: 'reflect',
    async run(context) {
      const { path, param, target } = context.manifest.reflect!;
      const query: [string, string][] = [[param, HOSTILE_INPUT]];
      const page = await context.send({ path, query });
      const update = await context.send(partialUpdate(path, [target], { query }));
      for (const [which, answer] of [
        ['page', page],
        ['update', update],
      ] as const) {
        context.check(`${which}: status 200`, answer.status === 200, String(answer.status));
        context.check(
          `${which}: the input is shown, as text`,
          decodeEntities(answer.body).includes('fgProbe "'),
          bodyStart(answer.body),
        );
        const planted = findElement(answer.body, (tag) => tag.attributes.has('data-fg-probe'));
        context.check(
          `${which}: no element of the input's own (<img data-fg-probe>)`,
          planted === null,
          planted ? answer.body.slice(Math.max(0, planted.tag.start - 60), planted.end + 20) : '(none)',
        );
        context.check(
          `${which}: no script or delimiter comment of the input's own`,
          !answer.body.includes('<script>fgProbe()') && !answer.body.includes(widgetMarker('fgProbe')),
          bodyStart(answer.body),
        );
      }
    },
  },
];
