import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { useDeferredValue, useState } from 'react';
import { linePickerQueryOptions } from '../api/varieties-api.ts';

type ParentPickerProps = {
  specId: number;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  testId: string;
};

/**
 * A parent by name: the crop's lines as suggestions (`line_ids_names/`); a new name is
 * allowed (the server creates that line).
 */
export function ParentPicker({ specId, value, onChange, id, testId }: ParentPickerProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const lines = useQuery(linePickerQueryOptions(specId, deferred));
  return (
    <AutoComplete
      id={id}
      value={value}
      allowClear
      onSearch={setSearch}
      onChange={(next) => onChange?.(next ?? '')}
      options={(lines.data ?? []).map((line) => ({ value: line.line_name }))}
      data-testid={testId}
      maxLength={100}
    />
  );
}
