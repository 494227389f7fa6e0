import type { Language } from '@brilla/i18n';

const number = (language: Language, value: number) =>
  value.toLocaleString(language === 'es' ? 'es-CO' : 'en-US', { maximumFractionDigits: 1 });

/**
 * Why the media library refused a file, and what to do, as the admin shows it under the file
 * (its upload dialog prints the answer's `error.message`): in the admin's language, Spanish
 * unless the browser prefers English (the refusal comes before Strapi knows who is signed in).
 */
export const UPLOAD_REFUSALS = {
  es: {
    notMedia: (name: string) =>
      `«${name}» no es una imagen (JPEG, PNG, WebP, GIF o AVIF) ni un PDF: solo esos se pueden subir. Expórtalo en uno de esos formatos y vuelve a subirlo.`,
    tooLarge: (maxMb: number) =>
      `El archivo pesa más de ${maxMb} MB, el máximo por subida. Redúcelo (una foto de 4000 píxeles de ancho en JPEG pesa unos 3 MB) y vuelve a subirlo.`,
    tooManyPixels: (name: string, megapixels: number, maxMegapixels: number) =>
      `«${name}» tiene ${number('es', megapixels)} megapíxeles y el máximo es ${number('es', maxMegapixels)}. Redúcela (por ejemplo, a 4000 × 3000 píxeles) y vuelve a subirla.`,
    pdfLocked: (name: string) =>
      `«${name}» está protegido con contraseña, y así no se le pueden quitar los datos de quién lo hizo antes de publicarlo. Guárdalo sin contraseña y vuelve a subirlo.`,
    pdfUnreadable: (name: string) =>
      `«${name}» empieza como un PDF pero no se pudo leer (puede estar dañado o incompleto). Ábrelo, expórtalo de nuevo como PDF y vuelve a subirlo.`,
  },
  en: {
    notMedia: (name: string) =>
      `"${name}" is not an image (JPEG, PNG, WebP, GIF or AVIF) or a PDF: only those can be uploaded. Export it in one of those formats and upload it again.`,
    tooLarge: (maxMb: number) =>
      `The file is over ${maxMb} MB, the most one upload may be. Make it smaller (a 4000-pixel-wide JPEG photo is about 3 MB) and upload it again.`,
    tooManyPixels: (name: string, megapixels: number, maxMegapixels: number) =>
      `"${name}" has ${number('en', megapixels)} megapixels and the most is ${number('en', maxMegapixels)}. Make it smaller (say 4000 × 3000 pixels) and upload it again.`,
    pdfLocked: (name: string) =>
      `"${name}" is protected with a password, so who made it cannot be removed from it before it is published. Save it without a password and upload it again.`,
    pdfUnreadable: (name: string) =>
      `"${name}" starts like a PDF but could not be read (it may be damaged or incomplete). Open it, export it again as PDF and upload it again.`,
  },
} as const;
