import { describe, expect, it } from 'vitest';
import { UPLOAD_REFUSALS } from './upload-refusals';

describe('the media library says why it refused a file, in the admin’s language', () => {
  it('names a file that is neither an image nor a PDF, and what to export it as', () => {
    expect(UPLOAD_REFUSALS.es.notMedia('logo.svg')).toBe(
      '«logo.svg» no es una imagen (JPEG, PNG, WebP, GIF o AVIF) ni un PDF: solo esos se pueden subir. Expórtalo en uno de esos formatos y vuelve a subirlo.',
    );
    expect(UPLOAD_REFUSALS.en.notMedia('logo.svg')).toBe(
      '"logo.svg" is not an image (JPEG, PNG, WebP, GIF or AVIF) or a PDF: only those can be uploaded. Export it in one of those formats and upload it again.',
    );
  });

  it('gives the most one upload may weigh', () => {
    expect(UPLOAD_REFUSALS.es.tooLarge(20)).toBe(
      'El archivo pesa más de 20 MB, el máximo por subida. Redúcelo (una foto de 4000 píxeles de ancho en JPEG pesa unos 3 MB) y vuelve a subirlo.',
    );
    expect(UPLOAD_REFUSALS.en.tooLarge(20)).toBe(
      'The file is over 20 MB, the most one upload may be. Make it smaller (a 4000-pixel-wide JPEG photo is about 3 MB) and upload it again.',
    );
  });

  it('writes megapixels as each language reads numbers, to one decimal', () => {
    expect(UPLOAD_REFUSALS.es.tooManyPixels('plano.png', 12000.04, 40.25)).toBe(
      '«plano.png» tiene 12.000 megapíxeles y el máximo es 40,3. Redúcela (por ejemplo, a 4000 × 3000 píxeles) y vuelve a subirla.',
    );
    expect(UPLOAD_REFUSALS.en.tooManyPixels('plan.png', 12000.04, 40.25)).toBe(
      '"plan.png" has 12,000 megapixels and the most is 40.3. Make it smaller (say 4000 × 3000 pixels) and upload it again.',
    );
  });

  it('says why a PDF could not be cleaned and how to upload it again', () => {
    expect(UPLOAD_REFUSALS.es.pdfLocked('tarifas.pdf')).toBe(
      '«tarifas.pdf» está protegido con contraseña, y así no se le pueden quitar los datos de quién lo hizo antes de publicarlo. Guárdalo sin contraseña y vuelve a subirlo.',
    );
    expect(UPLOAD_REFUSALS.en.pdfLocked('rates.pdf')).toBe(
      '"rates.pdf" is protected with a password, so who made it cannot be removed from it before it is published. Save it without a password and upload it again.',
    );
    expect(UPLOAD_REFUSALS.es.pdfUnreadable('tarifas.pdf')).toBe(
      '«tarifas.pdf» empieza como un PDF pero no se pudo leer (puede estar dañado o incompleto). Ábrelo, expórtalo de nuevo como PDF y vuelve a subirlo.',
    );
    expect(UPLOAD_REFUSALS.en.pdfUnreadable('rates.pdf')).toBe(
      '"rates.pdf" starts like a PDF but could not be read (it may be damaged or incomplete). Open it, export it again as PDF and upload it again.',
    );
  });
});
