import { passwordProblems } from '@app/shared/validation/password';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/** A one-shot form: runs `action`, shows its Spanish answer or error, and clears on success. */
export function useAction() {
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = useActionSubmit();
  const run = async (action: () => Promise<string>, after?: () => void) => {
    setMsg(null);
    await submit.run(async () => {
      setMsg({ ok: true, text: await action() });
      after?.();
    }, { errorTo: (text) => setMsg({ ok: false, text }) });
  };
  const busy = submit.busy;
  const view: ReactNode = msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.text}</Alert>;
  return { run, busy, view };
}

export function RedeemForm({ onDone, redeem }: { onDone: () => void; redeem: (code: string) => Promise<string> }) {
  const [code, setCode] = useState('');
  const a = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void a.run(() => redeem(code), () => { setCode(''); onDone(); });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <TextField size="small" required label="Código de saldo" value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} />
      {a.view}
      <Button type="submit" variant="outlined" disabled={a.busy || !code.trim()}>Redimir código</Button>
    </Box>
  );
}

export function TicketForm({ open }: { open: (subject: string, description: string) => Promise<string> }) {
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const a = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void a.run(() => open(subject, description), () => { setSubject(''); setDescription(''); });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <TextField size="small" required label="Asunto" value={subject} onChange={(e) => setSubject(e.target.value)} />
      <TextField size="small" required multiline minRows={2} label="¿En qué te ayudamos?" value={description} onChange={(e) => setDescription(e.target.value)} />
      {a.view}
      <Button type="submit" variant="outlined" disabled={a.busy}>Enviar ticket al vendedor</Button>
    </Box>
  );
}

export function DataForm({ initial, save, changePassword }: {
  initial: { name: string; email: string };
  save: (d: { name: string; email: string }) => Promise<string>;
  changePassword: (password: string) => Promise<string>;
}) {
  const [data, setData] = useState(initial);
  const [password, setPassword] = useState('');
  const a = useAction();
  const p = useAction();
  const rules = passwordProblems(password);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" onSubmit={(e: FormEvent) => { e.preventDefault(); void a.run(() => save(data)); }} sx={{ display: 'grid', gap: 1 }}>
        <TextField size="small" required label="Nombre" value={data.name} onChange={(e) => setData({ ...data, name: e.target.value })} />
        <TextField size="small" required type="email" label="Correo" value={data.email} onChange={(e) => setData({ ...data, email: e.target.value })} />
        {a.view}
        <Button type="submit" variant="outlined" disabled={a.busy}>Guardar mis datos</Button>
      </Box>
      <Box component="form" onSubmit={(e: FormEvent) => { e.preventDefault(); void p.run(() => changePassword(password), () => setPassword('')); }} sx={{ display: 'grid', gap: 1 }}>
        <TextField size="small" required type="password" label="Nueva contraseña" value={password} onChange={(e) => setPassword(e.target.value)}
          helperText={password && rules.length ? rules[0] : ' '} error={!!password && rules.length > 0} />
        {p.view}
        <Button type="submit" variant="outlined" disabled={p.busy || rules.length > 0}>Cambiar contraseña</Button>
      </Box>
    </Box>
  );
}
