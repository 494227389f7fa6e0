import { DIRECT_SOURCE } from '@brilla/validation';
import {
  Box,
  Button,
  Field,
  Flex,
  Table,
  Tbody,
  Td,
  TextInput,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { Layouts, Page, useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { READ_VISITS } from '../../api/site-visit/lib/permission';
import type { VisitReport } from '../../api/site-visit/lib/store';
import { dispositionFileName, saveBlob } from '../contact-export/download';
import { ADMIN_TRANSLATIONS } from '../translations';
import { conversion, RATING_COLOURS, reportFailure, vitalCell } from './figures';

const ENDPOINT = '/site-visits/report';
type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];
const SHOWN_VITALS = ['LCP', 'INP', 'CLS'] as const;

/**
 * "Analítica" (the admin's menu, app.ts): the site's own visit counts (decision 049) for a
 * period, the last 28 days unless changed: views, contact messages and conversion per page and
 * language, the p75 of LCP, INP and CLS coloured by Google's thresholds, the top sources and
 * campaigns with the messages sent in their visits and their conversion, and a CSV of the pages. For the Editor and Comercial roles (READ_VISITS).
 */
export default function SiteVisitsPage() {
  const {
    isLoading,
    allowedActions: { canRead },
  } = useRBAC([{ action: READ_VISITS, subject: null }]);
  if (isLoading) return <Page.Loading />;
  if (!canRead) return <Page.NoPermissions />;
  return <SiteVisits />;
}

/** A table's column headings, each a translated text. */
function ColumnHeads({ ids, say }: { ids: readonly MessageId[]; say: (id: MessageId) => string }) {
  return ids.map((id) => (
    <Th key={id}>
      <Typography variant="sigma">{say(id)}</Typography>
    </Th>
  ));
}

function SiteVisits() {
  const { formatMessage, formatNumber, locale } = useIntl();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  // What the date inputs hold, and the period asked for (the inputs' when "Ver" is pressed, a
  // blank one left out; none at first: the CMS's default, the last 28 days). The dates of the
  // report shown then fill the inputs.
  type Period = { from: string; to: string };
  const [range, setRange] = useState<Period>({ from: '', to: '' });
  const [period, setPeriod] = useState<Partial<Period>>({});
  const [report, setReport] = useState<VisitReport | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const say = useCallback(
    (id: MessageId, values?: Record<string, string | number>) =>
      formatMessage({ id, defaultMessage: ADMIN_TRANSLATIONS.en[id] }, values),
    [formatMessage],
  );

  const load = useCallback(
    async (asked: Partial<Period>) => {
      try {
        const { data } = (await get(ENDPOINT, { params: asked })) as {
          data: { data: VisitReport };
        };
        setReport(data.data);
        setRange({ from: data.data.from, to: data.data.to });
        setFailed(null);
      } catch (error) {
        const { id, values } = reportFailure(error);
        setFailed(say(id, values));
      }
    },
    [get, say],
  );

  useEffect(() => {
    void load(period);
  }, [load, period]);

  async function exportCsv() {
    setExporting(true);
    try {
      const { data, headers } = (await get(`${ENDPOINT}.csv`, {
        params: period,
        responseType: 'blob',
      })) as { data: Blob; headers?: Headers };
      saveBlob(data, dispositionFileName(headers?.get('content-disposition')) ?? 'analitica.csv');
    } catch (error) {
      const { id, values } = reportFailure(error);
      toggleNotification({ type: 'danger', message: say(id, values) });
    } finally {
      setExporting(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setPeriod(
      Object.fromEntries(Object.entries(range).filter(([, day]) => day !== '')) as Partial<Period>,
    );
  }

  const language = (code: string) =>
    say(code === 'en' ? 'siteVisits.english' : 'siteVisits.spanish');
  const sourceName = (name: string) => (name === DIRECT_SOURCE ? say('siteVisits.direct') : name);

  return (
    <Page.Main>
      <Page.Title>{say('siteVisits.title')}</Page.Title>
      <Layouts.Header
        title={say('siteVisits.title')}
        subtitle={say('siteVisits.subtitle')}
        primaryAction={
          <Button
            variant="secondary"
            startIcon={<Download aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {say('siteVisits.export')}
          </Button>
        }
      />
      <Layouts.Content>
        <Box tag="form" onSubmit={submit} paddingBottom={6} aria-label={say('siteVisits.period')}>
          <Flex gap={4} alignItems="flex-end">
            <Field.Root name="from">
              <Field.Label>{say('siteVisits.from')}</Field.Label>
              <TextInput
                type="date"
                value={range.from}
                onChange={(event: { target: { value: string } }) =>
                  setRange({ ...range, from: event.target.value })
                }
              />
            </Field.Root>
            <Field.Root name="to">
              <Field.Label>{say('siteVisits.to')}</Field.Label>
              <TextInput
                type="date"
                value={range.to}
                onChange={(event: { target: { value: string } }) =>
                  setRange({ ...range, to: event.target.value })
                }
              />
            </Field.Root>
            <Button type="submit">{say('siteVisits.show')}</Button>
          </Flex>
        </Box>
        {failed !== null ? (
          <Box padding={4} background="danger100" hasRadius>
            <Typography role="alert">{failed}</Typography>
          </Box>
        ) : report === null ? (
          <Page.Loading />
        ) : (
          <Flex direction="column" alignItems="stretch" gap={8}>
            <Typography variant="omega">
              {say('siteVisits.totals', {
                views: formatNumber(report.totals.views),
                messages: formatNumber(report.totals.messages),
                from: report.from,
                to: report.to,
              })}
            </Typography>
            <section aria-labelledby="site-visits-pages">
              <Typography id="site-visits-pages" variant="beta" tag="h2">
                {say('siteVisits.pages')}
              </Typography>
              <Typography variant="pi" textColor="neutral600" tag="p">
                {say('siteVisits.vitalsHint', { from: report.vitalsFrom, to: report.to })}
              </Typography>
              {report.pages.length === 0 ? (
                <Typography tag="p">{say('siteVisits.empty')}</Typography>
              ) : (
                <Table colCount={8} rowCount={report.pages.length + 1}>
                  <Thead>
                    <Tr>
                      <ColumnHeads
                        say={say}
                        ids={[
                          'siteVisits.column.page',
                          'siteVisits.column.language',
                          'siteVisits.column.views',
                          'siteVisits.column.messages',
                          'siteVisits.column.conversion',
                        ]}
                      />
                      {SHOWN_VITALS.map((metric) => (
                        <Th key={metric}>
                          <Typography variant="sigma">{`${metric} p75`}</Typography>
                        </Th>
                      ))}
                    </Tr>
                  </Thead>
                  <Tbody>
                    {report.pages.map((page) => (
                      <Tr key={`${page.language} ${page.path}`}>
                        <Td>
                          <Typography>{page.path}</Typography>
                        </Td>
                        <Td>
                          <Typography>{language(page.language)}</Typography>
                        </Td>
                        <Td>
                          <Typography>{formatNumber(page.views)}</Typography>
                        </Td>
                        <Td>
                          <Typography>{formatNumber(page.messages)}</Typography>
                        </Td>
                        <Td>
                          <Typography>{conversion(page.messages, page.views, locale)}</Typography>
                        </Td>
                        {SHOWN_VITALS.map((metric) => {
                          const cell = vitalCell(metric, page.vitals[metric], locale);
                          if (!cell) {
                            return (
                              <Td key={metric}>
                                <Typography textColor="neutral500">—</Typography>
                              </Td>
                            );
                          }
                          const colours = RATING_COLOURS[cell.rating];
                          return (
                            <Td key={metric}>
                              <Box background={colours.background} padding={1} hasRadius>
                                <Typography textColor={colours.text}>
                                  {`${cell.text} · ${say(`siteVisits.rating.${cell.rating}`)}`}
                                </Typography>
                              </Box>
                            </Td>
                          );
                        })}
                      </Tr>
                    ))}
                  </Tbody>
                </Table>
              )}
            </section>
            <Flex gap={8} alignItems="flex-start">
              {(
                [
                  ['sources', 'siteVisits.sources', report.sources],
                  ['campaigns', 'siteVisits.campaigns', report.campaigns],
                ] as const
              ).map(([key, title, rows]) => (
                <section key={key} aria-labelledby={`site-visits-${key}`}>
                  <Typography id={`site-visits-${key}`} variant="beta" tag="h2">
                    {say(title)}
                  </Typography>
                  {rows.length === 0 ? (
                    <Typography tag="p">{say('siteVisits.none')}</Typography>
                  ) : (
                    <Table colCount={4} rowCount={rows.length + 1}>
                      <Thead>
                        <Tr>
                          <ColumnHeads
                            say={say}
                            ids={[
                              `siteVisits.column.${key}`,
                              'siteVisits.column.visits',
                              'siteVisits.column.messages',
                              'siteVisits.column.conversion',
                            ]}
                          />
                        </Tr>
                      </Thead>
                      <Tbody>
                        {rows.map((row) => (
                          <Tr key={row.name}>
                            <Td>
                              <Typography>{sourceName(row.name)}</Typography>
                            </Td>
                            <Td>
                              <Typography>{formatNumber(row.views)}</Typography>
                            </Td>
                            <Td>
                              <Typography>{formatNumber(row.messages)}</Typography>
                            </Td>
                            <Td>
                              <Typography>{conversion(row.messages, row.views, locale)}</Typography>
                            </Td>
                          </Tr>
                        ))}
                      </Tbody>
                    </Table>
                  )}
                </section>
              ))}
            </Flex>
          </Flex>
        )}
      </Layouts.Content>
    </Page.Main>
  );
}
