/** The demo logins printed at start and documented in the README. */
export const DEMO_PASSWORD = 'Demo#2026!';

export const DEMO_USERS = [
  { username: 'root', rol: 'Root', name: 'Root Plataforma', company: 'root', parent: null, level: 0, code: null },
  { username: 'super', rol: 'Super', name: 'Super Plataforma', company: 'root', parent: null, level: 0, code: null },
  { username: 'admin', rol: 'Admin', name: 'Administrador Demo', company: 'demo', parent: null, level: 0, code: 'DEMO' },
  { username: 'renovaciones', rol: 'Renovaciones', name: 'Renovaciones Demo', company: 'demo', parent: 'admin', level: 0, code: null },
  { username: 'distribuidor', rol: 'Distribuidor', name: 'Distribuidor Uno', company: 'demo', parent: 'admin', level: 1, code: 'DIST01' },
  { username: 'subdistribuidor', rol: 'Distribuidor', name: 'Subdistribuidor Dos', company: 'demo', parent: 'distribuidor', level: 2, code: 'SUB01' },
  { username: 'cliente', rol: 'Cliente', name: 'Cliente Demo', company: 'demo', parent: 'subdistribuidor', level: 3, code: null },
  // the cashier of the branch Sede Centro (seed-pos.ts makes it an employee there)
  { username: 'cajero', rol: 'Cajero', name: 'Camila Cajera', company: 'demo', parent: 'admin', level: 0, code: null },
] as const;
