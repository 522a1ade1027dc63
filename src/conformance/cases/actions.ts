/** Cases of posts: CSRF refusal, a form post, an error answer, a redirect (docs/protocol.md). */
import { PU_ERROR_HEADER, PU_NO_REDIRECT_PARAM, PU_REDIRECT_HEADER } from '../../protocol/partial-update.ts';
import { isSameOriginPath } from '../../server/same-origin-path.ts';
import type { CaseContext, ConformanceCase } from '../conformance-case.ts';
import type { ConformanceManifest } from '../manifest.ts';
import { checkRegionAnswer } from './answer-checks.ts';
import { partialUpdate } from './partial-update-request.ts';
import { loadCsrfPage, signIn } from './visitor-steps.ts';

/** A refusal: any 4xx but "not found" and "method not allowed", which would mean the address is wrong. */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 404 && status !== 405;
}

/** Posts a manifest's form with the page's CSRF token; its answer must be its target region. */
async function postForItsRegion(context: CaseContext, form: NonNullable<ConformanceManifest['formPost']>) {
  const { path, target, fields } = form;
  await loadCsrfPage(context);
  const answer = await context.send(partialUpdate(path, [target], { method: 'POST', form: fields }));
  checkRegionAnswer(context, answer, target);
  return answer;
}

export const actionCases: ConformanceCase[] = [
  {
    id: 'csrf-refusal',
    title: 'a POST without the CSRF token, or with a wrong one, is refused (403)',
    needs: 'formPost',
    async run(context) {
      const { path, target, fields } = context.manifest.formPost!;
      await loadCsrfPage(context);
      const post = partialUpdate(path, [target], { method: 'POST', form: fields });
      const without = await context.send({ ...post, withoutCsrfToken: true });
      context.check('no token: refused with a 4xx (403)', isRefusal(without.status), String(without.status));
      const wrong = await context.send({
        ...post,
        withoutCsrfToken: true,
        headers: { ...post.headers, 'X-CSRF-Token': 'fg-conformance-forged-token' },
      });
      context.check(
        'a forged token: refused with a 4xx (403)',
        isRefusal(wrong.status),
        String(wrong.status),
      );
    },
  },
  {
    id: 'form-post',
    title: 'a form POST with the token, markers in the query, answers its region',
    needs: 'formPost',
    async run(context) {
      await postForItsRegion(context, context.manifest.formPost!);
    },
  },
  {
    id: 'error-header',
    title: 'a refused form answers 200 with its form and PU-Error: 1',
    needs: 'error',
    async run(context) {
      const answer = await postForItsRegion(context, context.manifest.error!);
      const flag = answer.headers[PU_ERROR_HEADER.toLowerCase()];
      context.check(`${PU_ERROR_HEADER}: 1`, flag === '1', flag ?? '(none)');
    },
  },
  {
    id: 'redirect',
    title: 'PU-Redirect names a same-origin path; with _pu_no_redirect=1 the region comes in place',
    needs: 'redirect',
    async run(context) {
      const { path, target, method = 'POST', fields = {} } = context.manifest.redirect!;
      if (context.manifest.login) await signIn(context);
      else await loadCsrfPage(context);
      const request = partialUpdate(path, [target], { method, form: fields });
      const answer = await context.send(request);
      const redirect = answer.headers[PU_REDIRECT_HEADER.toLowerCase()];
      context.check('status 200', answer.status === 200, String(answer.status));
      context.check(
        `${PU_REDIRECT_HEADER}: a same-origin path`,
        redirect !== undefined && isSameOriginPath(redirect),
        redirect ?? '(none)',
      );
      const inPlace = await context.send(
        partialUpdate(path, [target], { method, form: fields, query: [[PU_NO_REDIRECT_PARAM, '1']] }),
      );
      const none = inPlace.headers[PU_REDIRECT_HEADER.toLowerCase()];
      context.check(
        `with ${PU_NO_REDIRECT_PARAM}=1: no ${PU_REDIRECT_HEADER}`,
        none === undefined,
        none ?? '(none)',
      );
      checkRegionAnswer(context, inPlace, target);
    },
  },
];
