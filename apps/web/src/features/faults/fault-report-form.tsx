import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { FAULT_DESCRIPTION_MAX, FAULT_KINDS, faultReportBody, type FaultUnitOption } from '@app/shared';
import { useState } from 'react';
import { newIdempotencyKey } from '../../api/money.ts';
import { emit } from '../../app-events.ts';
import { ImagePicker } from '../../components/media/image-picker.tsx';
import { FaultUnitPicker } from './fault-unit-picker.tsx';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { reportFault } from './api.ts';

/** The unit a report is about when the form opens from it (a row of the bought profiles). */
export interface FixedUnit {
  profileId: number;
  /** "NETFLIX … · login · PERFIL 2" */
  label: string;
}

type Field = 'profile_id' | 'description' | 'image';

/**
 * Reports a fault on a bought unit (DOMAIN.md "Fault report"): the unit (fixed, or picked among the ones the buyer
 * owns), what fails, and an optional screenshot. Checked with the schema the server validates with, then sent
 * once (one Idempotency-Key per form: a lost answer is replayed, not filed twice).
 */
export function FaultReportForm({ unit, onDone, onCancel }: {
  unit?: FixedUnit;
  onDone: (report: { id: number }, msg: string) => void;
  onCancel?: () => void;
}) {
  const [picked, setPicked] = useState<FaultUnitOption | null>(null);
  const [kind, setKind] = useState('other');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { busy, run } = useActionSubmit();
  const [key] = useState(newIdempotencyKey);
  // a message goes away as soon as its field is edited
  const clear = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const submit = async () => {
    const parsed = faultReportBody.safeParse({ profile_id: unit?.profileId ?? picked?.id, description, image, fault_kind: kind });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      if (!unit && !picked) found.profile_id = 'Elige la unidad que falla';
      setErrors(found);
      return;
    }
    setErrors({});
    await run(async () => {
      const res = await reportFault(parsed.data, key);
      emit('data-changed', { resource: 'report-fault-account' });
      onDone(res.item, res.msg);
    });
  };

  return (
    <Stack spacing={2} data-testid="fault-report-form">
      {unit ? (
        <Alert severity="info" icon={false} data-testid="fault-unit">
          <Typography variant="caption" color="text.secondary" component="div">Unidad comprada</Typography>
          <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{unit.label}</Typography>
        </Alert>
      ) : (
        <FaultUnitPicker value={picked} error={errors.profile_id}
          onChange={(u) => {
            setPicked(u);
            clear('profile_id');
          }} />
      )}
      <TextField select size="small" label="Tipo de falla" value={kind} onChange={(e) => setKind(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'fault-kind' } }}>
        {FAULT_KINDS.map((k) => <MenuItem key={k.value} value={k.value}>{k.label}</MenuItem>)}
      </TextField>
      <TextField
        label="¿Qué falla?" required multiline minRows={3} value={description}
        onChange={(e) => {
          setDescription(e.target.value.slice(0, FAULT_DESCRIPTION_MAX));
          clear('description');
        }}
        placeholder="Ej.: la contraseña no funciona desde ayer; el perfil pide un PIN distinto"
        error={!!errors.description} helperText={errors.description ?? 'Cuéntanos qué pasa y desde cuándo (mínimo 8 caracteres).'}
        slotProps={{ htmlInput: { 'data-testid': 'fault-description' } }}
      />
      <Box>
        <ImagePicker label="Captura de pantalla (opcional)" value={image} testId="fault-image"
          onPicked={async (base64) => {
            setImage(base64);
            clear('image');
            return null;
          }}
          error={errors.image} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel} disabled={busy}>Cancelar</Button>}
        <Button variant="contained" onClick={submit} disabled={busy} data-testid="fault-submit"
          startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          Enviar reporte
        </Button>
      </Stack>
    </Stack>
  );
}
