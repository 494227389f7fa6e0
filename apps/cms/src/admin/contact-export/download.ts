/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`), or null. */
export function dispositionFileName(header: string | null | undefined): string | null {
  const match = header?.match(/filename="([^"/\\]+)"/);
  return match?.[1] ?? null;
}

/** Hands a blob to the browser as a download called `name`; the admin page stays open. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
