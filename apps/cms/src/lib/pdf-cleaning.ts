import { readFile, writeFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

/** Why a PDF could not be cleaned: the admin refuses it, saying what to do (upload-refusals.ts). */
export type PdfRefusal = 'locked' | 'unreadable';

/**
 * An XMP packet, wherever it hangs (the catalog, a page, an embedded image or font). pdf-lib keeps
 * one `PDFName` per name, so names compare with `===`.
 */
function isXmp(object: unknown): boolean {
  const dict = object instanceof PDFRawStream ? object.dict : object;
  return dict instanceof PDFDict && dict.get(PDFName.of('Type')) === PDFName.of('Metadata');
}

/**
 * Rewrites an uploaded PDF in place without what it says about its making: the document
 * information (author, title, creator, producer, dates), every XMP packet and application
 * private data (`PieceInfo`). The pages are kept as they are; the file is written anew, so
 * nothing removed survives as an unreferenced object. A PDF protected with a password cannot be
 * read to be cleaned, and one pdf-lib cannot parse is no PDF the site can offer: both refused.
 * Images embedded in the pages are left as they are (limit written in decision 023).
 */
export async function cleanPdf(filepath: string): Promise<{ bytes: number } | PdfRefusal> {
  let pdf: PDFDocument;
  let pages: PDFDict[];
  try {
    // Loaded even when encrypted, to tell that apart (pdf-lib's own error is no class to test).
    pdf = await PDFDocument.load(await readFile(filepath), { ignoreEncryption: true });
    if (pdf.isEncrypted) return 'locked';
    // A file with a PDF header and no document in it fails here, not at load.
    pages = pdf.getPages().map((page) => page.node);
  } catch {
    return 'unreadable';
  }
  const { context, catalog } = pdf;
  const info = context.trailerInfo.Info;
  // Stryker disable next-line ConditionalExpression: deleting what is no reference changes nothing.
  if (info instanceof PDFRef) context.delete(info);
  context.trailerInfo.Info = undefined;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (isXmp(object)) context.delete(ref);
  }
  for (const dict of [catalog, ...pages]) {
    dict.delete(PDFName.of('Metadata'));
    dict.delete(PDFName.of('PieceInfo'));
  }
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: a form's fields keep the look they were given; no upload here has one.
  const cleaned = await pdf.save({ updateFieldAppearances: false });
  await writeFile(filepath, cleaned);
  return { bytes: cleaned.length };
}
