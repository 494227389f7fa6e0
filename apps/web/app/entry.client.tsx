import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setBrowserHydration } from './components/ui/server-html';
import { loadDictionary } from './i18n/dictionaries';
import { languageFromPath } from './i18n/language';
import { restoreLanguageCookie } from './i18n/language-storage';
import { dictionaryTranslator } from './i18n/translator';
import { TranslatorProvider } from './i18n/translator-context';
import { loadFullStylesheetOnFirstAct } from './lib/full-stylesheet';
import { startPerformanceSnapshot } from './lib/performance';

// What the scripts render next may use classes the page's inlined CSS left out (decision 043).
loadFullStylesheetOnFirstAct();

// The page's language only: the other dictionary comes when a navigation needs it (root.tsx).
void loadDictionary(languageFromPath(window.location.pathname)).then(() => {
  setBrowserHydration(true);
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
});

// Neither is needed for the first screen: each runs as a task of its own, apart from the
// hydration's (a first localStorage read alone takes ~4 ms here, ~40 ms on a low-tier phone).
setTimeout(restoreLanguageCookie, 0);
setTimeout(startPerformanceSnapshot, 0);
