// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { handleContactAction } from './contact-action.server';

/**
 * A CMS that fails is answered for ("try again", 502/503); a bug in the web's own code is not
 * mistaken for one: it reaches React Router as itself (a 500, its stack in the log).
 */
const bug = () => new TypeError("Cannot read properties of undefined (reading 'kind')");

vi.mock('./contact-submission.server', () => ({
  postContactSubmission: () => Promise.reject(bug()),
}));

describe('the contact action on a bug, not a CMS failure', () => {
  it('throws the bug, not the "try again" answer', async () => {
    const form = new URLSearchParams({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      message: 'Hola, quiero información sobre la agencia.',
    });
    await expect(
      handleContactAction(
        new Request('http://localhost/contactanos', { method: 'POST', body: form }),
        null,
      ),
    ).rejects.toThrow(bug());
  });
});
