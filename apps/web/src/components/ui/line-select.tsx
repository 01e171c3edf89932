import { useQueries, useQuery } from '@tanstack/react-query';
import { Select, Spin, Tag } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { lineNameQueryOptions, linePickerQueryOptions } from '#src/lib/line-picker-query.ts';

/** The picker asks the server this long after the last key press. */
const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type CommonProps = {
  specId: number;
  placeholder: string;
  notFound: string;
  /** Marks varieties among the options. */
  varietyLabel: string;
  ariaLabel: string;
  testId?: string;
  /** Names already known (from an answer that named the lines), by id. */
  knownNames?: ReadonlyMap<number, string>;
  status?: 'error';
  className?: string;
};

type SingleProps = CommonProps & {
  mode?: undefined;
  value: number | null;
  /** `name` as the picker showed it. */
  onChange: (lineId: number | null, name?: string) => void;
};
type MultipleProps = CommonProps & {
  mode: 'multiple';
  value: number[];
  onChange: (lineIds: number[]) => void;
};

/**
 * Picks one or several lines of a crop by name (`line_ids_names/`, searched on the server as
 * the user types). Lines given by id only (an address) are named by their record.
 */
export function LineSelect(props: SingleProps | MultipleProps) {
  const { specId, placeholder, notFound, varietyLabel, ariaLabel, testId, knownNames } = props;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const picker = useQuery(linePickerQueryOptions(specId, debouncedSearch));
  const names = useRef(new Map<number, string>());
  for (const line of picker.data ?? []) names.current.set(line.line_id, line.line_name);
  for (const [id, name] of knownNames ?? []) names.current.set(id, name);

  const selected = props.mode === 'multiple' ? props.value : props.value ? [props.value] : [];
  const unnamed = selected.filter((id) => !names.current.has(id));
  const lookedUp = useQueries({ queries: unnamed.map((id) => lineNameQueryOptions(id)) });
  lookedUp.forEach((answer, index) => {
    const id = unnamed[index];
    if (id !== undefined && answer.data) names.current.set(id, answer.data);
  });

  const listed = (picker.data ?? []).map((line) => ({
    value: line.line_id,
    label: line.line_name,
    title: line.line_name,
    isSort: line.is_sort,
  }));
  const listedIds = new Set(listed.map((option) => option.value));
  const extra = selected
    .filter((id) => !listedIds.has(id))
    .map((id) => {
      const name = names.current.get(id) ?? `#${id}`;
      return { value: id, label: name, title: name, isSort: false };
    });
  // while searching, only the answer (a chosen line keeps its name in the select's own cache)
  const isAnswerCurrent = debouncedSearch === search.trim() && !picker.isPlaceholderData;
  const options = search.trim() === '' ? [...extra, ...listed] : isAnswerCurrent ? listed : [];

  const shared = {
    'data-testid': testId,
    'aria-label': ariaLabel,
    className: props.className,
    status: props.status,
    placeholder,
    notFoundContent:
      picker.isFetching || (search.trim() !== '' && !isAnswerCurrent) ? (
        <Spin size="small" />
      ) : (
        notFound
      ),
    loading: picker.isFetching,
    showSearch: { filterOption: false, onSearch: setSearch, searchValue: search },
    options,
    allowClear: true,
    popupMatchSelectWidth: false,
    optionRender: (option: { label?: ReactNode; data: Record<string, unknown> }) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {option.label}
        {option.data.isSort === true && (
          <Tag color="gold" style={{ margin: 0 }}>
            {varietyLabel}
          </Tag>
        )}
      </span>
    ),
  };

  if (props.mode === 'multiple') {
    return (
      <Select<number[]>
        {...shared}
        mode="multiple"
        value={props.value}
        onChange={(ids) => {
          props.onChange(ids ?? []);
          setSearch('');
        }}
      />
    );
  }
  return (
    <Select<number>
      {...shared}
      value={props.value ?? undefined}
      onChange={(id) => {
        props.onChange(id ?? null, id === undefined ? undefined : names.current.get(id));
        setSearch('');
      }}
    />
  );
}
