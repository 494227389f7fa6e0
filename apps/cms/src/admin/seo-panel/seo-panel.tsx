import { toLanguage } from '@brilla/i18n/languages';
import { Box, Flex, Typography } from '@strapi/design-system';
import { CheckCircle, CrossCircle, Pencil, WarningCircle } from '@strapi/icons';
import { useFetchClient, useForm, useQueryParams } from '@strapi/strapi/admin';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SeoPanelSettings } from '../../lib/seo-panel/seo-fields';
import { ADMIN_TRANSLATIONS } from '../translations';
import { seoValues, slugValue } from './form-values';
import {
  countCharacters,
  cutForResult,
  SEO_LIMITS,
  type SeoState,
  type SeoText,
  seoState,
} from './measure';
import { hasOwnAddress, resultAddress } from './public-url';
import { settingsLoader } from './settings';

type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];
type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** What Strapi's content manager passes a side panel (its `PanelComponentProps`, in part). */
type PanelProps = { model: string };

/** The admin's settings for the panel, loaded once per session (settings.ts). */
let loadSettings: (() => Promise<SeoPanelSettings | null>) | null = null;

function useSeoPanelSettings(): SeoPanelSettings | null {
  const { get } = useFetchClient();
  const [settings, setSettings] = useState<SeoPanelSettings | null>(null);
  useEffect(() => {
    let current = true;
    loadSettings ??= settingsLoader(get);
    void loadSettings().then((loaded) => {
      if (current) setSettings(loaded);
    });
    return () => {
      current = false;
    };
  }, [get]);
  return settings;
}

function useSay(): Say {
  const { formatMessage } = useIntl();
  return (id, values) => formatMessage({ id, defaultMessage: ADMIN_TRANSLATIONS.en[id] }, values);
}

/**
 * "Vista en buscadores" in the edit view's side column (content manager
 * `addEditViewSidePanel`, registered in app.ts), for every type whose schema holds the SEO
 * component (GET /seo-panel says which): the title's and the description's length against what
 * a search result shows, in words and colour, and the result as Google would show it, for the
 * language being edited, as the editor types (docs/decisions/018). Counting, cutting and the
 * address are in measure.ts and public-url.ts.
 */
export function SeoSidePanel({ model }: PanelProps): { title: string; content: ReactNode } | null {
  const settings = useSeoPanelSettings();
  const say = useSay();
  const field = settings?.fields[model];
  if (!settings || !field) return null;
  return {
    title: say('seoPanel.title'),
    content: <SeoPanelContent model={model} field={field} siteUrl={settings.siteUrl} />,
  };
}

const formValue = (values: object, name: string): unknown =>
  (values as Record<string, unknown>)[name];

function SeoPanelContent({
  model,
  field,
  siteUrl,
}: {
  model: string;
  field: string;
  siteUrl: string | null;
}) {
  const say = useSay();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const language = toLanguage(query.plugins?.i18n?.locale);
  const seo = seoValues(useForm('SeoPanel', (form) => formValue(form.values, field)));
  const slug = slugValue(useForm('SeoPanel', (form) => formValue(form.values, 'slug')));
  const address = resultAddress(model, slug, language, siteUrl);

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="pi" textColor="neutral600">
        {say('seoPanel.intro', { language: say(`seoPanel.language.${language}`) })}
      </Typography>
      {!seo.added && (
        <Typography variant="pi" textColor="danger600">
          {say('seoPanel.missing')}
        </Typography>
      )}
      <Counter kind="title" text={seo.title} say={say} />
      <Counter kind="description" text={seo.description} say={say} />
      <ResultPreview address={address} title={seo.title} description={seo.description} say={say} />
      {!hasOwnAddress(model) && (
        <Typography variant="pi" textColor="neutral600">
          {say('seoPanel.address.defaults')}
        </Typography>
      )}
      {siteUrl === null && (
        <Typography variant="pi" textColor="warning600">
          {say('seoPanel.address.noSite')}
        </Typography>
      )}
    </Flex>
  );
}

/** Colour and icon of each state; the state's word and sentence say it without them. */
const LOOKS: Record<SeoState, { color: string; Icon: typeof CheckCircle }> = {
  empty: { color: 'danger600', Icon: Pencil },
  short: { color: 'warning600', Icon: WarningCircle },
  good: { color: 'success600', Icon: CheckCircle },
  cut: { color: 'danger600', Icon: CrossCircle },
};

function Counter({ kind, text, say }: { kind: SeoText; text: string; say: Say }) {
  const state = seoState(text, kind);
  const { min, max } = SEO_LIMITS[kind];
  const { color, Icon } = LOOKS[state];
  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <Flex justifyContent="space-between" gap={2} wrap="wrap">
        <Typography variant="omega" fontWeight="bold">
          {say(`seoPanel.field.${kind}`)}
        </Typography>
        <Typography variant="pi" textColor={color}>
          {say('seoPanel.count', { count: countCharacters(text), max })}
        </Typography>
      </Flex>
      {/* Polite and without the count: read out when the state changes, not at every key. */}
      <Box role="status" aria-live="polite" aria-label={say(`seoPanel.field.${kind}`)}>
        <Typography variant="pi" textColor={color}>
          <Icon aria-hidden width="1.2rem" height="1.2rem" fill="currentColor" />{' '}
          <strong>{say(`seoPanel.state.${state}`)}:</strong>{' '}
          {say(`seoPanel.${kind}.${state}`, { min, max })}
        </Typography>
      </Box>
    </Flex>
  );
}

/** Google's result, in its own colours whatever the admin's theme (it is a picture of Google). */
function ResultPreview({
  address,
  title,
  description,
  say,
}: {
  address: string | null;
  title: string;
  description: string;
  say: Say;
}) {
  const missing = { color: '#70757a', fontStyle: 'italic' } as const;
  const shownTitle = cutForResult(title, SEO_LIMITS.title.max);
  const shownDescription = cutForResult(description, SEO_LIMITS.description.max);
  return (
    <figure
      aria-label={say('seoPanel.preview')}
      style={{
        margin: 0,
        background: '#ffffff',
        border: '1px solid #dadce0',
        borderRadius: 8,
        padding: 12,
        fontFamily: 'Arial, sans-serif',
        overflowWrap: 'anywhere',
      }}
    >
      <div style={{ color: '#202124', fontSize: 12, lineHeight: '18px' }}>
        {address ?? <span style={missing}>{say('seoPanel.address.noSlug')}</span>}
      </div>
      <div style={{ color: '#1a0dab', fontSize: 18, lineHeight: '24px', margin: '4px 0' }}>
        {shownTitle || <span style={missing}>{say('seoPanel.preview.noTitle')}</span>}
      </div>
      <div style={{ color: '#4d5156', fontSize: 14, lineHeight: '22px' }}>
        {shownDescription || <span style={missing}>{say('seoPanel.preview.noDescription')}</span>}
      </div>
    </figure>
  );
}
