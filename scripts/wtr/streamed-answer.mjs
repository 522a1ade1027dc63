// Dev-server middleware: a multi-target answer streamed by a real server, for the unit tests of
// streamed answers (src/core/stream/) in every browser. `/__streamed-answer?key=K` writes the
// delimiter and the #inner part at once, then holds the answer open until the test asks for
// `/__streamed-answer/release?key=K`, and writes the #side part and ends it.
import { PassThrough } from 'node:stream';

const FIRST = '<!--pu:delimiters--><!--pu:widget inner--><div id="inner">I2</div><!--pu:end-->';
const REST = '<!--pu:widget side--><div id="side">S2</div><!--pu:end-->';

/** @returns {import('koa').Middleware} */
export function streamedAnswerMiddleware() {
  /** @type {Map<string, PassThrough>} */
  const held = new Map();
  return async (context, next) => {
    if (context.path === '/__streamed-answer') {
      const body = new PassThrough();
      held.set(String(context.query.key), body);
      context.status = 200;
      context.type = 'text/html; charset=utf-8';
      context.set('Cache-Control', 'no-store');
      // Compressed, the first part would wait in the compressor's buffer.
      context.compress = false;
      context.body = body;
      body.write(FIRST);
      return;
    }
    if (context.path === '/__streamed-answer/release') {
      const key = String(context.query.key);
      held.get(key)?.end(REST);
      held.delete(key);
      context.status = 204;
      return;
    }
    await next();
  };
}
