import { JOB_FILE_ERROR_CODES, JOB_FILE_MAX_BYTES, JOB_FILE_MESSAGES, JOB_FILE_TYPES, JOB_TEXT_LIMITS } from '@hiring/shared/job-positions';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { JOB_FILE_RATE_LIMIT } from './job-positions.routes.ts';

const DESCRIPTION = 'Warehouse Supervisor\nLead a shift of 25 associates across receiving and dispatch.';

/** A real one-page PDF with the text, written by pdfkit. */
async function pdfOf(text: string | null): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  if (text !== null) doc.text(text);
  else doc.rect(50, 50, 100, 100).fill('#333'); // a page with a picture and no text, as a scan
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A real minimal .docx (the three parts Word needs), one paragraph per line. */
async function docxOf(text: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraphs = text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe.each(dbTargets)('reading a job description from a file on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (token: string | null, fileName: string, body: Buffer, contentType = 'application/octet-stream') =>
    t.app
      .inject({
        method: 'POST',
        url: `/api/app/job-positions/description-file?file_name=${encodeURIComponent(fileName)}`,
        payload: body,
        headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      })
      .then((res) => ({ status: res.statusCode, body: res.json(), headers: res.headers }));

  it('reads the text of a PDF', async () => {
    const { token } = await registerOwner(t);
    const res = await upload(token, 'supervisor.pdf', await pdfOf(DESCRIPTION), JOB_FILE_TYPES.pdf.mime);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      text: DESCRIPTION,
      file_name: 'supervisor.pdf',
      kind: 'pdf',
      characters: DESCRIPTION.length,
      truncated: false,
    });
  });

  it('reads the text of a Word .docx', async () => {
    const { token } = await registerOwner(t);
    const res = await upload(token, 'Supervisor.DOCX', await docxOf(DESCRIPTION), JOB_FILE_TYPES.docx.mime);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.text).toBe(DESCRIPTION.replace('\n', '\n\n'));
    expect(res.body.data.kind).toBe('docx');
  });

  it('reads a UTF-8 text file, dropping its byte-order mark and extra blank lines', async () => {
    const { token } = await registerOwner(t);
    const res = await upload(token, 'job.txt', Buffer.from(`\ufeffKöchin / Chef\r\n\r\n\r\n\r\nLead the line.  \n`), 'text/plain');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.text).toBe('Köchin / Chef\n\nLead the line.');
  });

  it(`keeps the first ${JOB_TEXT_LIMITS.job_description.toLocaleString('en-US')} characters of a longer file and says it was cut`, async () => {
    const { token } = await registerOwner(t);
    const res = await upload(token, 'long.md', Buffer.from('a'.repeat(JOB_TEXT_LIMITS.job_description + 50)), 'text/markdown');
    expect(res.status).toBe(200);
    expect(res.body.data.characters).toBe(JOB_TEXT_LIMITS.job_description);
    expect(res.body.data.truncated).toBe(true);
  });

  it.each([
    [
      'an image named as a PDF',
      'job.pdf',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
      415,
      JOB_FILE_MESSAGES.type,
      JOB_FILE_ERROR_CODES.type,
    ],
    ['a spreadsheet', 'job.xlsx', Buffer.from('PK\u0003\u0004 not read'), 415, JOB_FILE_MESSAGES.type, JOB_FILE_ERROR_CODES.type],
    ['an old Word .doc', 'job.doc', Buffer.from('text'), 415, JOB_FILE_MESSAGES.type, JOB_FILE_ERROR_CODES.type],
    ['a binary file named .txt', 'job.txt', Buffer.from([0x41, 0, 0x42]), 415, JOB_FILE_MESSAGES.type, JOB_FILE_ERROR_CODES.type],
    [
      'a damaged PDF',
      'job.pdf',
      Buffer.from('%PDF-1.7\nnot really a pdf'),
      422,
      JOB_FILE_MESSAGES.unreadable,
      JOB_FILE_ERROR_CODES.unreadable,
    ],
    [
      'a damaged .docx',
      'job.docx',
      Buffer.from('PK\u0003\u0004 broken zip'),
      422,
      JOB_FILE_MESSAGES.unreadable,
      JOB_FILE_ERROR_CODES.unreadable,
    ],
    [
      'a text file that is not UTF-8',
      'job.txt',
      Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x6c]),
      422,
      JOB_FILE_MESSAGES.unreadable,
      JOB_FILE_ERROR_CODES.unreadable,
    ],
    ['an empty file', 'job.txt', Buffer.alloc(0), 422, JOB_FILE_MESSAGES.noText, JOB_FILE_ERROR_CODES.noText],
  ])('refuses %s with a clear message and a code', async (_, name, bytes, status, message, code) => {
    const { token } = await registerOwner(t);
    const res = await upload(token, name, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ success: false, message, code });
  });

  it('says a PDF without text (a scan) holds none', async () => {
    const { token } = await registerOwner(t);
    const res = await upload(token, 'scan.pdf', await pdfOf(null), JOB_FILE_TYPES.pdf.mime);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: JOB_FILE_MESSAGES.noText, code: JOB_FILE_ERROR_CODES.noText });
  });

  it(`refuses a file over ${JOB_FILE_MAX_BYTES / 1024 / 1024} MB with 413 and the size message`, async () => {
    const { token } = await registerOwner(t);
    const res = await upload(token, 'big.txt', Buffer.alloc(JOB_FILE_MAX_BYTES + 1, 0x61), 'text/plain');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: JOB_FILE_MESSAGES.tooLarge, code: JOB_FILE_ERROR_CODES.tooLarge });
    expect(JOB_FILE_MESSAGES.tooLarge).toBe('The file is larger than 2 MB. Choose a smaller file or paste the text.');
  });

  it('is for signed-in owners and admins only', async () => {
    const owner = await registerOwner(t);
    const bytes = Buffer.from(DESCRIPTION);
    expect((await upload(null, 'job.txt', bytes)).status).toBe(401);
    for (const role of ['team_lead', 'manager', 'user']) {
      const token = await registerMember(t, owner.companyId, role);
      expect((await upload(token, 'job.txt', bytes)).status, role).toBe(403);
    }
    const admin = await registerMember(t, owner.companyId, 'admin');
    expect((await upload(admin, 'job.txt', bytes)).status).toBe(200);
  });

  it(`allows ${JOB_FILE_RATE_LIMIT.points} files a minute per user, then answers 429 with Retry-After`, async () => {
    const { token } = await registerOwner(t);
    const bytes = Buffer.from(DESCRIPTION);
    for (let i = 0; i < JOB_FILE_RATE_LIMIT.points; i++) expect((await upload(token, 'job.txt', bytes)).status).toBe(200);
    const res = await upload(token, 'job.txt', bytes);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(JOB_FILE_RATE_LIMIT).toEqual({ points: 20, windowSeconds: 60 });
  });

  it('is described in the OpenAPI document with the file types it takes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/app/job-positions/description-file']?.post;
    expect(op).toBeDefined();
    expect(Object.keys(op.requestBody?.content ?? {})).toEqual(expect.arrayContaining([JOB_FILE_TYPES.pdf.mime, JOB_FILE_TYPES.docx.mime]));
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '413', '415', '422', '429']));
  });
});
