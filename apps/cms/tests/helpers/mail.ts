/** Raw RFC 5322 messages from the SMTP sink, read just enough for assertions. */

/** The header lines of a message or part, with folded lines joined. */
export function headerLines(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

function header(lines: string[], name: string): string {
  const line = lines.find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

function decode(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes: number[] = [];
    const text = body.replace(/=\r?\n/g, '');
    for (let i = 0; i < text.length; i++) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** Decoded bodies of the message's parts by content type ("text/plain", "text/html"). */
export function mailParts(raw: string): Record<string, string> {
  const lines = headerLines(raw);
  const type = header(lines, 'content-type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const parts: Record<string, string> = {};
  for (const chunk of chunks) {
    const text = chunk.replace(/^\r?\n/, '');
    const partHeaders = headerLines(text);
    const partType = header(partHeaders, 'content-type').split(';')[0]?.trim().toLowerCase() ?? '';
    const encoding = header(partHeaders, 'content-transfer-encoding').toLowerCase();
    const body = text
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
      .replace(/\r?\n$/, '');
    parts[partType] = decode(body, encoding);
  }
  return parts;
}
