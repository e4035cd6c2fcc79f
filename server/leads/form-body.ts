/**
 * Reads a quote request's body as it streams in, multipart (with photos) or URL-encoded, and
 * stops at the first limit it crosses instead of buffering whatever a client sends: text at
 * most 64 KB, at most 6 photos in the `photos` field, 20 MB each and 60 MB together, and
 * photo bytes held by all requests at once within the server's upload budget.
 */
import Busboy from '@fastify/busboy';
import { maxPhotos, maxPhotoBytes, maxPhotosBytes, photoField, photoMessages } from '../../src/lib/photo-fields.ts';
import type { UploadBudget } from '../photos/budget.ts';

/** The text of a request: today's limit for a request without photos. */
export const maxTextBytes = 64 * 1024;
/** Part headers and boundaries around the photos; a browser spends a few hundred bytes per part. */
const framingBytes = 64 * 1024;

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

export type BodyProblem =
  | { kind: 'unreadable' }
  | { kind: 'text-too-large' }
  | { kind: 'photos'; status: 413 | 422; message: string }
  | { kind: 'busy' };

export interface QuoteBody {
  /** The first value of each text field, as far as the body was read. */
  fields: Record<string, string>;
  photos: Upload[];
  problem: BodyProblem | null;
  /** Gives the photo bytes back to the upload budget; call once the request is answered. */
  release: () => void;
}

const photoProblem = (status: 413 | 422, message: string): BodyProblem => ({ kind: 'photos', status, message });

export async function readQuoteBody(request: Request, budget: UploadBudget): Promise<QuoteBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const cap = multipart ? maxTextBytes + maxPhotosBytes + framingBytes : maxTextBytes;
  const fields: Record<string, string> = {};
  const photos: Upload[] = [];
  let held = 0;
  const body: QuoteBody = { fields, photos, problem: null, release: () => budget.give(held) };
  const fail = (problem: BodyProblem) => void (body.problem ??= problem);

  const declared = Number(request.headers.get('content-length'));
  if (declared > cap) {
    fail(multipart ? photoProblem(413, photoMessages.tooMuch()) : { kind: 'text-too-large' });
    return body;
  }

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // One file over the photo limit is how the server tells a 7th photo from the 6 allowed.
      limits: { fieldSize: maxTextBytes, fields: 40, files: maxPhotos + 1, fileSize: maxPhotoBytes, parts: 60, headerPairs: 20 },
    });
  } catch {
    fail({ kind: 'unreadable' });
    return body;
  }

  let textBytes = 0;
  let photoBytes = 0;
  let photoStarted = false;
  let photoCount = 0;

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (valueTruncated || textBytes > maxTextBytes) return fail({ kind: 'text-too-large' });
    // A URL-encoded post of a file input carries only the file's name: nothing to store.
    if (name !== photoField && !(name in fields)) fields[name] = value;
  });

  parser.on('file', (name, stream, declaredName: string | undefined) => {
    // A part without a filename parameter (a file input left empty sends filename="") has none.
    const fileName = declaredName ?? '';
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = body.problem === null;
    if (name === photoField) {
      if (fileName !== '') photoStarted = true;
    } else {
      // An empty, nameless part is a file input left empty; anything else is a file where none belongs.
      if (fileName !== '') fail(photoProblem(422, photoMessages.wrongField()));
      keep = false;
    }
    stream.on('limit', () => fail(photoProblem(413, photoMessages.tooBig(fileName))));
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (name !== photoField) return fail(photoProblem(422, photoMessages.wrongField()));
      photoBytes += chunk.length;
      if (photoBytes > maxPhotosBytes) fail(photoProblem(413, photoMessages.tooMuch()));
      if (!keep || body.problem) return;
      if (!budget.take(chunk.length)) return fail({ kind: 'busy' });
      held += chunk.length;
      chunks.push(chunk);
    });
    stream.on('end', () => {
      if (name !== photoField || stream.truncated) return;
      if (size === 0) {
        // No file name and no bytes: the browser's way of saying no photo was chosen.
        if (fileName !== '') fail(photoProblem(422, photoMessages.empty(fileName)));
        return;
      }
      photoCount += 1;
      if (photoCount > maxPhotos) return fail(photoProblem(422, photoMessages.tooMany()));
      if (keep && !body.problem) photos.push({ fileName: fileName || `Photo ${photoCount}`, bytes: Buffer.concat(chunks, size) });
    });
  });

  parser.on('filesLimit', () => fail(photoProblem(422, photoMessages.tooMany())));

  let parserFailed = false;
  const parsed = new Promise<void>((resolve) => {
    parser.once('finish', resolve);
    parser.once('error', () => {
      parserFailed = true;
      fail({ kind: 'unreadable' });
      resolve();
    });
  });

  /** Past a size limit, or once the body cannot be read, the rest is not worth reading: the
   *  answer goes out at once and the HTTP server discards what is still on its way. */
  const stopReading = () => {
    const problem = body.problem;
    return problem !== null && (problem.kind !== 'photos' || problem.status === 413);
  };

  const reader = request.body?.getReader();
  let read = 0;
  try {
    while (reader && !stopReading()) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > cap) fail(multipart ? photoProblem(413, photoMessages.tooMuch()) : { kind: 'text-too-large' });
      if (stopReading()) break;
      const more = parser.write(value);
      // The form sends its text before its photos: this much parsed without a photo part is all text.
      if (read > maxTextBytes + framingBytes && !photoStarted) fail({ kind: 'text-too-large' });
      if (!more && !stopReading()) {
        await new Promise<void>((resolve) => {
          parser.once('drain', resolve);
          parser.once('error', () => resolve());
        });
      }
    }
  } catch {
    fail({ kind: 'unreadable' });
  }
  if (stopReading() || parserFailed) {
    parser.destroy();
    return body;
  }
  parser.end();
  await parsed;
  // Without a photo, today's limit holds for the whole body, part headers included.
  if (!photoStarted && read > maxTextBytes) fail({ kind: 'text-too-large' });
  return body;
}
