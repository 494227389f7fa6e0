import type { AppLoadContext } from 'react-router';
import type { Kept } from './kept';

/**
 * On a document request, keeps `value` for the server's render and returns the stand-in the
 * document's data carries instead; on a data request (a client navigation renders it), the
 * value itself. Only for content the browser keeps as the server's HTML on the first load.
 */
export function keepOnServer<T>(context: AppLoadContext, key: string, value: T): T | Kept {
  if (!context.kept) return value;
  context.kept.set(key, value);
  return { kept: key };
}
