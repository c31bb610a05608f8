import {
  JOB_FILE_ERROR_CODES,
  JOB_FILE_MAX_BYTES,
  JOB_FILE_MESSAGES,
  JOB_TEXT_LIMITS,
  type JobDescriptionFile,
  type JobFileKind,
  jobFileKind,
} from '@hiring/shared/job-positions';
import { AppError } from '../../lib/errors.ts';

/**
 * A job description read from an uploaded file (issue 34): PDF through unpdf (Mozilla's PDF.js),
 * Word .docx through mammoth, plain text as UTF-8. The kind is taken from the name's extension
 * and must match the file's first bytes, so a renamed file is refused rather than half read.
 */
const refused = (status: number, message: string, code: (typeof JOB_FILE_ERROR_CODES)[keyof typeof JOB_FILE_ERROR_CODES]) =>
  new AppError(status, message).withCode(code);

/** What the first bytes say the file is: a PDF, a ZIP (a .docx is one), or neither. */
function looksLike(kind: JobFileKind, bytes: Buffer): boolean {
  if (kind === 'pdf') return bytes.subarray(0, 1024).includes('%PDF-');
  if (kind === 'docx') return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  // Text: no NUL byte in the first 8 KB (binary files have them, UTF-8 text never does).
  return !bytes.subarray(0, 8192).includes(0);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.cleanup();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

function plainText(bytes: Buffer): string {
  // A byte-order mark is dropped; bytes that are not UTF-8 make the file unreadable, not garbled.
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
}

/** Lines trimmed, runs of blank lines cut to one, no NUL or other control characters but tab and newline. */
function tidy(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export async function readDescriptionFile(fileName: string, bytes: Buffer): Promise<JobDescriptionFile> {
  const kind = jobFileKind(fileName);
  if (!kind) throw refused(415, JOB_FILE_MESSAGES.type, JOB_FILE_ERROR_CODES.type);
  if (bytes.length > JOB_FILE_MAX_BYTES) throw refused(413, JOB_FILE_MESSAGES.tooLarge, JOB_FILE_ERROR_CODES.tooLarge);
  if (bytes.length === 0) throw refused(422, JOB_FILE_MESSAGES.noText, JOB_FILE_ERROR_CODES.noText);
  if (!looksLike(kind, bytes)) throw refused(415, JOB_FILE_MESSAGES.type, JOB_FILE_ERROR_CODES.type);
  let raw: string;
  try {
    raw = kind === 'pdf' ? await pdfText(bytes) : kind === 'docx' ? await docxText(bytes) : plainText(bytes);
  } catch {
    throw refused(422, JOB_FILE_MESSAGES.unreadable, JOB_FILE_ERROR_CODES.unreadable);
  }
  const text = tidy(raw);
  if (text === '') throw refused(422, JOB_FILE_MESSAGES.noText, JOB_FILE_ERROR_CODES.noText);
  const max = JOB_TEXT_LIMITS.job_description;
  const truncated = text.length > max;
  const kept = truncated ? text.slice(0, max) : text;
  return { text: kept, file_name: fileName.trim(), kind, characters: kept.length, truncated };
}
