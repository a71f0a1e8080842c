import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useReportSellers, type ReportSeller } from './api.ts';

export interface PickedSeller { id: number; name: string }

const label = (s: ReportSeller | PickedSeller) => {
  const code = 'codeuser' in s ? s.codeuser ?? s.username : null;
  return code ? `${s.name} (${code})` : s.name;
};

/** The seller filter: a user of the caller's reach, searched by name, username or code (empty = the whole reach). */
export function ReportSellerPicker({ report, value, onChange }: { report: string; value: PickedSeller | null; onChange: (s: PickedSeller | null) => void }) {
  const t = useTranslate();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useReportSellers(report, value && input === label(value) ? '' : q);
  return (
    <Autocomplete<ReportSeller | PickedSeller>
      size="small"
      options={data ?? []}
      value={value}
      onChange={(_, v) => onChange(v ? { id: v.id, name: v.name } : null)}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={label}
      filterOptions={(x) => x}
      loading={isFetching}
      noOptionsText={t('reports.no_matches')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('reports.seller')}
          placeholder={t('reports.seller_placeholder')}
          slotProps={{
            ...params.slotProps,
            inputLabel: { shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'report-seller' },
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
