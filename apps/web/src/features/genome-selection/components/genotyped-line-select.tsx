import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { genomeLinesQueryOptions } from '../api/list-genome-lines.ts';

/** The select asks the server this long after the last key press. */
const SEARCH_DELAY_MS = 300;

type GenotypedLineSelectProps = {
  specId: number;
  value: number | null;
  onChange: (lineId: number | null, name: string) => void;
  ariaLabel: string;
  placeholder: string;
  testId?: string;
};

/**
 * Picks a line with a genotype (a matrix sample or typed pairs) by name, searched on the server
 * (`line_ids_names/?with_genotype=true`): only those can have a wind rose.
 */
export function GenotypedLineSelect(props: GenotypedLineSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const lines = useQuery(genomeLinesQueryOptions(props.specId, debounced));
  useErrorToast(lines.error, 'genomeSelection.errors.selects');
  const options = (lines.data ?? []).map((line) => ({
    value: line.line_id,
    label: line.is_sort ? `${line.line_name} · ${t('genomeSelection.variety')}` : line.line_name,
    name: line.line_name,
  }));
  return (
    <Select<number | null, (typeof options)[number]>
      showSearch
      allowClear
      filterOption={false}
      onSearch={setSearch}
      loading={lines.isFetching}
      value={props.value}
      options={options}
      placeholder={props.placeholder}
      aria-label={props.ariaLabel}
      notFoundContent={t('genomeSelection.noGenotypedLines')}
      onChange={(value, option) =>
        props.onChange(value ?? null, Array.isArray(option) ? '' : (option?.name ?? ''))
      }
      className="pl-gsel-select"
      data-testid={props.testId}
    />
  );
}
