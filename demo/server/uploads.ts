/**
 * File uploads. Multipart bodies are parsed only on the routes registered through
 * `registerFileRoutes` (every other route answers a multipart post 415, fastify's answer for a
 * content type it has no parser for), and there only as far as the first file before the CSRF
 * check: the fields before it (the form's hidden `_csrf` comes first) become the body the check
 * reads, and the file is read by the handler, after the check passed. A refused upload is left
 * unread and its connection closed.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Fields } from './input.ts';

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

/** What the CSRF check left unread: the parts still to come and the first file, not yet consumed. */
interface UnreadUpload {
  readonly parts: AsyncIterator<Multipart>;
  readonly firstFile: MultipartFile;
}

const unread = new WeakMap<FastifyRequest, UnreadUpload>();

/** A repeated field becomes a list, which the field readers (input.ts) refuse as bad input. */
function addField(fields: Record<string, unknown>, name: string, value: unknown): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/** Reads the fields up to the first file into `request.body`, for the CSRF check that runs next. */
async function readFieldsBeforeFirstFile(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const parts = request.parts()[Symbol.asyncIterator]();
  const fields: Record<string, unknown> = {};
  request.body = fields;
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    const part = next.value;
    if (part.type === 'file') {
      unread.set(request, { parts, firstFile: part });
      return;
    }
    addField(fields, part.fieldname, part.value);
  }
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
    // An answer sent with the file unread (a refusal): drop the stream and do not reuse the connection.
    scope.addHook('onSend', async (request, reply, payload) => {
      const upload = unread.get(request);
      if (upload) {
        unread.delete(request);
        upload.firstFile.file.destroy();
        reply.header('Connection', 'close');
      }
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
  const upload = unread.get(request);
  if (!upload) return { fields, files: [] };
  unread.delete(request);
  const files: UploadedFile[] = [];
  let part: Multipart | undefined = upload.firstFile;
  while (part) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.filename !== '' || content.length > 0) {
        files.push({ fieldName: part.fieldname, fileName: part.filename, mimeType: part.mimetype, content });
      }
    } else {
      addField(fields, part.fieldname, part.value);
    }
    const next: IteratorResult<Multipart> = await upload.parts.next();
    part = next.done ? undefined : next.value;
  }
  request.body = fields;
  return { fields, files };
}
