import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { restoreLanguageCookie } from './i18n/language-storage';
import { dictionaryTranslator } from './i18n/translator';
import { TranslatorProvider } from './i18n/translator-context';
import { startPerformanceSnapshot } from './lib/performance';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslatorProvider factory={dictionaryTranslator}>
        <HydratedRouter />
      </TranslatorProvider>
    </StrictMode>,
  );
});

restoreLanguageCookie();
void startPerformanceSnapshot();
