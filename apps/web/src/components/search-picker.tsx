import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRecordSearch, type PickedRecord } from '../api/shared-queries.ts';

export type { PickedRecord };

/**
 * A record picked by name outside react-admin forms, fed by an engine `POST /v1/admin/{r}/search` (spec §7
 * "search url"); empty means none.
 */
export function SearchPicker({ resource, label, placeholder, value, onChange, testId, minWidth = 320 }: {
  /** Engine resource whose search answers (e.g. 'distribuitors', 'user'). */
  resource: string;
  label: string;
  placeholder?: string;
  value: PickedRecord | null;
  onChange: (record: PickedRecord | null) => void;
  testId?: string;
  minWidth?: number;
}) {
  const t = useTranslate();
  const [input, setInput] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useRecordSearch(resource, name);
  return (
    <Autocomplete
      sx={{ minWidth }}
      size="small"
      options={data ?? []}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => {
        const code = o.codeuser ?? o.username;
        return code ? `${o.name} (${code})` : o.name;
      }}
      filterOptions={(x) => x}
      loading={isFetching}
      noOptionsText={t('money.no_matches')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
            input: {
              ...params.slotProps.input,
              endAdornment: <>{isFetching ? <CircularProgress size={16} /> : null}{params.slotProps.input.endAdornment}</>,
            },
          }}
        />
      )}
    />
  );
}
