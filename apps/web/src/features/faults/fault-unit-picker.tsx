import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { FaultUnitOption } from '@app/shared';
import { useEffect, useState } from 'react';
import { useFaultUnits } from './api.ts';

/**
 * The unit a fault is reported on: only units the buyer owns (the caller's own and its network's; any sold unit
 * for staff), searched by product, login, profile or owner as the user types. Fed by the faults module's own
 * list (`POST …/report-fault-account/units`), not by the profiles search: that one is staff's stock and lists
 * units nobody owns.
 */
export function FaultUnitPicker({ value, onChange, error }: {
  value: FaultUnitOption | null;
  onChange: (unit: FaultUnitOption | null) => void;
  error?: string;
}) {
  const [input, setInput] = useState('');
  // what the user typed (choosing an option writes its long name into the box: that is not a search)
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useFaultUnits(q);
  return (
    <Autocomplete
      size="small"
      options={data ?? []}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_, v, reason) => {
        setInput(v);
        if (reason !== 'reset') setTyped(v);
      }}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      filterOptions={(x) => x}
      loading={isFetching}
      noOptionsText={q ? 'Ninguna unidad comprada coincide con la búsqueda' : 'No hay unidades compradas para reportar'}
      loadingText="Buscando…"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Unidad comprada"
          required
          placeholder="Busca por producto, cuenta, perfil o comprador"
          error={!!error}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'fault-unit-picker' },
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
