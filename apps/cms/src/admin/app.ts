import { ChartPie, Eye } from '@strapi/icons';
import { READ_VISITS } from '../api/site-visit/lib/permission';
import { MANAGE_LOCKS } from '../lib/admin/sign-in-locks';
import { ContactErasureButton } from './contact-erasure/erasure-button';
import { ContactExportButton } from './contact-export/export-button';
import { switchOffGuidedTour } from './guided-tour';
import { DEFAULT_ADMIN_LANGUAGE, defaultToSpanish } from './language';
import { closeMediaLibraryBanner } from './media-library-banner';
import { PublishedVersionsPanel } from './published-versions/panel';
import { addScheduleColumn } from './schedule/column';
import { type PanelProps, SchedulePanel } from './schedule/panel';
import { SeoSidePanel } from './seo-panel/seo-panel';
import { STRAPI_SPANISH } from './strapi-spanish';
import { ADMIN_TRANSLATIONS } from './translations';

/** The part of Strapi's admin app object that bootstrap uses. */
type AdminApp = {
  addMenuLink: (link: {
    to: string;
    icon: unknown;
    intlLabel: { id: string; defaultMessage: string };
    permissions: Array<{ action: string; subject: null }>;
    Component: () => Promise<{ default: () => unknown }>;
  }) => void;
  addSettingsLink: (
    section: 'global',
    link: {
      id: string;
      to: string;
      intlLabel: { id: string; defaultMessage: string };
      permissions: Array<{ action: string; subject: null }>;
      Component: () => Promise<{ default: () => unknown }>;
    },
  ) => void;
  registerHook: (name: string, hook: typeof addScheduleColumn) => void;
  widgets: {
    // A reducer over the registered widgets (Strapi's Widgets API): ours goes first.
    register: (reducer: (widgets: unknown[]) => unknown[]) => void;
  };
  getPlugin: (id: 'content-manager') => {
    apis: { addEditViewSidePanel: (panels: Array<(props: PanelProps) => unknown>) => void };
    injectComponent: (
      view: 'listView',
      zone: 'actions',
      component: { name: string; Component: () => unknown },
    ) => void;
  };
};

// Admin panel customisation (bundled by `strapi build`).
export default {
  config: {
    // Spanish besides Strapi's built-in English; each user picks in Profile → Interface language.
    locales: [DEFAULT_ADMIN_LANGUAGE],
    translations: {
      es: {
        // Our own text (block categories, the inbox export), in both languages.
        ...ADMIN_TRANSLATIONS.es,
        // Strapi's own texts where its Spanish has none, or a wrong one (strapi-spanish/).
        ...STRAPI_SPANISH,
      },
      en: ADMIN_TRANSLATIONS.en,
    },
    // The release check calls api.github.com from the browser; the admin's CSP allows only the
    // CMS itself (config/middlewares.ts), and upgrades are done through the lockfile anyway.
    notifications: { releases: false },
  },
  // Runs before the admin first renders, which is when Strapi reads the stored language.
  register(app: AdminApp) {
    // The home page's "Pendiente de revisión", for roles that may publish, first on the page.
    app.widgets.register((widgets) => [
      {
        id: 'review-queue',
        icon: Eye,
        title: {
          id: 'reviewQueue.title',
          defaultMessage: ADMIN_TRANSLATIONS.en['reviewQueue.title'],
        },
        component: async () => (await import('./review-queue/widget')).ReviewQueueWidget,
        permissions: [{ action: 'plugin::content-manager.explorer.publish' }],
      },
      ...widgets,
    ]);
    // "Analítica" in the main menu: the site's own visit counts (decision 049), for the Editor
    // and Comercial roles.
    app.addMenuLink({
      to: 'site-visits',
      icon: ChartPie,
      intlLabel: {
        id: 'siteVisits.menu',
        defaultMessage: ADMIN_TRANSLATIONS.en['siteVisits.menu'],
      },
      permissions: [{ action: READ_VISITS, subject: null }],
      Component: () => import('./site-visits/page'),
    });
    defaultToSpanish(window.localStorage);
    switchOffGuidedTour(window.localStorage);
    closeMediaLibraryBanner(window.localStorage);
  },
  bootstrap(app: AdminApp) {
    // Settings → "Bloqueos de inicio de sesión": the sign-in lockouts, to lift one at once.
    app.addSettingsLink('global', {
      id: 'sign-in-locks',
      to: 'sign-in-locks',
      intlLabel: {
        id: 'signInLocks.section',
        defaultMessage: ADMIN_TRANSLATIONS.en['signInLocks.section'],
      },
      permissions: [{ action: MANAGE_LOCKS, subject: null }],
      Component: () => import('./sign-in-locks/page'),
    });
    // The contact inbox's "Exportar CSV" and "Solicitud de supresión", beside the list's filters
    // (they show themselves only there).
    const contentManager = app.getPlugin('content-manager');
    contentManager.injectComponent('listView', 'actions', {
      name: 'contact-export',
      Component: ContactExportButton,
    });
    contentManager.injectComponent('listView', 'actions', {
      name: 'contact-erasure',
      Component: ContactErasureButton,
    });
    // Scheduled publishing: the edit view's "Programación" panel and the lists' "Programado".
    contentManager.apis.addEditViewSidePanel([SchedulePanel]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', addScheduleColumn);
    // "Vista en buscadores" beside the fields of every type with SEO (it shows itself only there).
    contentManager.apis.addEditViewSidePanel([SeoSidePanel]);
    // "Versiones publicadas" in the edit view of pages and blog posts (it shows itself only there).
    contentManager.apis.addEditViewSidePanel([PublishedVersionsPanel]);
  },
};
