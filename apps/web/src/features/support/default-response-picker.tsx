import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchDefaultResponses, type DefaultResponse } from './api.ts';

/**
 * The desk's canned answers (support_ticket_response_defaul): picking one puts its text in the composer, where it
 * is edited before sending.
 */
export function DefaultResponsePicker({ onPick }: { onPick: (response: DefaultResponse) => void }) {
  const { data, isPending, error } = useQuery({ queryKey: ['support-default-responses'], queryFn: fetchDefaultResponses, staleTime: 60_000 });
  const [value, setValue] = useState('');
  const items = data ?? [];
  const helper = error ? 'No se pudieron cargar las respuestas predeterminadas.' : !isPending && !items.length ? 'La empresa aún no tiene respuestas predeterminadas activas.' : undefined;
  return (
    <TextField
      select size="small" fullWidth label="Insertar respuesta predeterminada" value={value} disabled={isPending || !items.length}
      helperText={helper} error={!!error}
      onChange={(e) => {
        const picked = items.find((r) => String(r.id) === e.target.value);
        if (picked) onPick(picked);
        // back to empty: the same answer can be inserted again
        setValue('');
      }}
      slotProps={{ htmlInput: { 'data-testid': 'default-response-picker' } }}
    >
      {items.map((r) => (
        <MenuItem key={r.id} value={String(r.id)} data-testid="default-response-option">{r.name}</MenuItem>
      ))}
    </TextField>
  );
}
