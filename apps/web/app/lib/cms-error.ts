/** A failed CMS call, naming what was asked for; shared by server code and error boundaries. */
export class CmsError extends Error {
  readonly contentType: string;
  readonly locale: string | null;
  /** HTTP status of the CMS answer; null when the CMS could not be reached or timed out. */
  readonly status: number | null;

  constructor(contentType: string, locale: string | null, status: number | null, detail?: string) {
    const where = locale ? `${contentType} (${locale})` : contentType;
    const what = status === null ? 'CMS unreachable' : `CMS answered HTTP ${status}`;
    super(`${what} for ${where}${detail ? `: ${detail}` : ''}`);
    this.name = 'CmsError';
    this.contentType = contentType;
    this.locale = locale;
    this.status = status;
  }
}
