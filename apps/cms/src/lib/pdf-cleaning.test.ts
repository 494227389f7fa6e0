import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanPdf } from './pdf-cleaning';

const dir = mkdtempSync(path.join(os.tmpdir(), 'brilla-pdf-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Ana Pérez, 4.6097,-74.0817</dc:creator></x:xmpmeta>';

/** A two-page brochure as an office suite writes it: who made it, when, with what, and XMP. */
async function brochure(): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.setAuthor('Ana Pérez');
  pdf.setTitle('Tarifas 2026');
  pdf.setSubject('Interno');
  pdf.setKeywords(['borrador']);
  pdf.setCreator('Writer');
  pdf.setProducer('LibreOffice 7.6');
  pdf.setCreationDate(new Date('2026-03-01T10:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of ['Planes para creadores', 'Contacto']) {
    pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, font });
  }
  const xmp = pdf.context.register(pdf.context.stream(XMP, { Type: 'Metadata', Subtype: 'XML' }));
  pdf.catalog.set(PDFName.of('Metadata'), xmp);
  pdf.getPage(0).node.set(PDFName.of('Metadata'), xmp);
  pdf.catalog.set(PDFName.of('PieceInfo'), pdf.context.obj({ Illustrator: { Private: 'x' } }));
  const file = path.join(dir, `brochure-${Math.random()}.pdf`);
  writeFileSync(file, await pdf.save({ useObjectStreams: false }));
  return file;
}

describe('cleanPdf', () => {
  it('rewrites an uploaded PDF without its author, dates, software or XMP, pages intact', async () => {
    const file = await brochure();
    const before = await PDFDocument.load(readFileSync(file));
    expect(before.getAuthor()).toBe('Ana Pérez');
    expect(readFileSync(file).includes('xmpmeta')).toBe(true);

    const result = await cleanPdf(file);

    const bytes = readFileSync(file);
    expect(result).toEqual({ bytes: bytes.length });
    expect(bytes.includes('xmpmeta')).toBe(false);
    expect(bytes.includes('PieceInfo')).toBe(false);
    expect(bytes.includes('/Info')).toBe(false);
    const after = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(after.getPageCount()).toBe(2);
    expect(after.getPage(1).getSize()).toEqual({ width: 300, height: 200 });
    for (const read of [
      'getAuthor',
      'getTitle',
      'getSubject',
      'getKeywords',
      'getCreator',
      'getProducer',
      'getCreationDate',
    ] as const) {
      expect(after[read](), read).toBeUndefined();
    }
    expect(after.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(after.catalog.get(PDFName.of('PieceInfo'))).toBeUndefined();
    // Nothing removed is left behind as an object no longer pointed to.
    const left = after.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFRawStream ? object.dict : object))
      .filter((object) => object instanceof PDFDict)
      .flatMap((dict) => dict.keys().map((key) => key.asString()));
    expect(left).not.toContain('/Author');
    expect(left).not.toContain('/Producer');
    expect(left).not.toContain('/PieceInfo');
    expect(left.filter((key) => key === '/Metadata')).toEqual([]);
    expect(after.getPage(0).node.get(PDFName.of('Metadata'))).toBeUndefined();
  });

  it('refuses a PDF locked with a password, and one with no document in it', async () => {
    const locked = await PDFDocument.create();
    locked.addPage();
    locked.context.trailerInfo.Encrypt = locked.context.obj({ Filter: 'Standard' });
    const lockedFile = path.join(dir, 'locked.pdf');
    writeFileSync(lockedFile, await locked.save());
    expect(await cleanPdf(lockedFile)).toBe('locked');

    const broken = path.join(dir, 'broken.pdf');
    writeFileSync(broken, '%PDF-1.7\nnot a document');
    expect(await cleanPdf(broken)).toBe('unreadable');
    // A refused file is left as it was: the request ends without storing it.
    expect(readFileSync(broken, 'utf8')).toBe('%PDF-1.7\nnot a document');
  });
});
