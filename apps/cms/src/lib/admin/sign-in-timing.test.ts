import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../tests/helpers/fake-strapi';
import { equalizeSignInTiming } from './sign-in-timing';

describe('sign-in timing', () => {
  it('makes an unknown e-mail pay the same password comparison as a known one', async () => {
    const compared: string[] = [];
    const accounts: Record<string, { password: string | null }> = {
      'known@example.com': { password: 'hash-of-known' },
      'invited@example.com': { password: null },
    };
    const auth = {
      hashPassword: async (password: string) => `decoy-hash(${password.length})`,
      validatePassword: async (_password: string, hash: string) => {
        compared.push(hash);
        return false;
      },
      checkCredentials: async ({ email }: { email: string; password: string }) => {
        const account = accounts[email];
        if (account?.password) compared.push(account.password);
        return [null, false, { message: 'Invalid credentials' }];
      },
    };
    const strapi = fakeStrapi({
      service: () => auth,
      db: {
        query: () => ({
          findOne: async ({ where }: { where: { email: string } }) => accounts[where.email] ?? null,
        }),
      },
    });
    equalizeSignInTiming(strapi);

    for (const email of ['known@example.com', 'nobody@example.com', 'invited@example.com']) {
      compared.length = 0;
      const answer = await auth.checkCredentials({ email, password: 'Wrong12345' });
      expect(answer).toEqual([null, false, { message: 'Invalid credentials' }]);
      expect(compared, email).toHaveLength(1);
    }
  });
});
