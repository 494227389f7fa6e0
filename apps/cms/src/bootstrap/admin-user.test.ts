import { afterEach, describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { ensureFirstAdmin, passwordProblems } from './admin-user';

describe('passwordProblems', () => {
  it('accepts a password with 8+ characters, upper, lower and a digit', () => {
    expect(passwordProblems('Admin12345')).toEqual([]);
  });
  it('names every missing rule', () => {
    expect(passwordProblems('abc')).toEqual([
      'at least 8 characters',
      'an uppercase letter',
      'a digit',
    ]);
    expect(passwordProblems('ADMIN12345')).toEqual(['a lowercase letter']);
  });
});

describe('ensureFirstAdmin', () => {
  const withoutAdmins = () => fakeStrapi({ db: { query: () => ({ count: async () => 0 }) } });
  const environment = process.env;
  const saved = { ...environment };
  afterEach(() => {
    for (const name of ['NODE_ENV', 'CMS_ADMIN_EMAIL', 'CMS_ADMIN_PASSWORD']) {
      if (saved[name] === undefined) delete environment[name];
      else environment[name] = saved[name];
    }
  });

  it('refuses to start a production CMS that has no admin and none to create', async () => {
    environment.NODE_ENV = 'production';
    delete environment.CMS_ADMIN_EMAIL;
    delete environment.CMS_ADMIN_PASSWORD;
    await expect(ensureFirstAdmin(withoutAdmins())).rejects.toThrow(
      /CMS_ADMIN_EMAIL.*never opens first-admin registration/s,
    );
  });

  it('leaves registration to the developer outside production', async () => {
    environment.NODE_ENV = 'development';
    delete environment.CMS_ADMIN_EMAIL;
    delete environment.CMS_ADMIN_PASSWORD;
    expect(await ensureFirstAdmin(withoutAdmins())).toBe('skipped');
  });
});
