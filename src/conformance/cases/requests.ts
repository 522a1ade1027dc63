/** Cases of the request side: the markers and headers the library sends (docs/protocol.md "Requests"). */

import { PU_REQUEST_HEADER, PU_TARGET_PARAM } from '../../protocol/partial-update.ts';
import { PARTIAL_UPDATE_VARY } from '../../server/constants.ts';
import { bodyStart, type ConformanceCase } from '../conformance-case.ts';
import { findById } from '../html-scan.ts';
import { checkRegionAnswer, checkRequestedUrl } from './answer-checks.ts';
import { partialUpdate, withRawQuery } from './partial-update-request.ts';

/** Malformed markers a server answers with 400, as raw query strings. */
function malformedMarkers(target: string): Record<string, string> {
  return {
    'no _pu_target': '',
    'an empty _pu_target': `${PU_TARGET_PARAM}=`,
    'an empty id in the list (a++b)': `${PU_TARGET_PARAM}=${target}%2B%2B${target}x`,
    'an id not starting with a letter (1a)': `${PU_TARGET_PARAM}=1a`,
    'an id listed twice': `${PU_TARGET_PARAM}=${target}%2B${target}`,
    '_pu_target sent twice': `${PU_TARGET_PARAM}=${target}&${PU_TARGET_PARAM}=${target}`,
    'a non-numeric _pu_history': `${PU_TARGET_PARAM}=${target}&_pu_history=x`,
  };
}

export const requestCases: ConformanceCase[] = [
  {
    id: 'markers-malformed',
    title: 'a malformed marker is answered 400 Bad Request',
    async run(context) {
      const { path, target } = context.manifest.region;
      for (const [what, query] of Object.entries(malformedMarkers(target))) {
        const answer = await context.send({
          path: query === '' ? path : withRawQuery(path, query),
          headers: { [PU_REQUEST_HEADER]: '1' },
        });
        context.check(`400 for ${what}`, answer.status === 400, String(answer.status));
      }
    },
  },
  {
    id: 'flags-any-case',
    title: 'a flag header reads as set for 1 or true in any letter case',
    async run(context) {
      const { path, target } = context.manifest.region;
      const request = partialUpdate(path, [target]);
      request.headers = { [PU_REQUEST_HEADER]: 'TRUE' };
      checkRegionAnswer(context, await context.send(request), target);
    },
  },
  {
    id: 'full-page-without-marker',
    title: 'a request without PU-Request gets the whole page; both name Vary: PU-Request, PU-UI-Event',
    async run(context) {
      const { path, target } = context.manifest.region;
      const page = await context.send({ path });
      context.check('status 200', page.status === 200, String(page.status));
      context.check('a whole document (<html>)', /<html[\s>]/i.test(page.body), bodyStart(page.body));
      context.check(
        `the page holds id="${target}"`,
        findById(page.body, target) !== null,
        bodyStart(page.body),
      );
      const update = await context.send(partialUpdate(path, [target]));
      for (const [which, answer] of [
        ['page', page],
        ['update', update],
      ] as const) {
        const vary = answer.headers.vary ?? '';
        const names = vary.toLowerCase().split(/\s*,\s*/);
        context.check(
          `the ${which} answer's Vary names ${PARTIAL_UPDATE_VARY}`,
          names.includes('pu-request') && names.includes('pu-ui-event'),
          vary || '(none)',
        );
      }
      checkRequestedUrl(context, update);
    },
  },
];
