import { describe, expect, it } from 'vitest';
import { passwordProblems } from './admin-user';

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
