import { Writable } from 'node:stream';

type FormidableFile = { open: () => void; _writeStream?: unknown };
type Form = { _error: (error: Error) => void; brillaFiles?: number };

/**
 * formidable 2 (strapi::body, through koa-body) ignores `maxFiles`: one anonymous request wrote
 * 300 temporary files. This `onFileBegin` listener counts the files of each request (`this` is
 * the request's form): past `max`, the request fails with 413 saying what to do, the files
 * already written are removed by formidable, and nothing more reaches the disk.
 */
export function limitFilesPerRequest(max: number) {
  return function onFileBegin(this: Form, _field: string, file: FormidableFile): void {
    this.brillaFiles = (this.brillaFiles ?? 0) + 1;
    if (this.brillaFiles <= max) return;
    file.open = function openNowhere(this: FormidableFile) {
      this._writeStream = new Writable({
        write(_chunk, _encoding, done) {
          done();
        },
      });
    };
    if (this.brillaFiles === max + 1) {
      this._error(
        Object.assign(
          new Error(`More than ${max} files in one request: upload at most ${max} at a time.`),
          { name: 'PayloadTooLargeError', status: 413, statusCode: 413, expose: true },
        ),
      );
    }
  };
}
