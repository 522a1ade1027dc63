/** Cases of the answer side: one region, several, an unknown one, the title (docs/protocol.md "Responses"). */
import { MULTI_TARGET_DELIMITER, PU_TITLE_HEADER } from '../../protocol/partial-update.ts';
import { bodyStart, type ConformanceCase } from '../conformance-case.ts';
import { childElements, documentTitle, findById } from '../html-scan.ts';
import {
  checkMultiTargetAnswer,
  checkRegionAnswer,
  checkRequestedUrl,
  multiTargetParts,
} from './answer-checks.ts';
import { partialUpdate } from './partial-update-request.ts';

/** A region id no shop has. */
const UNKNOWN_TARGET = 'fgConformanceNoSuchRegion';

/** Nothing, or one element with the unknown id and nothing in it. */
function isEmptyPart(html: string): boolean {
  if (html.trim() === '') return true;
  return childElements(html).length === 1 && findById(html, UNKNOWN_TARGET)?.inner.trim() === '';
}

function decodedTitle(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export const answerCases: ConformanceCase[] = [
  {
    id: 'single-target',
    title: 'one target: 200, text/html, the element with the id, not the whole page',
    async run(context) {
      const { path, target } = context.manifest.region;
      const answer = await context.send(partialUpdate(path, [target]));
      checkRegionAnswer(context, answer, target);
      context.check(
        `no ${MULTI_TARGET_DELIMITER} for one target`,
        !answer.body.trimStart().startsWith(MULTI_TARGET_DELIMITER),
        bodyStart(answer.body),
      );
      checkRequestedUrl(context, answer);
    },
  },
  {
    id: 'page-title',
    title: 'a page-like answer names the page title in PU-Title, percent-encoded',
    async run(context) {
      const { path, target } = context.manifest.region;
      const page = await context.send({ path });
      const title = documentTitle(page.body);
      context.check('the whole page has a <title>', title !== null, bodyStart(page.body));
      const answer = await context.send(partialUpdate(path, [target]));
      const header = answer.headers[PU_TITLE_HEADER.toLowerCase()];
      if (!context.check(`${PU_TITLE_HEADER} is sent`, header !== undefined, '(none)')) return;
      const decoded = decodedTitle(header!);
      context.check(
        'it is well-formed percent-encoding (ASCII only)',
        decoded !== null && /^[\x21-\x7e]*$/.test(header!),
        header!,
      );
      context.check(`it decodes to the page's <title> "${title}"`, decoded === title, String(decoded));
    },
  },
  {
    id: 'multi-target',
    title: 'several targets: the delimiters comment, then one part per target, each once, in any order',
    needs: 'multiTarget',
    async run(context) {
      const { path, targets } = context.manifest.multiTarget!;
      checkMultiTargetAnswer(context, await context.send(partialUpdate(path, targets)), targets);
      const reversed = [...targets].reverse();
      checkMultiTargetAnswer(context, await context.send(partialUpdate(path, reversed)), reversed);
    },
  },
  {
    id: 'unknown-target',
    title: 'an unknown target: refused with 400, or left without a part; never a server error',
    needs: 'multiTarget',
    async run(context) {
      const { path, targets } = context.manifest.multiTarget!;
      const known = targets[0]!;
      const answer = await context.send(partialUpdate(path, [known, UNKNOWN_TARGET]));
      // A refusal is in the contract's spirit: the client swaps nothing and reports the status.
      if (
        !context.check(
          'status 400 or 200',
          answer.status === 400 || answer.status === 200,
          String(answer.status),
        )
      )
        return;
      if (answer.status === 400) return;
      const parts = multiTargetParts(answer.body);
      if (
        !context.check(
          `the body begins with ${MULTI_TARGET_DELIMITER}`,
          parts !== null,
          bodyStart(answer.body),
        )
      )
        return;
      const knownPart = parts!.find((part) => part.id === known);
      context.check(
        `the part of ${known} with its element`,
        knownPart !== undefined && findById(knownPart.html, known) !== null,
        parts!.map((part) => part.id).join(', '),
      );
      const unknownPart = parts!.find((part) => part.id === UNKNOWN_TARGET);
      context.check(
        'no part for the unknown target, or an empty one',
        unknownPart === undefined || isEmptyPart(unknownPart.html),
        unknownPart ? bodyStart(unknownPart.html) : '(no part)',
      );
    },
  },
];
