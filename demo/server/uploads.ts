/**
 * File uploads. Multipart bodies are parsed only on the routes registered through
 * `registerFileRoutes` (every other route answers a multipart post 415, fastify's answer for a
 * content type it has no parser for), and there nothing of the body is parsed before the CSRF
 * check can pass: a visitor without a CSRF secret is refused at once, a token sent in the header
 * (the page's script) is checked before a byte is read, and a token sent as the form's field (a
 * plain post; the hidden `_csrf` comes first) is read with the fields before the first file, which
 * become the body the check reads. The file is read by the handler, after the check passed. A
 * refused upload is left unread and its connection closed; a malformed one is a 400.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_TOKEN_HEADERS, csrfRefusal } from './csrf.ts';
import type { Fields } from './input.ts';
import { badRequest } from './shop-error.ts';

/** The demo's uploads are short text files (a list import: at most 100 lines of 120 characters). */
export const MAX_UPLOAD_BYTES = 16 * 1024;
/** One file and a form's worth of fields. */
const MAX_UPLOAD_FILES = 1;
const MAX_UPLOAD_FIELDS = 20;

export interface UploadedFile {
  readonly fieldName: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: Buffer;
}

/** What the checks left unread: the parts still to come and the first file, not yet consumed. */
interface UnreadUpload {
  readonly parts: AsyncIterator<Multipart>;
  readonly firstFile: MultipartFile | undefined;
}

const unread = new WeakMap<FastifyRequest, UnreadUpload>();
/** Uploads read to their end: the connection may serve the next request. */
const readToEnd = new WeakSet<FastifyRequest>();

/** A repeated field becomes a list, which the field readers (input.ts) refuse as bad input. */
function addField(fields: Record<string, unknown>, name: string, value: unknown): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/** A limit keeps its 4xx (413 for too large a file); anything else the parser throws is a malformed body: 400. */
function uploadRefusal(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? error : badRequest();
}

/** The parser's parts (it throws at once on a content type without a boundary). */
function startParts(request: FastifyRequest): AsyncIterator<Multipart> {
  try {
    return request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw uploadRefusal(error);
  }
}

async function nextPart(parts: AsyncIterator<Multipart>): Promise<Multipart | undefined> {
  try {
    const next = await parts.next();
    return next.done ? undefined : next.value;
  } catch (error) {
    throw uploadRefusal(error);
  }
}

/** Whether the request carries a CSRF token in a header, where the check finds it without the body. */
function tokenInHeader(request: FastifyRequest): boolean {
  return CSRF_TOKEN_HEADERS.some((name) => typeof request.headers[name] === 'string');
}

/**
 * Before the CSRF check: refuses a visitor who has no secret (no token can pass), and reads the
 * fields up to the first file into `request.body` only when the token is not in a header.
 */
async function readFieldsBeforeFirstFile(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  if (!request.cookies[CSRF_COOKIE]) throw csrfRefusal();
  if (tokenInHeader(request)) return;
  const parts = startParts(request);
  const fields: Record<string, unknown> = {};
  request.body = fields;
  for (let part = await nextPart(parts); part; part = await nextPart(parts)) {
    if (part.type === 'file') {
      unread.set(request, { parts, firstFile: part });
      return;
    }
    addField(fields, part.fieldname, part.value);
  }
  readToEnd.add(request);
}

/**
 * Routes that take files: each gets a multipart parser of its own, limited to the demo's small
 * text files, and its fields are read only up to the first file before the checks.
 */
export function registerFileRoutes(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: MAX_UPLOAD_FILES,
        fields: MAX_UPLOAD_FIELDS,
        parts: MAX_UPLOAD_FILES + MAX_UPLOAD_FIELDS,
        // A field may be as long as a whole urlencoded body may be.
        fieldSize: scope.initialConfig.bodyLimit,
      },
    });
    scope.addHook('preValidation', readFieldsBeforeFirstFile);
    // An answer sent with the upload unread (a refusal): drop the stream and do not reuse the connection.
    scope.addHook('onSend', async (request, reply, payload) => {
      if (!request.isMultipart() || readToEnd.has(request)) return payload;
      unread.get(request)?.firstFile?.file.destroy();
      unread.delete(request);
      reply.header('Connection', 'close');
      return payload;
    });
    routes(scope);
  });
}

/**
 * The rest of an upload, read once the checks passed: its files (an empty file input sends none)
 * and the fields after them, merged into the fields. Too large a file or too many parts: 413.
 */
export async function readUploads(
  request: FastifyRequest,
): Promise<{ fields: Fields; files: UploadedFile[] }> {
  const fields = { ...(request.body as Record<string, unknown> | undefined) };
  if (!request.isMultipart() || readToEnd.has(request)) return { fields, files: [] };
  // Fields read before the check stopped at the first file; a token in the header left it all unread.
  const upload = unread.get(request) ?? { parts: startParts(request), firstFile: undefined };
  unread.delete(request);
  const files: UploadedFile[] = [];
  let part: Multipart | undefined = upload.firstFile ?? (await nextPart(upload.parts));
  while (part) {
    if (part.type === 'file') {
      const content = await part.toBuffer().catch((error: unknown) => {
        throw uploadRefusal(error);
      });
      if (part.filename !== '' || content.length > 0) {
        files.push({ fieldName: part.fieldname, fileName: part.filename, mimeType: part.mimetype, content });
      }
    } else {
      addField(fields, part.fieldname, part.value);
    }
    part = await nextPart(upload.parts);
  }
  readToEnd.add(request);
  request.body = fields;
  return { fields, files };
}
