import { describe, expect, it } from 'vitest';
import { limitFilesPerRequest } from './upload-file-limit';

type File = { open: () => void; _writeStream?: unknown };

function request(max: number) {
  const errors: Error[] = [];
  const form: { _error: (error: Error) => void; brillaFiles?: number } = {
    _error: (error) => errors.push(error),
  };
  const onFileBegin = limitFilesPerRequest(max);
  const opened: number[] = [];
  const files: File[] = [];
  const begin = () => {
    const index = files.length;
    const file: File = { open: () => opened.push(index) };
    files.push(file);
    onFileBegin.call(form, 'files', file);
    file.open();
  };
  return { begin, errors, opened, files };
}

describe('files per upload request', () => {
  it('lets the request write up to the maximum', () => {
    const { begin, errors, opened } = request(2);
    begin();
    begin();
    expect(opened).toEqual([0, 1]);
    expect(errors).toEqual([]);
  });

  it('fails the request once past it with a 413 that says what to do, writing nothing more', async () => {
    const { begin, errors, opened, files } = request(2);
    for (let i = 0; i < 3; i += 1) begin();
    expect(errors).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) begin();
    expect(opened).toEqual([0, 1]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe(
      'More than 2 files in one request: upload at most 2 at a time.',
    );
    expect(errors[0]).toMatchObject({
      name: 'PayloadTooLargeError',
      status: 413,
      statusCode: 413,
      expose: true,
    });
    // What formidable writes to a file past the limit goes nowhere, without error.
    for (const file of files.slice(2)) {
      const stream = file._writeStream as NodeJS.WritableStream;
      await new Promise<void>((resolve, reject) =>
        stream.write('bytes', (error) => (error ? reject(error) : resolve())),
      );
    }
  });

  it('counts each request apart', () => {
    const first = request(1);
    first.begin();
    const second = request(1);
    second.begin();
    expect([first.errors, second.errors]).toEqual([[], []]);
  });
});
