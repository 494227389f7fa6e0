import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setBrowserHydration } from './components/ui/server-html';
import { loadDictionary } from './i18n/dictionaries';
import { languageFromPath } from './i18n/language';
import { restoreLanguageCookie } from './i18n/language-storage';
import { dictionaryTranslator } from './i18n/translator';
import { TranslatorProvider } from './i18n/translator-context';
import { onFirstAct } from './lib/first-act';
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

// Not needed for the first screen: a task of its own, apart from the hydration's.
setTimeout(startPerformanceSnapshot, 0);
// Only a request to `/` reads the restored cookie: from this page, a link (an act) or an address
// typed in (the restore then runs as the page is left, so the request after it has the cookie).
// A first localStorage read waits on the browser process (4–25 ms here), which a load must not pay.
onFirstAct(restoreLanguageCookie, { orWhenLeft: true });
