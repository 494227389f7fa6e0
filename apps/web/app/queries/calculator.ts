import { queryOptions } from '@tanstack/react-query';
import { contentSource } from './source';

export const calculatorQuery = () =>
  queryOptions({
    queryKey: ['calculator-setting'] as const,
    queryFn: ({ client }) => contentSource(client).getCalculatorSetting(),
  });
