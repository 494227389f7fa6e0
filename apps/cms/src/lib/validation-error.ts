import { errors } from '@strapi/utils';

/** One refused field: its path in the entry's data (`['headerMenu', '2', 'target']`). */
export type FieldProblem = { path: ReadonlyArray<string | number>; message: string };

/**
 * A Strapi ValidationError (400) the admin shows: every message in its notice and each one
 * beside its field.
 */
export function validationError(
  problems: readonly FieldProblem[],
): InstanceType<typeof errors.ValidationError> {
  return new errors.ValidationError(problems.map((p) => p.message).join(' '), {
    errors: problems.map((p) => ({
      path: p.path.map(String),
      message: p.message,
      name: 'ValidationError',
    })),
  });
}
