/** Cases of the user-tools include (docs/protocol.md "User tools"). */
import { UPDATED_CART_PARAM, userToolsIncludePath } from '../../protocol/shop-paths.ts';
import { bodyStart, type ConformanceCase } from '../conformance-case.ts';
import { checkMultiTargetAnswer, checkRegionAnswer } from './answer-checks.ts';
import { partialUpdate } from './partial-update-request.ts';
import { loadCsrfPage } from './visitor-steps.ts';

export const userToolsCases: ConformanceCase[] = [
  {
    id: 'user-tools',
    title: 'the user-tools include answers its regions, a refresh without PU-UI-Event',
    needs: 'userTools',
    async run(context) {
      const { lang = 'cs', userTools } = context.manifest;
      const path = userToolsIncludePath(lang);
      const targets = userTools!.targets;
      const all = await context.send(partialUpdate(path, targets, { refresh: true }));
      if (targets.length > 1) checkMultiTargetAnswer(context, all, targets);
      for (const target of targets)
        checkRegionAnswer(
          context,
          await context.send(partialUpdate(path, [target], { refresh: true })),
          target,
        );
    },
  },
  {
    id: 'updated-cart',
    title: 'after a basket change, the include with updatedCart=1 renders the new basket',
    needs: 'formPost',
    async run(context) {
      const { lang = 'cs', userTools, formPost } = context.manifest;
      const path = userToolsIncludePath(lang);
      const targets = userTools?.targets ?? ['userMenu'];
      await loadCsrfPage(context);
      const before = await context.send(partialUpdate(path, targets, { refresh: true }));
      const { target, fields } = formPost!;
      await context.send(partialUpdate(formPost!.path, [target], { method: 'POST', form: fields }));
      const after = await context.send(
        partialUpdate(path, targets, { refresh: true, query: [[UPDATED_CART_PARAM, '1']] }),
      );
      context.check('status 200', after.status === 200, String(after.status));
      context.check(
        'the user tools changed with the basket',
        after.body !== before.body,
        bodyStart(after.body),
      );
    },
  },
];
