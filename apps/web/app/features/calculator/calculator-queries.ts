import { queryOptions } from '@tanstack/react-query';
import { type ContentSource, readFrom } from '~/queries/source';

export const calculatorQuery = (source: ContentSource | null) =>
  queryOptions({
    queryKey: ['calculator-setting'] as const,
    queryFn: readFrom(source, (cms) => cms.getCalculatorSetting()),
  });
