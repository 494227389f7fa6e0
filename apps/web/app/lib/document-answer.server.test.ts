import type { EntryContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answerDocumentsWith, featureAnswer } from './document-answer.server';

const context = {} as EntryContext;

// The list of answers lives as long as the module: these tests run in order, adding to it.
describe('feature answers to a document request', () => {
  it('asks a feature once per request however often its module loads', () => {
    const answer = vi.fn(() => null);
    answerDocumentsWith(answer);
    answerDocumentsWith(answer);
    featureAnswer(new Request('https://brilla.test/x'), context);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('answers with the first feature that has an answer, in the order they were added', async () => {
    const request = new Request('https://brilla.test/contactanos');
    expect(featureAnswer(request, context)).toBeNull();
    const none = vi.fn(() => null);
    const limited = vi.fn((asked: Request) =>
      asked.url.endsWith('/contactanos') ? new Response('limited', { status: 429 }) : null,
    );
    const other = vi.fn(() => new Response('other'));
    answerDocumentsWith(none);
    answerDocumentsWith(limited);
    answerDocumentsWith(other);
    const answer = featureAnswer(request, context);
    expect(answer?.status).toBe(429);
    expect(await answer?.text()).toBe('limited');
    expect(none).toHaveBeenCalledWith(request, context);
    expect(other).not.toHaveBeenCalled();
    // A request the first two leave alone reaches the third.
    expect(await featureAnswer(new Request('https://brilla.test/'), context)?.text()).toBe('other');
  });
});
